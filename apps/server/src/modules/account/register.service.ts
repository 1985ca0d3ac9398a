import type { FastifyRequest } from "fastify";
import type { LoginDone, RegisterRequest } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { completeLogin } from "./complete-login.ts";
import { hashPassword } from "./passwords.ts";
import { getRegisterRules } from "../system/index.ts";
import { checkCaptcha, consumeCode, verifyHumanSolution } from "../verification/index.ts";
import { ageOn, ruleMap, validateRegistration, type RegisterKind } from "./field-rules.ts";
import * as repo from "./account.repository.ts";
import { assertMobileDigits, assertSiteOpen, isSettingOn } from "./account.service.ts";
import { smsTarget } from "./sms-code.service.ts";

const TAKEN_ERROR = { username: "username_taken", mobile: "mobile_taken", email: "email_taken" } as const;

/** What follows a registration through an agent link (the agents module sets it: the link's contract offer). */
export type LinkRegistrationHook = (
  db: Db,
  input: { memberId: bigint; agentId: bigint; code: string },
) => Promise<void>;
export const registrationHooks: { throughLink: LinkRegistrationHook | null } = { throughLink: null };

/**
 * Registration by username or by mobile (spec §4 Registration, §5). The checks run from the
 * cheapest and side-effect free to the ones that spend something, so a refused request changes
 * nothing it need not: field rules → reads (country, age, invitation code, taken identifiers) →
 * human verification (spends the solution) → captcha → SMS code (spends a try) → insert. The
 * unique indexes, not the earlier read, decide a race between two registrations.
 */
export async function register(
  request: FastifyRequest,
  payload: RegisterRequest,
  kind: RegisterKind,
): Promise<LoginDone> {
  const db = request.server.db;
  await assertSiteOpen(request);
  if (!(await isSettingOn(db, kind === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3"))) {
    throw new AppError("registration_closed");
  }
  const rules = ruleMap(await getRegisterRules(db));
  const mobileGiven = kind === "mobile" || Boolean(payload.mobileNum);
  // REGMOBVERF3 (phone verification): a mobile number is bound only once its owner proved it.
  const needsSmsCode = mobileGiven && (await isSettingOn(db, "REGMOBVERF3"));
  const needsCaptcha = rules.get("captcha")?.enabled ?? false;
  const valid = validateRegistration(payload, rules, kind, { needsSmsCode, needsCaptcha });

  if (valid.mobile) await assertMobileDigits(db, valid.mobile.dialingCode, valid.mobile.number);
  if (valid.birthday !== null) {
    const minimumAge = await repo.findMinimumAge(db);
    const age = ageOn(valid.birthday);
    if (age === null) throw new AppError("invalid_field", { field: "birthday" });
    if (age < minimumAge) throw new AppError("age_not_confirmed", { age: minimumAge });
  }
  const affiliate = valid.affiliateCode ? await repo.findAffiliateAgent(db, valid.affiliateCode) : null;
  if (valid.affiliateCode && !affiliate) throw new AppError("invitation_code_error");
  // A member's referral code (member centre) makes that member the upline; an affiliate code wins.
  const referrer = !affiliate && valid.referralCode ? await repo.findReferrer(db, valid.referralCode) : null;
  if (!affiliate && valid.referralCode && referrer === null) throw new AppError("invitation_code_error");
  const taken = await repo.findTaken(db, { account: valid.account, mobile: valid.mobile, email: valid.email });
  if (taken) throw new AppError(TAKEN_ERROR[taken]);

  await verifyHumanSolution(request.server, payload.humanVerification);
  if (needsCaptcha && !(await checkCaptcha(request.server.db, payload.captchaId, valid.captcha ?? undefined))) {
    throw new AppError("captcha_invalid");
  }
  if (needsSmsCode && valid.mobile) {
    const target = smsTarget(valid.mobile.dialingCode, valid.mobile.number);
    try {
      await consumeCode(db, { flow: "register_sms", target, code: valid.verificationCode! });
    } catch (error) {
      await recordAuthEvent(db, {
        account: valid.account,
        event: "register",
        outcome: "failure",
        method: kind,
        request,
        detail: { reason: error instanceof AppError ? error.code : "error" },
      });
      throw error;
    }
  }

  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(valid.password),
    valid.paymentPassword ? hashPassword(valid.paymentPassword) : null,
  ]);
  const inserted = await repo.insertMember(db, {
    account: valid.account,
    passwordHash,
    nickname: valid.nickname,
    payeeName: valid.payeeName,
    email: valid.email,
    mobile: valid.mobile,
    birthday: valid.birthday,
    uplineId: affiliate?.agentId ?? referrer,
    isAgent: affiliate?.accountType ?? 0,
    affiliateCode: affiliate?.code ?? null,
    referralCode: valid.referralCode,
    paymentPasswordHash,
    registerIp: request.ip,
    registerUrl: payload.registerUrl,
    domain: payload.domain,
    registerMethod: payload.registerMethod,
    profile: valid.profile,
  });
  if (inserted.taken) throw new AppError(TAKEN_ERROR[inserted.taken]);
  if (affiliate && registrationHooks.throughLink) {
    // The member exists: a failed follow-up (e.g. the offer) is logged, never undoes the registration.
    await registrationHooks
      .throughLink(db, { memberId: inserted.id, agentId: affiliate.agentId, code: affiliate.code })
      .catch((error: unknown) => request.log.warn({ err: error }, "registration: agent link follow-up failed"));
  }
  await recordAuthEvent(db, {
    memberId: inserted.id,
    account: valid.account,
    event: "register",
    outcome: "success",
    method: kind,
    request,
    detail: { invited: affiliate !== null || referrer !== null },
  });
  // Spec §4: registration logs in (login=true); the IP it came from is trusted from now on.
  return completeLogin(request, { memberId: inserted.id, method: "register" });
}
