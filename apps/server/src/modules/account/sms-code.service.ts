import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { smsNoLoginRequestSchema, smsRegisterRequestSchema } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { issueCode, sendCode, verifyHumanSolution, type Flow } from "../verification/index.ts";
import * as repo from "./account.repository.ts";
import { assertMobileDigits, assertSiteOpen, isSettingOn, spendBudget } from "./account.service.ts";

/** Every SMS from one IP (all flows): generous for people, tight for a script pumping paid SMS. */
export const SMS_PER_IP = { scope: "sms:ip", limit: 30, windowSeconds: 15 * 60 };
/** Every SMS to one number, whoever asks (besides the one-a-minute rule of issueCode): no SMS bombing. */
export const SMS_PER_NUMBER = { scope: "sms:number", limit: 10, windowSeconds: 60 * 60 };

/** The code's target: the international number, e.g. "+84912345678" (the login call consumes exactly this). */
export const smsTarget = (dialingCode: string, number: string) => `${dialingCode}${number}`;

async function spendSmsBudgets(request: FastifyRequest, target: string): Promise<void> {
  await spendBudget(request.server.db, SMS_PER_IP, request.ip);
  await spendBudget(request.server.db, SMS_PER_NUMBER, target);
}

/**
 * SMS code before login (spec §7 noLogin), for an SMS login or a password reset by phone.
 *
 * The answer never tells whether the number belongs to an account: a code is issued for every
 * valid number (so the one-a-minute refusal looks the same too), but sent only to a registered
 * one, and the sending happens after the answer, so its time does not tell either. An unsent
 * code is harmless: nobody knows it, and the login refuses a number without an account anyway.
 */
export async function sendNoLoginCode(
  request: FastifyRequest,
  input: z.infer<typeof smsNoLoginRequestSchema>,
): Promise<{ expiredMinutes: number }> {
  const db = request.server.db;
  await assertSiteOpen(request);
  const flow: Flow = input.purpose === "login" ? "login_sms" : "reset_password_sms";
  const gate = input.purpose === "login" ? "MOBILEVERCODELOGIN3" : "REGMOBVERF3";
  if (!(await isSettingOn(db, gate))) throw new AppError("login_method_disabled");
  await assertMobileDigits(db, input.countryDialingCode, input.mobileNum);
  await verifyHumanSolution(request.server, input.humanVerification);
  const target = smsTarget(input.countryDialingCode, input.mobileNum);
  await spendSmsBudgets(request, target);
  const member = await repo.findMemberByMobile(db, input.countryDialingCode, input.mobileNum);
  const usable = member !== null && member.status === "active";
  const issued = await issueCode(db, { flow, target, memberId: usable ? member.id : null });
  if (usable) {
    void (async () => {
      await sendCode(request, { channel: "sms", to: target, code: issued.code, minutes: issued.expiredMinutes });
      await recordAuthEvent(db, {
        memberId: member.id,
        account: member.account,
        event: "code_sent",
        outcome: "success",
        method: flow,
        request,
      });
    })().catch(() => {
      // sendCode has logged the failure; the member asks again when the countdown ends.
    });
  }
  return { expiredMinutes: issued.expiredMinutes };
}

/**
 * SMS code for registration (spec §7 register SMS). Registration must tell a number that is
 * already registered (mobile_taken), so this call does, and sends while the client waits. It
 * sends to numbers nobody has verified yet — the call an SMS-pumping script would use — so it
 * asks for human verification like the no-login call.
 */
export async function sendRegisterCode(
  request: FastifyRequest,
  input: z.infer<typeof smsRegisterRequestSchema>,
): Promise<{ expiredMinutes: number }> {
  const db = request.server.db;
  await assertSiteOpen(request);
  const gate = input.regType === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3";
  if (!(await isSettingOn(db, gate))) throw new AppError("registration_closed");
  await assertMobileDigits(db, input.countryDialingCode, input.mobileNo);
  const mobile = { dialingCode: input.countryDialingCode, number: input.mobileNo };
  const username = input.regType === "mobile" ? input.mobileNo : input.username?.trim().toLowerCase();
  const taken = await repo.findTaken(db, { mobile, account: username || undefined });
  if (taken === "mobile") throw new AppError("mobile_taken");
  if (taken === "username") throw new AppError("username_taken");
  await verifyHumanSolution(request.server, input.humanVerification);
  const target = smsTarget(input.countryDialingCode, input.mobileNo);
  await spendSmsBudgets(request, target);
  const issued = await issueCode(db, { flow: "register_sms", target });
  await sendCode(request, { channel: "sms", to: target, code: issued.code, minutes: issued.expiredMinutes });
  await recordAuthEvent(db, { event: "code_sent", outcome: "success", method: "register_sms", request });
  return { expiredMinutes: issued.expiredMinutes };
}
