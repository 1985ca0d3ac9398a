import { test, type APIRequestContext } from "@playwright/test";
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

/**
 * One console session of admin01 per worker and server, kept for the worker's tests: an authenticator
 * code is accepted once, so parallel tests each logging in would collide on the current code, and the
 * failures would use up admin01's login budget (decision 52) for the rest of the run.
 */
const adminTokens = new Map<string, Promise<string>>();

function sharedAdminToken(request: APIRequestContext, fresh = false): Promise<string> {
  const server = String(test.info().project.use.baseURL ?? "");
  let token = adminTokens.get(server);
  if (!token || fresh) {
    token = adminToken(request);
    adminTokens.set(server, token);
    token.catch(() => adminTokens.delete(server));
  }
  return token;
}

/** Credits `amountMinor` to a member's main wallet by an operator adjustment (ledger, audited). */
export async function fundMember(request: APIRequestContext, account: string, amountMinor: bigint): Promise<void> {
  let headers = { Authorization: `Bearer ${await sharedAdminToken(request)}` };
  let search = await request.get(CONSOLE_PATHS.members, { params: { q: account }, headers });
  if (search.status() === 401) {
    // The kept session ended (idle timeout, another test's logout of every session): sign in again.
    headers = { Authorization: `Bearer ${await sharedAdminToken(request, true)}` };
    search = await request.get(CONSOLE_PATHS.members, { params: { q: account }, headers });
  }
  const found = (await search.json()) as Envelope<{ list: { id: string; account: string }[] }>;
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
