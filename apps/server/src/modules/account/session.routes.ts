import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  captchaResponseSchema,
  codeSentResponseSchema,
  emptyResponseSchema,
  freePlayRequestSchema,
  humanChallengeResponseSchema,
  loginDoneResponseSchema,
  loginErrorSchema,
  loginRequestSchema,
  loginResponseSchema,
  publicKeyResponseSchema,
  sealedEnvelopeSchema,
  secondVerificationRequestSchema,
  secondVerificationSendRequestSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { publicKeyValue } from "../../plugins/sealed-body.ts";
import { translate } from "../../i18n/messages.ts";
import { createCaptcha, createHumanChallenge } from "../verification/index.ts";
import * as session from "./session.service.ts";

const noQuery = z.strictObject({});
const statuses = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;
const errors = errorResponses(statuses);
/** Login failures may carry `value: {captcha}` (spec §4 step 7). */
const loginErrors = errorResponses(statuses, loginErrorSchema);
const ENCRYPTED = "Encrypted: the body is the sealed envelope (architecture.md §3) of";

/** The error envelope of a refused login, with the captcha flag the client acts on. */
function sendLoginFailure(request: FastifyRequest, reply: FastifyReply, error: session.LoginFailure) {
  return reply.status(error.status).send({
    success: false as const,
    code: error.code,
    message: translate(request.language, error.code, error.params),
    value: { captcha: error.captcha },
  });
}

/** Login, free play, logout, second verification, captcha and human verification (spec §7). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.publicKey,
    {
      schema: {
        tags: ["session"],
        summary: "The server's public key for sealed (encrypted) calls",
        querystring: noQuery,
        response: { 200: publicKeyResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, publicKeyValue(await app.serverKey())),
  );

  app.get(
    PATHS.humanChallenge,
    {
      schema: {
        tags: ["session"],
        summary: "Human verification challenge (ALTCHA proof of work), single use, valid 5 minutes",
        querystring: noQuery,
        response: { 200: humanChallengeResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await createHumanChallenge(app)),
  );

  app.get(
    PATHS.captcha,
    {
      schema: {
        tags: ["session"],
        summary: "Image captcha: base64 PNG and its id; single use, 5 minutes, at most one per second per IP",
        querystring: noQuery,
        response: { 200: captchaResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await createCaptcha(app.db, request.ip)),
  );

  app.post(
    PATHS.login,
    {
      schema: {
        tags: ["session"],
        summary: "Login by username (human verification) or SMS code; may ask for a second verification",
        description: `${ENCRYPTED} loginRequestSchema. Failures carry value.captcha: show the image captcha.`,
        body: sealedEnvelopeSchema,
        response: { 200: loginResponseSchema, ...loginErrors },
      },
    },
    async (request, reply) => {
      const payload = await app.openSealed(request, loginRequestSchema);
      try {
        return ok(request, await session.login(request, payload));
      } catch (error) {
        if (error instanceof session.LoginFailure) return sendLoginFailure(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    PATHS.secondVerificationSend,
    {
      schema: {
        tags: ["session"],
        summary: "Sends the SMS or e-mail code of a pending second verification",
        body: secondVerificationSendRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await session.sendSecondVerificationCode(request, request.body.ticket)),
  );

  app.post(
    PATHS.secondVerification,
    {
      schema: {
        tags: ["session"],
        summary: "Answers a second verification (code, payee name or authenticator code); success logs in",
        body: secondVerificationRequestSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await session.answerSecondVerification(request, request.body.ticket, request.body.answer)),
  );

  app.post(
    PATHS.loginFreeplay,
    {
      schema: {
        tags: ["session"],
        summary: "Free play: a trial account (isAgent 4) and its session",
        description: "Headers: X-Encryption = base64 RSA-OAEP(SHA-256) of the reversed nonce; X-Gateway-Version: 3.",
        headers: z.object({
          "x-encryption": z.string().min(1).max(1024),
          "x-gateway-version": z.string().max(8),
        }),
        body: freePlayRequestSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await session.freePlay(request, {
          nonce: request.body.nonce,
          encryption: request.headers["x-encryption"],
          gatewayVersion: request.headers["x-gateway-version"],
        }),
      ),
  );

  app.delete(
    PATHS.logout,
    {
      preHandler: app.authenticate({ allowTrial: true, allowPasswordChange: true }),
      schema: {
        tags: ["session"],
        summary: "Logout: revokes the session server-side",
        querystring: noQuery,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await session.logout(request);
      return ok(request, null);
    },
  );
};
