import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { PATHS, type MemberEvent } from "@lotus/contracts";
import type { Db, DbClient } from "../../src/db/pool.ts";
import { createSession, hashPassword } from "../../src/modules/account/index.ts";
import { main, runOperation, system } from "../../src/modules/ledger/ledger.ts";
import { signWebhookBody } from "../../src/modules/cashier/index.ts";
import { okValue, type Headers } from "../http.ts";
import { expectLedgerValid } from "./ledger.ts";
import { bearer } from "./login.ts";
import { createMember, type NewMember } from "./members.ts";

/** Helpers of the cashier tests: funded members with a payment password, webhook signing, images, ledger checks. */

export const PAYMENT_PASSWORD = "135790";
export const PAYEE_NAME = "Nguyễn Minh Anh";
/** 1,000,000.00 VND in minor units. */
export const MILLION = 100_000_000n;

export type CashierMember = { id: bigint; account: string; headers: Headers };

/** Credits a member's main wallet through the ledger (as an operator adjustment would). */
export async function fund(db: Db, memberId: bigint, amount: bigint): Promise<void> {
  await runOperation(
    db,
    { key: `test-fund:${randomBytes(6).toString("hex")}`, kind: "adjustment", memberId, fingerprint: { amount } },
    async (op) => {
      await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount }]);
      return null;
    },
  );
}

/**
 * A member with a session (Bearer headers), by default with the payee name, the payment password
 * PAYMENT_PASSWORD and 1,000,000.00 VND in the main wallet.
 */
export async function cashierMember(
  db: Db,
  options: NewMember & { paymentPassword?: string | null; balance?: bigint } = {},
): Promise<CashierMember> {
  const { paymentPassword = PAYMENT_PASSWORD, balance = MILLION, ...rest } = options;
  const created = await createMember(db, { payeeName: PAYEE_NAME, ...rest });
  if (paymentPassword !== null) {
    await db.query("update member set payment_password_hash = $2 where id = $1", [
      created.id,
      await hashPassword(paymentPassword),
    ]);
  }
  if (balance > 0n) await fund(db, created.id, balance);
  const session = await createSession(db, { memberId: created.id, method: "username", ip: "127.0.0.1", userAgent: "" });
  return { id: created.id, account: created.account, headers: bearer(session.token) };
}

export const requestId = () => `req_${randomBytes(12).toString("hex")}`;

export async function mainBalance(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    "select balance from ledger_account where kind = 'player_main' and member_id = $1",
    [memberId],
  );
  return rows[0]?.balance ?? 0n;
}

export async function holdBalance(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    "select balance from ledger_account where kind = 'player_withdrawal_hold' and member_id = $1",
    [memberId],
  );
  return rows[0]?.balance ?? 0n;
}

/** The realtime events one member receives while the test runs. */
export function captureEvents(app: FastifyInstance, memberId: bigint): { events: MemberEvent[]; stop: () => void } {
  const events: MemberEvent[] = [];
  const stop = app.realtime.subscribe(memberId, (event) => events.push(event));
  return { events, stop };
}

/**
 * The ledger invariants of architecture.md §4 after a cashier test: checked here directly (every
 * balance sums to zero, every stored balance equals the sum of its transfers, no player balance
 * below zero), then by the ledger's own verifier with the hash chain (expectLedgerValid).
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const { rows: sum } = await db.query<{ total: string }>(
    "select coalesce(sum(balance), 0)::text as total from ledger_account",
  );
  expect(sum[0]!.total).toBe("0");
  const { rows: drift } = await db.query(
    `select a.id from ledger_account a
      where a.balance <> coalesce((select sum(amount) from ledger_transfer where credit_account_id = a.id), 0)
                      - coalesce((select sum(amount) from ledger_transfer where debit_account_id = a.id), 0)`,
  );
  expect(drift).toEqual([]);
  const { rows: negative } = await db.query("select id from ledger_account where is_player and balance < 0");
  expect(negative).toEqual([]);
  await expectLedgerValid(db);
}

/** How many ledger operations of this kind name the reference (an order number). */
export async function operationsFor(db: DbClient, reference: string, kind?: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from ledger_operation where reference = $1 and ($2::text is null or kind = $2)",
    [reference, kind ?? null],
  );
  return rows[0]!.n;
}

/* ---- Deposits ---- */

export async function depositMethod(app: FastifyInstance, headers: Headers) {
  const methods = okValue<{ id: string; accounts: { id: string; accountNumber: string }[] }[]>(
    await app.inject({ method: "GET", url: PATHS.depositMethods, headers }),
  );
  return { methodId: methods[0]!.id, account: methods[0]!.accounts[0]! };
}

export type DepositOrderValue = {
  orderNo: string;
  amount: string;
  status: string;
  memo: string;
  qrPayload: string;
  account: { id: string; accountNumber: string; bankCode: string };
  remark: string;
  creditedAt: string | null;
  expiresAt: string;
};

export async function createDepositOrder(
  app: FastifyInstance,
  headers: Headers,
  amount: bigint = 50_000_000n,
): Promise<DepositOrderValue> {
  const { methodId, account } = await depositMethod(app, headers);
  return okValue<DepositOrderValue>(
    await app.inject({
      method: "POST",
      url: PATHS.deposit,
      headers,
      payload: { methodId, receivingAccountId: account.id, amount: amount.toString(), requestId: requestId() },
    }),
  );
}

/* ---- Webhook ---- */

export type StatementLine = {
  reference: string;
  accountNumber: string;
  amount: string;
  memo: string;
  bookedAt: string;
};

export function statementLine(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    reference: `FT${randomBytes(6).toString("hex").toUpperCase()}`,
    accountNumber: "1023456789",
    amount: "50000000",
    memo: "",
    bookedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Posts a raw body to the webhook, signed with `secret` (or with the given headers). */
export function postStatement(
  app: FastifyInstance,
  secret: string,
  rawBody: string,
  options: { timestamp?: string; signature?: string; headers?: Headers } = {},
): Promise<LightMyRequestResponse> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000).toString();
  const signature = options.signature ?? signWebhookBody(secret, timestamp, rawBody);
  return app.inject({
    method: "POST",
    url: PATHS.bankStatementWebhook,
    headers: {
      "content-type": "application/json",
      "x-timestamp": timestamp,
      "x-signature": signature,
      ...options.headers,
    },
    payload: rawBody,
  });
}

/* ---- Withdrawals ---- */

export async function addBankAccount(
  app: FastifyInstance,
  headers: Headers,
  overrides: Partial<{ bankCode: string; accountNumber: string; accountName: string; paymentPassword: string }> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: PATHS.bankAccounts,
    headers,
    payload: {
      bankCode: "VCB",
      accountNumber: `0${randomBytes(4).readUInt32BE(0).toString().padStart(10, "0")}`,
      accountName: "NGUYEN MINH ANH",
      paymentPassword: PAYMENT_PASSWORD,
      ...overrides,
    },
  });
}

export async function bankAccountId(app: FastifyInstance, headers: Headers): Promise<string> {
  return okValue<{ id: string }>(await addBankAccount(app, headers)).id;
}

export function withdrawRequest(
  app: FastifyInstance,
  headers: Headers,
  body: { bankAccountId: string; amount: string; paymentPassword?: string; requestId?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: PATHS.withdraw,
    headers,
    payload: { paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body },
  });
}

/* ---- Images ---- */

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Bytes that start like a PNG (the server checks the magic number, not the whole image). */
export const pngBytes = (size = 256): Buffer => Buffer.concat([PNG_HEAD, Buffer.alloc(Math.max(0, size - 8), 7)]);
export const jpegBytes = (size = 256): Buffer => Buffer.concat([JPEG_HEAD, Buffer.alloc(Math.max(0, size - 4), 9)]);

export function uploadProof(
  app: FastifyInstance,
  headers: Headers,
  orderNo: string,
  bytes: Buffer,
  contentType = "image/png",
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: PATHS.withdrawProof.replace(":orderNo", orderNo),
    headers: { ...headers, "content-type": contentType },
    payload: bytes,
  });
}
