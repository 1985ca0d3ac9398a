import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  codeSentResponseSchema,
  emptyResponseSchema,
  loginHistoryResponseSchema,
  pageQuerySchema,
  payeeNameRequestSchema,
  paymentPasswordRequestSchema,
  reauthRequestSchema,
  reauthResponseSchema,
  securityOverviewResponseSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  totpConfirmRequestSchema,
  totpSetupRequestSchema,
  totpSetupResponseSchema,
  updateProfileRequestSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import * as security from "./security.service.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 502]);
const tags = ["security"];

/** The session `authenticate` resolved; every route here runs behind it. */
const member = (request: FastifyRequest) => request.session!;

/** The member centre's security centre: profile, bindings, TOTP, payment password, logins, sessions. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Real accounts only (trial accounts: need_real_account), and not while a password change is due.
  const preHandler = app.authenticate();

  app.get(
    PATHS.security,
    {
      preHandler,
      schema: {
        tags,
        summary: "Security overview: masked bindings, authenticator, payment password, previous login",
        querystring: noQuery,
        response: { 200: securityOverviewResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await security.overview(request, member(request))),
  );

  app.put(
    PATHS.securityProfile,
    {
      preHandler,
      schema: {
        tags,
        summary: "Nickname; birthday (set once, at least the brand's minimum age)",
        body: updateProfileRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.updateProfile(request, member(request), request.body);
      return ok(request, null);
    },
  );

  app.post(
    PATHS.securityReauth,
    {
      preHandler,
      schema: {
        tags,
        summary: "Re-authentication with the login password → a short-lived ticket for one sensitive change",
        body: reauthRequestSchema,
        response: { 200: reauthResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await security.reauthenticate(request, member(request), request.body.password)),
  );

  app.post(
    PATHS.securityMobileCode,
    {
      preHandler,
      schema: {
        tags,
        summary: "Sends a code by SMS to the new mobile number (needs a re-authentication)",
        body: bindMobileCodeRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reauthTicket, ...mobile } = request.body;
      return ok(
        request,
        await security.sendBindingCode(request, member(request), reauthTicket, { kind: "mobile", ...mobile }),
      );
    },
  );

  app.put(
    PATHS.securityMobile,
    {
      preHandler,
      schema: {
        tags,
        summary: "Binds the new mobile number with the code sent to it",
        body: bindMobileRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reauthTicket, verificationCode, ...mobile } = request.body;
      await security.bind(request, member(request), reauthTicket, { kind: "mobile", ...mobile }, verificationCode);
      return ok(request, null);
    },
  );

  app.post(
    PATHS.securityEmailCode,
    {
      preHandler,
      schema: {
        tags,
        summary: "Sends a code to the new e-mail address (needs a re-authentication)",
        body: bindEmailCodeRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reauthTicket, email } = request.body;
      return ok(
        request,
        await security.sendBindingCode(request, member(request), reauthTicket, { kind: "email", email: email.trim() }),
      );
    },
  );

  app.put(
    PATHS.securityEmail,
    {
      preHandler,
      schema: {
        tags,
        summary: "Binds the new e-mail address with the code sent to it",
        body: bindEmailRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reauthTicket, verificationCode, email } = request.body;
      await security.bind(
        request,
        member(request),
        reauthTicket,
        { kind: "email", email: email.trim() },
        verificationCode,
      );
      return ok(request, null);
    },
  );

  app.put(
    PATHS.securityPayeeName,
    {
      preHandler,
      schema: {
        tags,
        summary: "Sets the payee name once (payeeName field rule)",
        body: payeeNameRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.setPayeeName(request, member(request), request.body.payeeName);
      return ok(request, null);
    },
  );

  app.post(
    PATHS.securityTotpSetup,
    {
      preHandler,
      schema: {
        tags,
        summary: "Starts authenticator enrolment: secret, otpauth URL and QR code (needs a re-authentication)",
        body: totpSetupRequestSchema,
        response: { 200: totpSetupResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await security.setupTotp(request, member(request), request.body.reauthTicket)),
  );

  app.put(
    PATHS.securityTotp,
    {
      preHandler,
      schema: {
        tags,
        summary: "Enables the authenticator with a first code from it",
        body: totpConfirmRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.confirmTotp(request, member(request), request.body.code);
      return ok(request, null);
    },
  );

  app.delete(
    PATHS.securityTotp,
    {
      preHandler,
      schema: {
        tags,
        summary: "Disables the authenticator with a code from it",
        body: totpConfirmRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.disableTotp(request, member(request), request.body.code);
      return ok(request, null);
    },
  );

  app.put(
    PATHS.securityPaymentPassword,
    {
      preHandler,
      schema: {
        tags,
        summary: "Sets the 6-digit payment password (needs a re-authentication)",
        body: paymentPasswordRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.setPaymentPassword(request, member(request), request.body);
      return ok(request, null);
    },
  );

  app.get(
    PATHS.securityLogins,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's login history, newest first",
        querystring: pageQuerySchema,
        response: { 200: loginHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await security.loginHistory(request, member(request), request.query)),
  );

  app.get(
    PATHS.securitySessions,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's live sessions; `current` marks this one",
        querystring: noQuery,
        response: { 200: sessionsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await security.sessions(request, member(request))),
  );

  app.delete(
    `${PATHS.securitySessions}/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Ends one of the member's own sessions",
        params: sessionIdParamsSchema,
        querystring: noQuery,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await security.revokeSession(request, member(request), request.params.id);
      return ok(request, null);
    },
  );
};
