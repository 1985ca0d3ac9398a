import type { APIRequestContext } from "@playwright/test";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { OPERATOR_PASSWORD, totpCode } from "./money.ts";

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** A console session of admin01 through the API (an authenticator code is accepted once: retried on the next step). */
async function adminToken(request: APIRequestContext): Promise<string> {
  let code = await totpCode("admin01");
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.post(CONSOLE_PATHS.login, {
      data: { username: "admin01", password: OPERATOR_PASSWORD, totp: code },
    });
    const body = (await response.json()) as Envelope<{ token: string }>;
    if (response.ok() && body.success) return body.value.token;
    code = await totpCode("admin01", code);
  }
  throw new Error("console login of admin01 failed three times");
}

/** Credits `amountMinor` to a member's main wallet by an operator adjustment (ledger, audited). */
export async function fundMember(request: APIRequestContext, account: string, amountMinor: bigint): Promise<void> {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const found = (await (
    await request.get(CONSOLE_PATHS.members, { params: { q: account }, headers })
  ).json()) as Envelope<{ list: { id: string; account: string }[] }>;
  const member = found.value.list.find((row) => row.account === account);
  if (!member) throw new Error(`console search found no member ${account}`);
  const response = await request.post(CONSOLE_PATHS.memberAdjust.replace(":id", member.id), {
    headers,
    data: {
      direction: "credit",
      amount: amountMinor.toString(),
      reason: "E2E games: opening balance",
      requestId: `e2e-fund-${account}-${Date.now().toString(36)}`.slice(0, 64),
    },
  });
  const body = (await response.json()) as Envelope<unknown>;
  if (!response.ok() || !body.success) throw new Error(`adjustment answered ${response.status()} ${body.code}`);
}

/**
 * A displayed amount in minor units: "1.234.567,89 ₫" / "1,234,567.89" (two decimals) or a whole-đồng
 * "499.000 ₫" (the demo vendor's pages show whole đồng unless there are cents).
 */
export function displayedMinor(text: string): bigint {
  const amount = text.replace(/[^0-9.,]/g, "");
  if (!/[0-9]/.test(amount)) throw new Error(`no amount in "${text}"`);
  const decimals = /[.,]([0-9]{2})$/.exec(amount);
  const digits = amount.replace(/[.,]/g, "");
  return decimals ? BigInt(digits) : BigInt(digits) * 100n;
}
