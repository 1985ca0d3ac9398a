import fp from "fastify-plugin";
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, parseLanguageHeader, type Language } from "@lotus/contracts";
import { AppError } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
  }
}

/** Reads the `Language` header (vi when absent); an unknown language is a 400. */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest("language", DEFAULT_LANGUAGE);
    app.addHook("onRequest", async (request) => {
      const header = request.headers[LANGUAGE_HEADER];
      const parsed = parseLanguageHeader(Array.isArray(header) ? header[0] : header);
      if (parsed === null) throw new AppError("unsupported_language");
      request.language = parsed;
    });
  },
  { name: "language" },
);
