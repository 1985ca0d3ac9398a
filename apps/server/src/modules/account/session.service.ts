import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { SECOND_VERIFICATION_METHODS } from "@lotus/contracts";
import {
  CAPTCHA_AFTER_FAILURES,
  FREE_PLAY_GATEWAY_VERSION,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURE_WINDOW_MINUTES,
  TRIAL_ACCOUNT_TYPE,
  TRIAL_DEMO_BALANCE,
  WEAK_DEFAULT_PASSWORD,
  type CodeSentValue,
  type ErrorCode,
  type LoginDone,
  type LoginRequest,
  type LoginSecondStep,
  type LoginValue,
} from "@lotus/contracts";
import { loginRefusal } from "./member-state.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { completeLogin, type LoginMethod } from "./complete-login.ts";
import { burnVerifyTime, parseArgon2Hash, verifyPassword } from "./passwords.ts";
import { revokeSession } from "./sessions.ts";
import { verifyTotp } from "./member-totp.ts";
import {
  checkCaptcha,
  consumeCode,
  failTicket,
  issueCode,
  issueTicket,
  readTicket,
  sendCode,
  spendToken,
  verifyHumanSolution,
} from "../verification/index.ts";
import { hitThrottle } from "../../lib/request-throttle.ts";
import * as repo from "./session.repository.ts";
import { inTransaction } from "../../db/pool.ts";
import { beginOperation, finishOperation, main, system } from "../ledger/index.ts";

type SecondMethod = (typeof SECOND_VERIFICATION_METHODS)[number];

/** A second verification must be finished within this many minutes of the password check. */
export const SECOND_VERIFICATION_MINUTES = 10;
/** Free play: trial accounts per IP per hour. */
export const FREE_PLAY_PER_IP_PER_HOUR = 5;
const FREE_PLAY_NONCE_MINUTES = 10;
/** The order tried when the operator's method does not apply to a member (strongest first). */
const SECOND_METHOD_FALLBACK: readonly SecondMethod[] = ["TOTP", "SMS", "EMAIL", "PAYEE_NAME"];

/**
 * A refused login. `captcha` tells the client to show the image captcha from now on (spec §4
 * step 7); the route puts it into the error envelope's value.
 */
export class LoginFailure extends AppError {
  readonly captcha: boolean;
  constructor(code: ErrorCode, captcha: boolean, params: Record<string, string | number> = {}) {
    super(code, params);
    this.captcha = captcha;
  }
}

/** Maintenance and region restriction close every way in (spec §4 system status). */
async function assertSiteOpen(request: FastifyRequest): Promise<repo.LoginBrand> {
  const brand = await repo.findLoginBrand(request.server.db);
  if (!brand) throw new AppError("system_error");
  if (brand.maintenance) throw new AppError("maintenance");
  const { country } = request.clientLocation();
  if (country !== "" && brand.restricted_countries.includes(country)) throw new AppError("region_restricted");
  return brand;
}

const needsCaptcha = (account: number, ip: number) => account >= CAPTCHA_AFTER_FAILURES || ip >= CAPTCHA_AFTER_FAILURES;

type Attempt = { accountKey: string; account: number; ip: number };

/**
 * Lets one credential check through, or refuses it. The attempt is counted against the account
 * BEFORE the credential is checked (and taken back on success): parallel guesses at one account
 * then cannot all slip in under its limit while their failures are still being verified, and no
 * failure is lost. The IP is charged only once an attempt has failed: an office or café behind
 * one address logging in at once must not see each other's logins in flight as failures.
 */
async function admitAttempt(
  request: FastifyRequest,
  accountKey: string,
  method: LoginMethod,
  answer: { captchaId?: string; captcha?: string },
): Promise<Attempt> {
  const db = request.server.db;
  const window = LOGIN_FAILURE_WINDOW_MINUTES;
  const [account, ip] = await Promise.all([
    repo.readFailures(db, "account", accountKey, window),
    repo.readFailures(db, "ip", request.ip, window),
  ]);
  const lockedFor = Math.max(
    account.failures >= LOGIN_FAILURES_PER_ACCOUNT ? account.minutesLeft : 0,
    ip.failures >= LOGIN_FAILURES_PER_IP ? ip.minutesLeft : 0,
  );
  const lockedOut = async (minutes: number): Promise<never> => {
    await recordAuthEvent(db, {
      account: accountKey,
      event: "login",
      outcome: "failure",
      method,
      request,
      detail: { reason: "too_many_attempts" },
    });
    throw new LoginFailure("too_many_attempts", true, { minutes });
  };
  if (lockedFor > 0) return lockedOut(lockedFor);
  if (needsCaptcha(account.failures, ip.failures)) {
    if (!answer.captchaId || !answer.captcha) throw new LoginFailure("captcha_required", true);
    if (!(await checkCaptcha(request.server.db, answer.captchaId, answer.captcha))) {
      await recordAuthEvent(db, {
        account: accountKey,
        event: "login",
        outcome: "failure",
        method,
        request,
        detail: { reason: "captcha_invalid" },
      });
      throw new LoginFailure("captcha_invalid", true);
    }
  }
  const accountNow = await repo.addFailure(db, "account", accountKey, window);
  // Lost the race to parallel attempts that reached the limit first.
  if (accountNow > LOGIN_FAILURES_PER_ACCOUNT) return lockedOut(window);
  return { accountKey, account: accountNow, ip: ip.failures };
}

/** The credential was right: the account starts afresh. */
async function attemptSucceeded(request: FastifyRequest, attempt: Attempt): Promise<void> {
  await repo.clearFailures(request.server.db, "account", attempt.accountKey);
}

async function attemptFailed(
  request: FastifyRequest,
  attempt: Attempt,
  method: LoginMethod,
  code: ErrorCode,
  memberId: bigint | null,
): Promise<never> {
  const ipNow = await repo.addFailure(request.server.db, "ip", request.ip, LOGIN_FAILURE_WINDOW_MINUTES);
  await recordAuthEvent(request.server.db, {
    memberId,
    account: attempt.accountKey,
    event: "login",
    outcome: "failure",
    method,
    request,
    detail: { reason: code },
  });
  throw new LoginFailure(code, needsCaptcha(attempt.account, ipNow));
}

/** Spec §4 login, username or SMS: every check of issue 3, then a second step or a session. */
export async function login(request: FastifyRequest, payload: LoginRequest): Promise<LoginValue> {
  const db = request.server.db;
  const brand = await assertSiteOpen(request);
  let member: repo.LoginMember | null;
  let attempt: Attempt;
  const method: LoginMethod = payload.type;
  if (payload.type === "username") {
    await verifyHumanSolution(request.server, payload.humanVerification);
    const accountKey = payload.username.trim().toLowerCase();
    attempt = await admitAttempt(request, accountKey, method, payload);
    member = accountKey === "" ? null : await repo.findMemberByAccount(db, accountKey);
    // An unknown account costs one argon2 verify as a known one does: same answer, same time.
    const hash = member && parseArgon2Hash(member.password_hash) ? member.password_hash : null;
    const valid = hash ? await verifyPassword(hash, payload.password) : await burnVerifyTime(payload.password);
    if (!member || !valid) return attemptFailed(request, attempt, method, "invalid_credentials", member?.id ?? null);
  } else {
    if (!(await repo.isSettingOn(db, "MOBILEVERCODELOGIN3"))) throw new AppError("login_method_disabled");
    const target = `${payload.countryDialingCode}${payload.mobileNum}`;
    attempt = await admitAttempt(request, target, method, payload);
    try {
      await consumeCode(db, { flow: "login_sms", target, code: payload.verificationCode });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return attemptFailed(request, attempt, method, error.code, null);
    }
    member = await repo.findMemberByMobile(db, payload.countryDialingCode, payload.mobileNum);
    if (!member) return attemptFailed(request, attempt, method, "invalid_credentials", null);
  }

  await attemptSucceeded(request, attempt);
  const stateRefusal = loginRefusal(member.status);
  if (stateRefusal) return refuse(request, member, method, stateRefusal);
  if (member.is_agent === TRIAL_ACCOUNT_TYPE) return refuse(request, member, method, "member_no_enter");
  // The weak default is only ever given by agents and operators; whoever logs in with it changes it first.
  if (payload.type === "username" && payload.password === WEAK_DEFAULT_PASSWORD)
    await repo.setMustChangePassword(db, member.id);

  const second = await secondStepFor(request, brand, member);
  if (second) {
    const { ticket } = await issueTicket(db, {
      flow: "second_verification",
      memberId: member.id,
      ttlMinutes: SECOND_VERIFICATION_MINUTES,
      detail: { method: second, loginMethod: method },
    });
    // The password (or SMS code) was right but the login is not finished: the member's history
    // shows it, which is how someone else knowing the password gets noticed.
    await recordAuthEvent(db, {
      memberId: member.id,
      account: member.account,
      event: "login",
      outcome: "failure",
      method,
      request,
      detail: { reason: "second_verification_required", secondVerification: second },
    });
    return {
      step: "second_verification",
      ticket,
      method: second,
      target: maskedTarget(member, second),
    } satisfies LoginSecondStep;
  }
  return completeLogin(request, { memberId: member.id, method });
}

async function refuse(
  request: FastifyRequest,
  member: repo.LoginMember,
  method: LoginMethod,
  code: "account_disabled" | "account_closed" | "member_no_enter",
): Promise<never> {
  await recordAuthEvent(request.server.db, {
    memberId: member.id,
    account: member.account,
    event: "login",
    outcome: "failure",
    method,
    request,
    detail: { reason: code },
  });
  throw new LoginFailure(code, false);
}

function methodApplies(method: SecondMethod, member: repo.LoginMember): boolean {
  switch (method) {
    case "SMS":
      return member.mobile_num !== null && member.country_dialing_code !== null;
    case "EMAIL":
      return member.email !== null && member.email !== "";
    case "PAYEE_NAME":
      return member.payee_name.trim() !== "";
    case "TOTP":
      return member.totp_enabled;
  }
}

/**
 * The second verification a login from an IP not yet trusted for the account needs (spec §4
 * step 9), or null. The operator's method comes first; a member who cannot answer it (nothing
 * bound) is asked the strongest one they can. A member who has bound nothing at all is not
 * asked anything: there is nothing to verify against, refusing would lock them out of the only
 * place where they could bind something, and the password check with its lockouts has already
 * run. The IP becomes trusted once the login completes.
 */
async function secondStepFor(
  request: FastifyRequest,
  brand: repo.LoginBrand,
  member: repo.LoginMember,
): Promise<SecondMethod | null> {
  if (brand.second_verification === null) return null;
  if (await repo.isTrustedIp(request.server.db, member.id, request.clientLocation().ip)) return null;
  if (methodApplies(brand.second_verification, member)) return brand.second_verification;
  return SECOND_METHOD_FALLBACK.find((m) => methodApplies(m, member)) ?? null;
}

/** What the client may show about where the code goes: enough to recognise, not to learn. */
export function maskedTarget(member: repo.LoginMember, method: SecondMethod): string {
  if (method === "SMS" && member.mobile_num) {
    const digits = member.mobile_num;
    return `${member.country_dialing_code ?? ""} ${"•".repeat(Math.max(digits.length - 3, 1))}${digits.slice(-3)}`;
  }
  if (method === "EMAIL" && member.email) {
    const [local = "", domain = ""] = member.email.split("@");
    return `${local.slice(0, 1)}${"•".repeat(Math.max(local.length - 1, 3))}@${domain}`;
  }
  return "";
}

type SecondTicket = { id: string; memberId: bigint; method: SecondMethod; loginMethod: LoginMethod };

async function openSecondTicket(request: FastifyRequest, ticket: string): Promise<SecondTicket> {
  const found = await readTicket(request.server.db, "second_verification", ticket, "peek");
  const method = found?.detail.method;
  const loginMethod = found?.detail.loginMethod;
  if (!found || found.memberId === null || typeof method !== "string" || typeof loginMethod !== "string") {
    throw new AppError("second_verification_expired");
  }
  return {
    id: found.id,
    memberId: found.memberId,
    method: method as SecondMethod,
    loginMethod: loginMethod as LoginMethod,
  };
}

const codeTarget = (memberId: bigint) => `member:${memberId}`;

/** Sends the SMS or e-mail code of a pending second verification. */
export async function sendSecondVerificationCode(request: FastifyRequest, ticket: string): Promise<CodeSentValue> {
  const db = request.server.db;
  const pending = await openSecondTicket(request, ticket);
  if (pending.method !== "SMS" && pending.method !== "EMAIL") {
    throw new AppError("validation_failed", { detail: `ticket: ${pending.method} sends no code` });
  }
  const member = await repo.findMemberById(db, pending.memberId);
  if (!member || !methodApplies(pending.method, member)) throw new AppError("second_verification_expired");
  const issued = await issueCode(db, {
    flow: "second_verification",
    target: codeTarget(member.id),
    memberId: member.id,
  });
  const channel = pending.method === "SMS" ? "sms" : "email";
  const to = channel === "sms" ? `${member.country_dialing_code}${member.mobile_num}` : member.email!;
  await sendCode(request, { channel, to, code: issued.code, minutes: issued.expiredMinutes });
  await recordAuthEvent(db, {
    memberId: member.id,
    account: member.account,
    event: "code_sent",
    outcome: "success",
    method: channel,
    request,
    detail: { flow: "second_verification" },
  });
  return { expiredMinutes: issued.expiredMinutes };
}

// Payee names are typed by hand, with or without diacritics composed, in any case.
const normalizeName = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

async function answerIsRight(request: FastifyRequest, pending: SecondTicket, member: repo.LoginMember, answer: string) {
  switch (pending.method) {
    case "SMS":
    case "EMAIL":
      try {
        await consumeCode(request.server.db, {
          flow: "second_verification",
          target: codeTarget(member.id),
          code: answer.trim(),
        });
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    case "PAYEE_NAME":
      return member.payee_name.trim() !== "" && normalizeName(answer) === normalizeName(member.payee_name);
    case "TOTP":
      return verifyTotp(request.server.db, member.id, answer.trim());
  }
}

/**
 * Answers a pending second verification. A wrong answer costs a try of the ticket (five burn
 * it) and counts as a failed login of the account and the IP, so the second factor cannot be
 * guessed at leisure by someone who knows the password.
 */
export async function answerSecondVerification(
  request: FastifyRequest,
  ticket: string,
  answer: string,
): Promise<LoginDone> {
  const db = request.server.db;
  await assertSiteOpen(request);
  const pending = await openSecondTicket(request, ticket);
  const member = await repo.findMemberById(db, pending.memberId);
  if (!member) throw new AppError("second_verification_expired");
  const stateRefusal = loginRefusal(member.status);
  if (stateRefusal) throw new AppError(stateRefusal);
  const window = LOGIN_FAILURE_WINDOW_MINUTES;
  const [account, ip] = await Promise.all([
    repo.readFailures(db, "account", member.account, window),
    repo.readFailures(db, "ip", request.ip, window),
  ]);
  if (account.failures >= LOGIN_FAILURES_PER_ACCOUNT || ip.failures >= LOGIN_FAILURES_PER_IP) {
    throw new AppError("too_many_attempts", { minutes: Math.max(account.minutesLeft, ip.minutesLeft) });
  }
  const event = {
    memberId: member.id,
    account: member.account,
    event: "second_verification" as const,
    method: pending.method,
    request,
  };
  if (!(await answerIsRight(request, pending, member, answer))) {
    const { burnt } = await failTicket(db, pending.id);
    await repo.addFailure(db, "account", member.account, window);
    await repo.addFailure(db, "ip", request.ip, window);
    await recordAuthEvent(db, { ...event, outcome: "failure" });
    throw new AppError(burnt ? "second_verification_expired" : "second_verification_failed");
  }
  // Two parallel right answers: only the one that consumes the ticket logs in.
  if (!(await readTicket(db, "second_verification", ticket, "consume")))
    throw new AppError("second_verification_expired");
  await recordAuthEvent(db, { ...event, outcome: "success" });
  return completeLogin(request, { memberId: member.id, method: pending.loginMethod });
}

/**
 * Free play (spec §3, §4): a trial account (isAgent 4) with its session. The X-Encryption header
 * must hold RSA-OAEP(reverse(nonce)) and a nonce is accepted once, so a captured request cannot
 * be replayed to mint accounts; each IP gets a few trial accounts an hour.
 */
export async function freePlay(
  request: FastifyRequest,
  input: { nonce: string; encryption: string; gatewayVersion: string },
): Promise<LoginDone> {
  const db = request.server.db;
  await assertSiteOpen(request);
  if (!(await repo.isSettingOn(db, "FREEPLAY3"))) throw new AppError("free_play_disabled");
  if (input.gatewayVersion !== FREE_PLAY_GATEWAY_VERSION) throw new AppError("encryption_invalid");
  let decrypted: string;
  try {
    decrypted = (await request.server.rsaDecrypt(input.encryption)).toString("utf8");
  } catch {
    throw new AppError("encryption_invalid");
  }
  if (decrypted !== [...input.nonce].reverse().join("")) throw new AppError("encryption_invalid");
  const nonceHash = createHash("sha256").update(input.nonce).digest();
  const expiresAt = new Date(Date.now() + FREE_PLAY_NONCE_MINUTES * 60_000);
  if (!(await spendToken(db, "free_play_nonce", nonceHash, expiresAt))) throw new AppError("encryption_invalid");
  if ((await hitThrottle(db, "free_play", request.ip, 3600)) > FREE_PLAY_PER_IP_PER_HOUR) {
    throw new AppError("too_many_attempts", { minutes: 60 });
  }
  const account = `trial_${randomBytes(6).toString("hex")}`;
  // The trial account and its demo balance in one transaction: the balance comes from the
  // trial_funding system account through the ledger (key "trial-grant", scoped to the member).
  const memberId = await inTransaction(db, async (client) => {
    const id = await repo.insertTrialMember(
      client,
      account,
      request.clientLocation().ip,
      `!trial:${randomBytes(16).toString("hex")}`,
    );
    const amount = BigInt(TRIAL_DEMO_BALANCE);
    const started = await beginOperation(client, {
      key: "trial-grant",
      kind: "trial_grant",
      memberId: id,
      fingerprint: { amount },
    });
    if (!started.replayed) {
      await started.operation.transfer([{ from: system("trial_funding", id), to: main(id), amount }]);
      await finishOperation(client, started.operation.id, { amount: amount.toString() });
    }
    return id;
  });
  await recordAuthEvent(db, {
    memberId,
    account,
    event: "free_play",
    outcome: "success",
    method: "free_play",
    request,
  });
  return completeLogin(request, { memberId, method: "free_play" });
}

/** Logout (spec §4): the session is revoked server-side, not just forgotten by the browser. */
export async function logout(request: FastifyRequest): Promise<void> {
  const session = request.session!;
  await revokeSession(request.server.db, session.id, "logout");
  await request.server.sessions.forgetSession(session.id);
  await recordAuthEvent(request.server.db, {
    memberId: session.memberId,
    account: session.account,
    event: "logout",
    outcome: "success",
    method: session.method,
    request,
  });
}
