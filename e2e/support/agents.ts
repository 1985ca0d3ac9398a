import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import {
  CONSOLE_PATHS,
  PATHS,
  THEME_STORAGE_KEY,
  type AgentContract,
  type AgentContractKind,
  type ContractListValue,
  type ContractTerms,
} from "@lotus/contracts/web";
import { call, OPERATOR_PASSWORD, PAYMENT_PASSWORD, totpCode } from "./money.ts";
import type { Theme } from "./routes.ts";

/*
 * Set-up for the agent-centre flow (issue 13 "Must show"): the house contracts of the demo top
 * agent agent01 (the console's call, then agent01 signs as in its agent centre), money and a payment
 * password for the transfer, the 5-minute real-time salary windows, and screenshots.
 */

export const CONTRACT_PATH: Record<AgentContractKind, string> = {
  dividend: PATHS.contractDividend,
  daily_salary: PATHS.contractDailySalary,
  hourly_salary: PATHS.contractHourlySalary,
  realtime_salary: PATHS.contractRealtimeSalary,
};

/** The house's terms for agent01: daily salary 0.8 %, real-time 2 % of lost and 1 % of won stakes. */
export const HOUSE_TERMS: Partial<Record<AgentContractKind, ContractTerms>> = {
  daily_salary: { activeMemberMinBet: "20000000", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 8000 }] },
  realtime_salary: { winRatePpm: 10_000, lossRatePpm: 20_000, minBetPerWindow: "0" },
};

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/**
 * A console session of admin01 through the API. An authenticator code is accepted once, so a test
 * in another worker that took the current code makes this one wait for the next 30 s step.
 */
export async function consoleToken(request: APIRequestContext): Promise<string> {
  let code = await totpCode("admin01");
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await request.post(CONSOLE_PATHS.login, {
      data: { username: "admin01", password: OPERATOR_PASSWORD, totp: code },
    });
    const body = (await response.json()) as Envelope<{ token: string }>;
    if (response.ok() && body.success) return body.value.token;
    code = await totpCode("admin01", code);
  }
  throw new Error("console login of admin01 failed");
}

async function consoleMemberId(request: APIRequestContext, token: string, account: string): Promise<string> {
  const found = await call<{ list: { id: string; account: string }[] }>(
    request,
    "get",
    `${CONSOLE_PATHS.members}?q=${encodeURIComponent(account)}`,
    token,
  );
  const member = found.list.find((row) => row.account === account);
  if (!member) throw new Error(`console search found no member ${account}`);
  return member.id;
}

/** Credits `amountMinor` to a member's main wallet by an operator adjustment (ledger, audited). */
export async function creditMember(request: APIRequestContext, token: string, account: string, amountMinor: bigint) {
  const id = await consoleMemberId(request, token, account);
  await call(request, "post", CONSOLE_PATHS.memberAdjust.replace(":id", id), token, {
    direction: "credit",
    amount: amountMinor.toString(),
    reason: "E2E agents flow: opening balance",
    requestId: `e2e-agents-${account}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  });
}

export const contractList = (request: APIRequestContext, token: string, kind: AgentContractKind) =>
  call<ContractListValue>(request, "post", CONTRACT_PATH[kind], token, { action: "list" });

/**
 * agent01 holds a signed house contract of each kind in HOUSE_TERMS: the operator offers it in the
 * console and agent01 signs it. Tests in parallel workers may race here (a second offer replaces
 * the first one still waiting), so each step re-reads the list until a signed one is there.
 */
export async function ensureHouseContracts(
  request: APIRequestContext,
  consoleSession: string,
  agentToken: string,
  agentAccount: string,
): Promise<void> {
  const memberId = await consoleMemberId(request, consoleSession, agentAccount);
  for (const [kind, terms] of Object.entries(HOUSE_TERMS) as [AgentContractKind, ContractTerms][]) {
    let failure: unknown = null;
    for (let attempt = 0; ; attempt++) {
      const mine = (await contractList(request, agentToken, kind)).asDownline.filter((c) => c.uplineId === null);
      if (mine.some((c) => c.status === "signed")) break;
      if (attempt >= 4) throw new Error(`no signed house contract of ${kind} for ${agentAccount}: ${String(failure)}`);
      const offered = mine.find((c) => c.status === "offered");
      try {
        if (offered) {
          await call(request, "post", CONTRACT_PATH[kind], agentToken, { action: "sign", contractId: offered.id });
        } else {
          await call(request, "post", CONSOLE_PATHS.agentHouseContracts.replace(":id", memberId), consoleSession, {
            kind,
            terms,
          });
        }
      } catch (error) {
        // The other worker may have moved first: read the list again.
        failure = error;
      }
    }
  }
}

/** Sets the payment password PAYMENT_PASSWORD (re-authenticating with the login password first). */
export async function setPaymentPassword(request: APIRequestContext, token: string, password: string) {
  const { reauthTicket } = await call<{ reauthTicket: string }>(request, "post", PATHS.securityReauth, token, {
    password,
  });
  await call(request, "put", PATHS.securityPaymentPassword, token, {
    reauthTicket,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
}

/* ---- Time: the brand's local time (GMT+7) and the 5-minute real-time salary windows ---- */

const LOCAL_OFFSET_MS = 7 * 3600_000;
const WINDOW_MS = 5 * 60_000;

/** "YYYY-MM-DD" of the local day containing `at`. */
export const localDate = (at: Date) => new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
/** "YYYY-MM-DDTHH:MM" local, the admin command's --period. */
export const localMinute = (at: Date) => new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 16);
/** The end of the 5-minute window starting at `start` (windows are aligned the same in UTC and GMT+7). */
export const windowEnd = (start: Date) => new Date(start.getTime() + WINDOW_MS);

/** The signed contract of a kind that `downline` holds from its upline (its effectiveFrom says when it pays). */
export async function signedContract(
  request: APIRequestContext,
  token: string,
  kind: AgentContractKind,
): Promise<AgentContract> {
  const signed = (await contractList(request, token, kind)).asDownline.find((c) => c.status === "signed");
  expect(signed, `a signed ${kind} contract`).toBeTruthy();
  return signed!;
}

/* ---- Screenshots ---- */

export const SHOTS = "/tmp/shots-agents-flow";
fs.mkdirSync(SHOTS, { recursive: true });

/** A screenshot with opening animations run to their end (a modal fading in is shown opened). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: "disabled" });

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** A saved theme applied from the next document on (the site reads it before painting). */
export async function useTheme(page: Page, theme: Theme) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
}
