import fp from "fastify-plugin";
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, parseLanguageHeader, type Language } from "@lotus/contracts";
import { AppError } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
  }
  interface FastifyContextConfig {
    /**
     * The route belongs to a mounted application that picks its own language (the demo vendor): an
     * unsupported `Language` header falls back to the default instead of being refused.
     */
    ownLanguage?: boolean;
  }
}

/** Reads the `Language` header (vi when absent); an unknown language is a 400 (except on `ownLanguage` routes). */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest("language", DEFAULT_LANGUAGE);
    app.addHook("onRequest", async (request) => {
      const header = request.headers[LANGUAGE_HEADER];
      const parsed = parseLanguageHeader(Array.isArray(header) ? header[0] : header);
      if (parsed === null && !request.routeOptions.config?.ownLanguage) throw new AppError("unsupported_language");
      request.language = parsed ?? DEFAULT_LANGUAGE;
    });
  },
  { name: "language" },
);
