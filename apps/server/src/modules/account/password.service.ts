import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type {
  LoginDone,
  changePasswordRequestSchema,
  forgotPasswordEmailRequestSchema,
  resetPasswordEmailRequestSchema,
  setPasswordByPhoneRequestSchema,
} from "@lotus/contracts";
import { loginRefusal } from "./member-state.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { completeLogin } from "./complete-login.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, revokeMemberSessions, type Session } from "./sessions.ts";
import { getRegisterRules } from "../system/index.ts";
import { consumeCode, findBrandName, issueTicket, readTicket, sendMail } from "../verification/index.ts";
import { checkNewPassword, ruleMap } from "./field-rules.ts";
import * as repo from "./account.repository.ts";
import { assertMobileDigits, assertSiteOpen, isSettingOn, spendBudget } from "./account.service.ts";
import { smsTarget } from "./sms-code.service.ts";

/** A password-reset link stays valid this long (a link, not a typed code: longer than a code's 10 minutes). */
export const RESET_LINK_MINUTES = 30;
/** Forgot-password requests: per IP and per account name, so nobody floods a mailbox. */
export const FORGOT_PER_IP = { scope: "forgot:ip", limit: 10, windowSeconds: 15 * 60 };
export const FORGOT_PER_ACCOUNT = { scope: "forgot:account", limit: 5, windowSeconds: 15 * 60 };
/** Change-password attempts per member: a stolen session cannot guess the old password at leisure. */
export const CHANGE_PER_MEMBER = { scope: "password:change", limit: 10, windowSeconds: 15 * 60 };

type NewPassword = { newPassword: string; confirmNewPassword: string };

/** The checks of a new password that need nothing but the request: confirmation, floor, field rule. */
async function checkNewPasswordInput(request: FastifyRequest, input: NewPassword): Promise<void> {
  if (input.newPassword !== input.confirmNewPassword) throw new AppError("password_mismatch");
  checkNewPassword(input.newPassword, ruleMap(await getRegisterRules(request.server.db)));
}

/**
 * Stores a new password and ends every session of the member: whoever knew the old password
 * (or held a session opened with it) is out. The hash is computed before the transaction so the
 * transaction holds no lock while argon2 runs.
 */
async function replacePassword(request: FastifyRequest, memberId: bigint, plain: string, reason: string) {
  const hash = await hashPassword(plain);
  await inTransaction(request.server.db, async (tx) => {
    await repo.updatePassword(tx, memberId, hash);
    await revokeMemberSessions(tx, memberId, reason);
  });
  await request.server.sessions.forgetMember(memberId);
}

/**
 * Change password (spec §4): old, new, confirmation. Success revokes every session, this one
 * included, and answers a fresh token: the client replaces its token (rotation).
 */
export async function changePassword(
  request: FastifyRequest,
  session: Session,
  input: z.infer<typeof changePasswordRequestSchema>,
): Promise<{ token: string }> {
  const db = request.server.db;
  if (input.newPassword !== input.confirmNewPassword) throw new AppError("password_mismatch");
  if (input.newPassword === input.oldPassword) throw new AppError("password_unchanged");
  await checkNewPasswordInput(request, input);
  await spendBudget(db, CHANGE_PER_MEMBER, String(session.memberId));
  const member = await repo.findMemberById(db, session.memberId);
  if (!member) throw new AppError("session_expired");
  if (!(await verifyPassword(member.password_hash, input.oldPassword))) {
    await recordAuthEvent(db, {
      memberId: member.id,
      account: member.account,
      event: "password_change",
      outcome: "failure",
      request,
      detail: { reason: "old_password_wrong" },
    });
    throw new AppError("old_password_wrong");
  }
  const hash = await hashPassword(input.newPassword);
  const token = await inTransaction(db, async (tx) => {
    await repo.updatePassword(tx, member.id, hash);
    await revokeMemberSessions(tx, member.id, "password_change");
    const fresh = await createSession(tx, {
      memberId: member.id,
      method: session.method,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    });
    await recordAuthEvent(tx, {
      memberId: member.id,
      account: member.account,
      event: "password_change",
      outcome: "success",
      request,
    });
    return fresh.token;
  });
  await request.server.sessions.forgetMember(member.id);
  return { token };
}

function publicUrl(request: FastifyRequest): string {
  const env = request.server.env;
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/**
 * Forgot password by e-mail (spec §4). The answer is always `in_been_out`, whether or not the
 * account and e-mail match, and the mail leaves after the answer: neither the answer nor its
 * time tells whether an account exists. Only a match gets a reset link (30 minutes, single use;
 * a newer link replaces older ones).
 */
export async function forgotPasswordByEmail(
  request: FastifyRequest,
  input: z.infer<typeof forgotPasswordEmailRequestSchema>,
): Promise<void> {
  const db = request.server.db;
  await assertSiteOpen(request);
  const account = input.username.trim().toLowerCase();
  const email = input.email.trim();
  await spendBudget(db, FORGOT_PER_IP, request.ip);
  await spendBudget(db, FORGOT_PER_ACCOUNT, account);
  const member = await repo.findMemberByAccount(db, account);
  const matches =
    member !== null &&
    member.status === "active" &&
    member.email !== null &&
    member.email.toLowerCase() === email.toLowerCase();
  if (!matches) return;
  void (async () => {
    await repo.closeResetLinks(db, member.id);
    const { ticket } = await issueTicket(db, {
      flow: "reset_password_email",
      memberId: member.id,
      ttlMinutes: RESET_LINK_MINUTES,
    });
    const brand = await findBrandName(db);
    const link = `${publicUrl(request)}/?resetToken=${encodeURIComponent(ticket)}`;
    const params = { brand, account: member.account, minutes: RESET_LINK_MINUTES, link };
    await sendMail(request, {
      to: member.email!,
      subject: translate(request.language, "message.reset_subject", params),
      text: translate(request.language, "message.reset_body", params),
    });
    await recordAuthEvent(db, {
      memberId: member.id,
      account: member.account,
      event: "code_sent",
      outcome: "success",
      method: "reset_password_email",
      request,
    });
  })().catch((error: unknown) => {
    if (!(error instanceof AppError)) request.log.error({ err: error }, "password-reset mail not sent");
  });
}

/** The audit line of a password reset by link or by SMS; a failure carries its reason. */
function recordPasswordReset(
  request: FastifyRequest,
  method: "email" | "sms",
  member: Pick<repo.MemberCredentials, "id" | "account"> | null,
  failure?: { reason: string },
): Promise<void> {
  return recordAuthEvent(request.server.db, {
    memberId: member?.id ?? null,
    account: member?.account ?? "",
    event: "password_reset",
    outcome: failure ? "failure" : "success",
    method,
    request,
    detail: failure,
  });
}

/** The new password from an e-mailed reset link (the link's token is single use). */
export async function resetPasswordByEmail(
  request: FastifyRequest,
  input: z.infer<typeof resetPasswordEmailRequestSchema>,
): Promise<void> {
  const db = request.server.db;
  await checkNewPasswordInput(request, input);
  const ticket = await readTicket(db, "reset_password_email", input.token, "consume");
  const member = ticket?.memberId ? await repo.findMemberById(db, ticket.memberId) : null;
  if (!member || loginRefusal(member.status)) {
    await recordPasswordReset(request, "email", member, { reason: "reset_link_invalid" });
    throw new AppError("reset_link_invalid");
  }
  await replacePassword(request, member.id, input.newPassword, "password_reset");
  await recordPasswordReset(request, "email", member);
}

/**
 * Set a new password by phone (spec §4 forgot by phone), only with REGMOBVERF3 (the phone
 * verification flag). The SMS code to the bound number is the proof; success logs in with the
 * new password. A number without an account answers like a wrong code.
 */
export async function setPasswordByPhone(
  request: FastifyRequest,
  input: z.infer<typeof setPasswordByPhoneRequestSchema>,
): Promise<LoginDone> {
  const db = request.server.db;
  await assertSiteOpen(request);
  if (!(await isSettingOn(db, "REGMOBVERF3"))) throw new AppError("login_method_disabled");
  await checkNewPasswordInput(request, input);
  await assertMobileDigits(db, input.countryDialingCode, input.mobileNum);
  const target = smsTarget(input.countryDialingCode, input.mobileNum);
  const member = await repo.findMemberByMobile(db, input.countryDialingCode, input.mobileNum);
  try {
    await consumeCode(db, { flow: "reset_password_sms", target, code: input.verificationCode });
    if (!member) throw new AppError("verification_code_invalid");
  } catch (error) {
    await recordPasswordReset(request, "sms", member, { reason: error instanceof AppError ? error.code : "error" });
    throw error;
  }
  const stateRefusal = loginRefusal(member.status);
  if (stateRefusal) throw new AppError(stateRefusal);
  await replacePassword(request, member.id, input.newPassword, "password_reset");
  await recordPasswordReset(request, "sms", member);
  return completeLogin(request, { memberId: member.id, method: "phone_reset" });
}
