import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  loginDoneResponseSchema,
  oauthExchangeRequestSchema,
  oauthProvidersResponseSchema,
  socialProviderSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import * as social from "./social.service.ts";

const noQuery = z.strictObject({});
const providerParams = z.strictObject({ provider: socialProviderSchema });
/** Providers add parameters of their own (Google: scope, authuser, prompt, hd), so unknown keys pass. */
const callbackQuery = z.record(z.string().max(64), z.string().max(4096));
const errors = errorResponses([400, 403, 404, 500, 503]);

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function bindingCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = (request.server.env.PUBLIC_URL ?? "").startsWith("https:") ? "; Secure" : "";
  return `${social.BINDING_COOKIE}=${value}; Path=${social.BINDING_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The browser goes back to the web app, which opens the matching dialog (overlays.tsx). */
function backToSite(reply: FastifyReply, query: Record<string, string>) {
  return reply.header("cache-control", "no-store").redirect(`/?${new URLSearchParams(query).toString()}`, 302);
}

/** Social login with Google and Facebook (OAuth 2.0 / OpenID Connect, authorization code + PKCE). */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.oauthProviders,
    {
      schema: {
        tags: ["session"],
        summary: "Social login providers that are configured",
        querystring: noQuery,
        response: { 200: oauthProvidersResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, social.listProviders(request)),
  );

  app.get(
    PATHS.oauthStart,
    {
      schema: {
        tags: ["session"],
        summary: "Starts a social login: 302 to the provider (state, nonce and PKCE kept server-side)",
        params: providerParams,
        querystring: noQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const settings = social.requireProvider(request, request.params.provider);
      let start: { location: string; binding: string };
      try {
        start = await social.startLogin(request, settings);
      } catch (error) {
        request.log.error({ err: error, provider: settings.provider }, "social login: provider discovery failed");
        return backToSite(reply, { oauthError: "oauth_failed" });
      }
      return reply
        .header("cache-control", "no-store")
        .header("set-cookie", bindingCookie(request, start.binding, 10 * 60))
        .redirect(start.location, 302);
    },
  );

  app.get(
    PATHS.oauthCallback,
    {
      schema: {
        tags: ["session"],
        summary: "The provider's redirect back: 302 to /?oauthTicket=… or /?oauthError=…",
        params: providerParams,
        querystring: callbackQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      reply.header("set-cookie", bindingCookie(request, "", 0));
      const query = new URLSearchParams(request.query);
      try {
        const { ticket } = await social.finishCallback(request, {
          provider: request.params.provider,
          query,
          binding: readCookie(request, social.BINDING_COOKIE),
        });
        return backToSite(reply, { oauthTicket: ticket });
      } catch (error) {
        const code = error instanceof social.SocialLoginFailure ? error.code : "oauth_failed";
        return backToSite(reply, { oauthError: code });
      }
    },
  );

  app.post(
    PATHS.oauthExchange,
    {
      schema: {
        tags: ["session"],
        summary: "Trades the one-time ticket of the callback for a session (LoginDone)",
        body: oauthExchangeRequestSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await social.exchangeTicket(request, request.body.ticket)),
  );
};
