import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { z } from "zod";
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  PATTERN_CATALOGUE,
  REAUTH_MINUTES,
  matchesFieldRule,
  type CodeSentValue,
  type SecurityOverview,
  type loginHistoryEntrySchema,
  type sessionEntrySchema,
} from "@lotus/contracts";
import { inTransaction, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent, type AuthEventName } from "./auth-events.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { listSessions, type Session } from "./sessions.ts";
import { verifyTotp } from "./member-totp.ts";
import { ageOn } from "./field-rules.ts";
import { assertMobileDigits, spendBudget } from "./account.service.ts";
import { SMS_PER_NUMBER } from "./sms-code.service.ts";
import { checkSecret, type SecretBudget } from "../../lib/request-throttle.ts";
import { getRegisterRules } from "../system/index.ts";
import {
  consumeCode,
  issueCode,
  issueTicket,
  newTotpSecret,
  readTicket,
  sendCode,
  totpUri,
  type Flow,
} from "../verification/index.ts";
import * as repo from "./security.repository.ts";

/**
 * The member centre's security centre (issue 3, Deliver 8). Changing where codes go (mobile,
 * e-mail), the authenticator and the payment password needs a fresh re-authentication: the
 * login password, traded for a ticket that lives REAUTH_MINUTES, belongs to this member and this
 * session, and is used up by the change it allows. A stolen session token alone can therefore
 * read the page but not take over the account's recovery channels.
 */

const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MINUTES * 60;
/** Wrong passwords at re-authentication per member and window: a stolen session cannot guess the password. */
const REAUTH_ATTEMPTS: SecretBudget = { scope: "reauth:member", limit: 5, windowSeconds: WINDOW_SECONDS };
/** Wrong authenticator codes per member and window (a 6-digit code in a ±1 step window must not be guessable). */
const TOTP_ATTEMPTS: SecretBudget = { scope: "totp:member", limit: 5, windowSeconds: WINDOW_SECONDS };
/** Binding codes a member may have sent per hour, besides the one-a-minute rule per target. */
const BIND_CODES_PER_MEMBER = { scope: "bind-code:member", limit: 10, windowSeconds: 60 * 60 };

type Member = Pick<Session, "id" | "memberId" | "account">;

async function loadRow(request: FastifyRequest, memberId: bigint): Promise<repo.SecurityRow> {
  const row = await repo.findSecurityRow(request.server.db, memberId);
  if (!row) throw new AppError("session_expired");
  return row;
}

function record(
  request: FastifyRequest,
  member: Member,
  event: AuthEventName,
  outcome: "success" | "failure",
  detail?: Record<string, string | number | boolean>,
) {
  return recordAuthEvent(request.server.db, {
    memberId: member.memberId,
    account: member.account,
    event,
    outcome,
    method: "security_centre",
    request,
    detail,
  });
}

/* ---- Masks: enough for the member to recognise the value, not enough to learn it ---- */

/** "+84 •••• •• 789": the dialling code and the last three digits. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string {
  if (!mobileNum) return "";
  const hidden = "•".repeat(Math.max(mobileNum.length - 3, 1)).replace(/(.{4})(?=.)/gu, "$1 ");
  return `${dialingCode ?? ""} ${hidden} ${mobileNum.slice(-3)}`.trim();
}

/** "de••••@lotus.local": two characters of the local part (one when it is short), a fixed run of dots. */
export function maskEmail(email: string | null): string {
  if (!email) return "";
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const shown = [...local].slice(0, local.length > 3 ? 2 : 1).join("");
  return `${shown}••••${email.slice(at)}`;
}

export async function overview(request: FastifyRequest, member: Member): Promise<SecurityOverview> {
  const row = await loadRow(request, member.memberId);
  return {
    account: row.account,
    nickname: row.nickname,
    mobile: maskMobile(row.country_dialing_code, row.mobile_num),
    email: maskEmail(row.email),
    payeeName: row.payee_name,
    birthday: row.birthday ?? "",
    totpEnabled: row.totp_enabled,
    paymentPasswordSet: row.payment_password_set,
    passwordChangedAt: row.password_changed_at.toISOString(),
    lastLoginAt: row.previous_login_at?.toISOString() ?? null,
    lastLoginIp: row.previous_login_ip,
    secondVerificationMethod: row.second_verification,
  };
}

/* ---- Field rules of the registration form, reused for the same fields here (spec §5) ---- */

async function fieldRule(request: FastifyRequest, field: string) {
  return (await getRegisterRules(request.server.db)).find((r) => r.field === field) ?? null;
}

const EMAIL_FALLBACK = { acceptedPattern: PATTERN_CATALOGUE[3].pattern, minLength: 3, maxLength: 254 };
const PAYEE_FALLBACK = { acceptedPattern: "^(?=.*\\S).+$", minLength: 1, maxLength: 64 };

export async function updateProfile(
  request: FastifyRequest,
  member: Member,
  input: { nickname?: string; birthday?: string },
): Promise<void> {
  const db = request.server.db;
  const nickname = input.nickname?.trim();
  if (nickname === undefined && input.birthday === undefined) {
    throw new AppError("validation_failed", { detail: "request: nothing to change" });
  }
  if (nickname) {
    const rule = await fieldRule(request, "nickname");
    if (rule?.enabled && !matchesFieldRule(rule, nickname)) throw new AppError("invalid_field", { field: "nickname" });
  }
  const row = await loadRow(request, member.memberId);
  const birthdayChange = input.birthday !== undefined && input.birthday !== row.birthday;
  if (birthdayChange) {
    const age = ageOn(input.birthday!);
    if (age === null) throw new AppError("invalid_field", { field: "birthday" });
    // The birthday is set once: it proves the age gate, so a member cannot move it later.
    if (row.birthday !== null) throw new AppError("birthday_locked");
    if (age < row.minimum_age) throw new AppError("age_not_confirmed", { age: row.minimum_age });
  }
  await inTransaction(db, async (tx) => {
    if (nickname !== undefined) await repo.updateNickname(tx, member.memberId, nickname);
    if (birthdayChange && !(await repo.setBirthdayOnce(tx, member.memberId, input.birthday!))) {
      throw new AppError("birthday_locked");
    }
  });
  await record(request, member, "profile_updated", "success", {
    nickname: nickname !== undefined,
    birthday: birthdayChange,
  });
}

/* ---- Re-authentication ---- */

export async function reauthenticate(
  request: FastifyRequest,
  member: Member,
  password: string,
): Promise<{ reauthTicket: string; expiresInSeconds: number }> {
  const row = await loadRow(request, member.memberId);
  // Only wrong passwords use up the budget; parallel guesses still cannot exceed it (checkSecret).
  const right = await guardedSecret(request, member, "reauth", REAUTH_ATTEMPTS, () =>
    verifyPassword(row.password_hash, password),
  );
  if (!right) {
    await record(request, member, "reauth", "failure", { reason: "wrong_password" });
    throw new AppError("old_password_wrong");
  }
  const { ticket } = await issueTicketFor(request, member);
  await record(request, member, "reauth", "success");
  return { reauthTicket: ticket, expiresInSeconds: REAUTH_MINUTES * 60 };
}

function issueTicketFor(request: FastifyRequest, member: Member) {
  return issueTicket(request.server.db, {
    flow: "reauth",
    memberId: member.memberId,
    ttlMinutes: REAUTH_MINUTES,
    detail: { sessionId: member.id },
  });
}

/**
 * A re-authentication of this member in this session, still open; `consume` uses it up (pass
 * the transaction of the change it allows, so a failed change leaves it open).
 */
async function requireReauth(db: DbClient, member: Member, ticket: string, mode: "peek" | "consume") {
  const found = await readTicket(db, "reauth", ticket, mode);
  if (!found || found.memberId !== member.memberId || found.detail.sessionId !== member.id) {
    throw new AppError("reauth_required");
  }
}

/* ---- Mobile and e-mail bindings ---- */

type Binding = { kind: "mobile"; countryDialingCode: string; mobileNum: string } | { kind: "email"; email: string };

const FLOW: Record<Binding["kind"], Flow> = { mobile: "bind_mobile", email: "bind_email" };
const bindTarget = (member: Member, binding: Binding) =>
  binding.kind === "mobile"
    ? `member:${member.memberId}:${binding.countryDialingCode}${binding.mobileNum}`
    : `member:${member.memberId}:${binding.email.toLowerCase()}`;

/** The new value is well formed and not another member's. */
async function checkBinding(request: FastifyRequest, member: Member, binding: Binding): Promise<void> {
  const db = request.server.db;
  if (binding.kind === "mobile") {
    await assertMobileDigits(db, binding.countryDialingCode, binding.mobileNum);
    const owner = await repo.mobileOwner(db, binding.countryDialingCode, binding.mobileNum);
    if (owner !== null && owner !== member.memberId) throw new AppError("mobile_taken");
    return;
  }
  const rule = await fieldRule(request, "email");
  if (!matchesFieldRule(rule?.enabled ? rule : EMAIL_FALLBACK, binding.email)) throw new AppError("invalid_email");
  const owner = await repo.emailOwner(db, binding.email);
  if (owner !== null && owner !== member.memberId) throw new AppError("email_taken");
}

/** Sends a code to the NEW mobile or e-mail: binding it proves the member receives there. */
export async function sendBindingCode(
  request: FastifyRequest,
  member: Member,
  reauthTicket: string,
  binding: Binding,
): Promise<CodeSentValue> {
  const db = request.server.db;
  await requireReauth(request.server.db, member, reauthTicket, "peek");
  await checkBinding(request, member, binding);
  await spendBudget(db, BIND_CODES_PER_MEMBER, String(member.memberId));
  const to = binding.kind === "mobile" ? `${binding.countryDialingCode}${binding.mobileNum}` : binding.email;
  if (binding.kind === "mobile") await spendBudget(db, SMS_PER_NUMBER, to);
  const issued = await issueCode(db, {
    flow: FLOW[binding.kind],
    target: bindTarget(member, binding),
    memberId: member.memberId,
  });
  await sendCode(request, {
    channel: binding.kind === "mobile" ? "sms" : "email",
    to,
    code: issued.code,
    minutes: issued.expiredMinutes,
  });
  await record(request, member, "code_sent", "success", { purpose: FLOW[binding.kind] });
  return { expiredMinutes: issued.expiredMinutes };
}

export async function bind(
  request: FastifyRequest,
  member: Member,
  reauthTicket: string,
  binding: Binding,
  verificationCode: string,
): Promise<void> {
  const db = request.server.db;
  const event = binding.kind === "mobile" ? "bind_mobile" : "bind_email";
  await requireReauth(request.server.db, member, reauthTicket, "peek");
  await checkBinding(request, member, binding);
  try {
    await consumeCode(db, { flow: FLOW[binding.kind], target: bindTarget(member, binding), code: verificationCode });
  } catch (error) {
    await record(request, member, event, "failure", { reason: error instanceof AppError ? error.code : "error" });
    throw error;
  }
  await inTransaction(db, async (tx) => {
    await requireReauth(tx, member, reauthTicket, "consume");
    try {
      if (binding.kind === "mobile")
        await repo.setMobile(tx, member.memberId, binding.countryDialingCode, binding.mobileNum);
      else await repo.setEmail(tx, member.memberId, binding.email);
    } catch (error) {
      // Someone bound the same value between the check and now: the unique index decides.
      if (repo.isUniqueViolation(error)) throw new AppError(binding.kind === "mobile" ? "mobile_taken" : "email_taken");
      throw error;
    }
    await recordAuthEvent(tx, {
      memberId: member.memberId,
      account: member.account,
      event,
      outcome: "success",
      method: "security_centre",
      request,
    });
  });
}

/* ---- Payee name ---- */

export async function setPayeeName(request: FastifyRequest, member: Member, payeeName: string): Promise<void> {
  const value = payeeName.trim().normalize("NFC");
  const rule = await fieldRule(request, "payeeName");
  if (!matchesFieldRule(rule ?? PAYEE_FALLBACK, value)) throw new AppError("invalid_payee_name");
  // Set once (spec): withdrawals go to an account in this name, so only customer service changes it.
  if (!(await repo.setPayeeNameOnce(request.server.db, member.memberId, value))) {
    throw new AppError("payee_name_locked");
  }
  await record(request, member, "payee_name", "success");
}

/* ---- Authenticator (TOTP) ---- */

export async function setupTotp(
  request: FastifyRequest,
  member: Member,
  reauthTicket: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const db = request.server.db;
  const row = await loadRow(request, member.memberId);
  await requireReauth(request.server.db, member, reauthTicket, "peek");
  // An enabled authenticator is replaced only by disabling it first, with a code from it.
  if (row.totp_enabled) throw new AppError("totp_already_enabled");
  const secret = newTotpSecret();
  await inTransaction(db, async (tx) => {
    await requireReauth(tx, member, reauthTicket, "consume");
    if (!(await repo.storePendingTotpSecret(tx, member.memberId, secret))) throw new AppError("totp_already_enabled");
  });
  const otpauthUrl = totpUri(row.account, secret, row.brand_name);
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Checks an authenticator code under the per-member attempt limit. */
async function checkTotp(request: FastifyRequest, member: Member, code: string, event: AuthEventName): Promise<void> {
  const db = request.server.db;
  if (!(await guardedSecret(request, member, event, TOTP_ATTEMPTS, () => verifyTotp(db, member.memberId, code)))) {
    await record(request, member, event, "failure", { reason: "totp_invalid" });
    throw new AppError("totp_invalid");
  }
}

/** checkSecret under the member's budget, with an auth event when the budget refuses. */
async function guardedSecret(
  request: FastifyRequest,
  member: Member,
  event: AuthEventName,
  budget: SecretBudget,
  check: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await checkSecret(request.server.db, budget, String(member.memberId), check);
  } catch (error) {
    if (error instanceof AppError && error.code === "too_many_attempts") {
      await record(request, member, event, "failure", { reason: "too_many_attempts" });
    }
    throw error;
  }
}

export async function confirmTotp(request: FastifyRequest, member: Member, code: string): Promise<void> {
  const row = await loadRow(request, member.memberId);
  if (!row.totp_secret) throw new AppError("totp_not_enrolled");
  if (row.totp_enabled) throw new AppError("totp_already_enabled");
  await checkTotp(request, member, code, "totp_enabled");
  await repo.setTotpEnabled(request.server.db, member.memberId, true);
  await record(request, member, "totp_enabled", "success");
}

export async function disableTotp(request: FastifyRequest, member: Member, code: string): Promise<void> {
  const row = await loadRow(request, member.memberId);
  if (!row.totp_enabled) throw new AppError("totp_not_enrolled");
  await checkTotp(request, member, code, "totp_disabled");
  await repo.setTotpEnabled(request.server.db, member.memberId, false);
  await record(request, member, "totp_disabled", "success");
}

/* ---- Payment password ---- */

/** Six equal digits, or a run up or down (123456, 654321, 012345): the first codes anyone tries. */
export function isWeakPaymentPassword(digits: string): boolean {
  const steps = new Set([...digits].slice(1).map((d, i) => Number(d) - Number(digits[i])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

export async function setPaymentPassword(
  request: FastifyRequest,
  member: Member,
  input: { reauthTicket: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  if (input.paymentPassword !== input.confirmPaymentPassword) throw new AppError("password_mismatch");
  if (isWeakPaymentPassword(input.paymentPassword)) throw new AppError("invalid_field", { field: "paymentPassword" });
  await requireReauth(request.server.db, member, input.reauthTicket, "peek");
  const hash = await hashPassword(input.paymentPassword);
  await inTransaction(request.server.db, async (tx) => {
    await requireReauth(tx, member, input.reauthTicket, "consume");
    await repo.setPaymentPasswordHash(tx, member.memberId, hash);
    await recordAuthEvent(tx, {
      memberId: member.memberId,
      account: member.account,
      event: "payment_password",
      outcome: "success",
      method: "security_centre",
      request,
    });
  });
}

/* ---- Login history and sessions ---- */

export async function loginHistory(
  request: FastifyRequest,
  member: Member,
  page: { page: number; size: number },
): Promise<{ total: number; list: z.infer<typeof loginHistoryEntrySchema>[] }> {
  const db = request.server.db;
  const [total, rows] = await Promise.all([
    repo.countLoginEvents(db, member.memberId),
    repo.listLoginEvents(db, member.memberId, page.size, (page.page - 1) * page.size),
  ]);
  return {
    total,
    list: rows.map((r) => ({
      at: r.at.toISOString(),
      ip: r.ip,
      country: r.country,
      userAgent: r.user_agent,
      method: r.method,
      outcome: r.outcome,
    })),
  };
}

export async function sessions(request: FastifyRequest, member: Member): Promise<z.infer<typeof sessionEntrySchema>[]> {
  return (await listSessions(request.server.db, member.memberId)).map((s) => ({
    id: s.id,
    createdAt: s.created_at.toISOString(),
    lastSeenAt: s.last_seen_at.toISOString(),
    ip: s.ip,
    userAgent: s.user_agent,
    current: s.id === member.id,
  }));
}

/** Ends one of the member's own sessions (another member's id is simply not found). */
export async function revokeSession(request: FastifyRequest, member: Member, sessionId: string): Promise<void> {
  if (!(await repo.revokeOwnSession(request.server.db, member.memberId, sessionId))) throw new AppError("not_found");
  await request.server.sessions.forgetSession(sessionId);
  await record(request, member, "session_revoked", "success", { current: sessionId === member.id });
}
