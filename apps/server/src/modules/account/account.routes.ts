import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  affiliateQuerySchema,
  affiliateResponseSchema,
  avatarResponseSchema,
  changePasswordRequestSchema,
  codeSentResponseSchema,
  emptyResponseSchema,
  forgotPasswordEmailRequestSchema,
  loginDoneResponseSchema,
  memberIconResponseSchema,
  memberInfoResponseSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  resetPasswordEmailRequestSchema,
  sealedEnvelopeSchema,
  setMemberIconRequestSchema,
  setPasswordByPhoneRequestSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  tokenResponseSchema,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { translate } from "../../i18n/messages.ts";
import { loadMemberInfo } from "./member-info.ts";
import { deliveryRoutes } from "../verification/index.ts";
import * as repo from "./account.repository.ts";
import * as member from "./account.service.ts";
import * as passwords from "./password.service.ts";
import { register } from "./register.service.ts";
import { sendNoLoginCode, sendRegisterCode } from "./sms-code.service.ts";

const errors = errorResponses([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503]);
const noQuery = z.strictObject({});
const ENCRYPTED = "Encrypted: the body is the sealed envelope (architecture.md §3) of";

/** Registration, SMS codes, affiliate check, member info, avatar and passwords (spec §7). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deliveryRoutes);

  app.post(
    PATHS.smsNoLogin,
    {
      schema: {
        tags: ["member"],
        summary: "SMS code before login: SMS login or password reset by phone",
        body: smsNoLoginRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await sendNoLoginCode(request, request.body)),
  );

  app.post(
    PATHS.smsRegister,
    {
      schema: {
        tags: ["member"],
        summary: "SMS code for registration (mobile_taken when the number is registered)",
        body: smsRegisterRequestSchema,
        response: { 200: codeSentResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await sendRegisterCode(request, request.body)),
  );

  app.get(
    PATHS.affiliate,
    {
      schema: {
        tags: ["member"],
        summary: "Checks an invitation (affiliate) code",
        querystring: affiliateQuerySchema,
        response: { 200: affiliateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const agent = await repo.findAffiliateAgent(app.db, request.query.code);
      if (!agent) throw new AppError("invitation_code_error");
      return ok(request, { valid: true as const });
    },
  );

  app.post(
    PATHS.register,
    {
      schema: {
        tags: ["member"],
        summary: "Register by username; logs in",
        description: `${ENCRYPTED} registerRequestSchema.`,
        body: sealedEnvelopeSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const payload = await app.openSealed(request, registerRequestSchema);
      return ok(request, await register(request, payload, "username"));
    },
  );

  app.post(
    PATHS.registerMobile,
    {
      schema: {
        tags: ["member"],
        summary: "Register by mobile number (the number is the account name); logs in",
        description: `${ENCRYPTED} registerMobileRequestSchema.`,
        body: sealedEnvelopeSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const payload = await app.openSealed(request, registerMobileRequestSchema);
      return ok(request, await register(request, payload, "mobile"));
    },
  );

  app.get(
    PATHS.memberInfo,
    {
      preHandler: app.authenticate({ allowTrial: true, allowPasswordChange: true }),
      schema: {
        tags: ["member"],
        summary: "Member info (spec §3)",
        querystring: noQuery,
        response: { 200: memberInfoResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await loadMemberInfo(app.db, request.session!.memberId, request.language)),
  );

  app.get(
    PATHS.avatar,
    {
      preHandler: app.authenticate({ allowTrial: true, allowPasswordChange: true }),
      schema: {
        tags: ["member"],
        summary: "The member's avatar: a built-in id (STATIC) or the uploaded image's URL (CUSTOM)",
        querystring: noQuery,
        response: { 200: avatarResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await member.getAvatar(app.db, request.session!.memberId)),
  );

  app.get(
    PATHS.memberIcon,
    {
      preHandler: app.authenticate({ allowTrial: true }),
      schema: {
        tags: ["member"],
        summary: "The member's icon and the built-in icons to choose from",
        querystring: noQuery,
        response: { 200: memberIconResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await member.getMemberIcon(app.db, request.session!.memberId)),
  );

  app.put(
    PATHS.memberIcon,
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ["member"],
        summary: "Chooses a built-in icon or uploads a PNG/JPEG (data URL, at most 200 KiB)",
        body: setMemberIconRequestSchema,
        response: { 200: memberIconResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await member.setMemberIcon(app.db, request.session!.memberId, request.body)),
  );

  app.get(
    "/media/avatars/:memberId",
    {
      schema: {
        hide: true,
        params: z.strictObject({ memberId: z.string().regex(/^[1-9][0-9]{0,18}$/) }),
        querystring: z.strictObject({
          v: z
            .string()
            .regex(/^[0-9]{1,12}$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const image = await repo.findCustomAvatarImage(app.db, BigInt(request.params.memberId));
      if (!image) throw new AppError("not_found");
      // The URL carries the upload's version, so that exact URL never changes and may be kept for
      // good; any other URL of the avatar must be checked again each time.
      const current = String(Math.floor(image.updated_at.getTime() / 1000));
      return reply
        .type(image.mime)
        .header("cache-control", request.query.v === current ? "public, max-age=31536000, immutable" : "no-cache")
        .send(image.bytes);
    },
  );

  app.put(
    PATHS.changePassword,
    {
      preHandler: app.authenticate({ allowPasswordChange: true }),
      schema: {
        tags: ["member"],
        summary: "Change password; revokes every session and answers a new token",
        description: `${ENCRYPTED} changePasswordRequestSchema.`,
        body: sealedEnvelopeSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const input = await app.openSealed(request, changePasswordRequestSchema);
      return ok(request, await passwords.changePassword(request, request.session!, input));
    },
  );

  app.post(
    PATHS.forgotPasswordEmail,
    {
      schema: {
        tags: ["member"],
        summary: "Forgot password by e-mail (form-urlencoded or JSON); always answers in_been_out",
        body: forgotPasswordEmailRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await passwords.forgotPasswordByEmail(request, request.body);
      return { success: true, code: "in_been_out", message: translate(request.language, "in_been_out"), value: null };
    },
  );

  app.post(
    PATHS.resetPasswordEmail,
    {
      schema: {
        tags: ["member"],
        summary: "New password from an e-mailed reset link; revokes every session",
        description: `${ENCRYPTED} resetPasswordEmailRequestSchema.`,
        body: sealedEnvelopeSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const input = await app.openSealed(request, resetPasswordEmailRequestSchema);
      await passwords.resetPasswordByEmail(request, input);
      return { success: true, code: "ok", message: translate(request.language, "password_reset_done"), value: null };
    },
  );

  app.post(
    PATHS.setPasswordByPhone,
    {
      schema: {
        tags: ["member"],
        summary: "Set a new password with an SMS code (REGMOBVERF3); logs in",
        description: `${ENCRYPTED} setPasswordByPhoneRequestSchema.`,
        body: sealedEnvelopeSchema,
        response: { 200: loginDoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const input = await app.openSealed(request, setPasswordByPhoneRequestSchema);
      return ok(request, await passwords.setPasswordByPhone(request, input));
    },
  );
};
