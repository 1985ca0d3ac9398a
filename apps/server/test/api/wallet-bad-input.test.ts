import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIN_WALLET, PATHS, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { bearer } from "../support/login.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createSession } from "../../src/modules/account/index.ts";

/**
 * Every wallet call with malformed, missing, out-of-range and wrong-typed input, sent with demo01's
 * valid token: each answers 4xx with a catalogue code and the database does not change. Input the
 * schema refuses is refused before the session is looked up, so not even the session's last-seen
 * time moves; input that passes the schema but not the rules (no such wallet, more than the balance)
 * leaves everything but that last-seen time unchanged.
 */

let t: TestApp;
let headers: Record<string, string>;
const REQUEST_ID = "bad-input-request-0001";
beforeAll(async () => {
  t = await createTestApp();
  const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  headers = bearer(
    (await createSession(t.db, { memberId: demo, method: "username", ip: "127.0.0.1", userAgent: "" })).token,
  );
  // Some money in GPI, and the wallet accounts exist, so the refusals below have something to refuse.
  okValue(
    await t.app.inject({
      method: "POST",
      url: PATHS.walletTransfer,
      headers,
      payload: { from: MAIN_WALLET, to: "GPI", amount: "5000", requestId: "bad-input-setup-0001" },
    }),
  );
});
afterAll(async () => {
  await expectLedgerValid(t.db);
  await t.close();
});

type Case = {
  name: string;
  method: "GET" | "POST";
  url: string;
  payload?: string;
  contentType?: string;
  code: ErrorCode;
  /** The call passes the schema, so authentication touched the session's last-seen time. */
  touchesSession?: boolean;
};

const json = (body: unknown) => JSON.stringify(body);

/** Amounts the request schema refuses (contracts amountSchema: a string of digits, > 0, ≤ int8). */
const BAD_AMOUNTS: [string, unknown][] = [
  ["negative", "-100"],
  ["zero", "0"],
  ["fractional", "1.5"],
  ["exponent", "1e5"],
  ["above int8", "9223372036854775808"],
  ["far above int8", "9".repeat(40)],
  ["a JSON number", 100],
  ["a JSON float", 1.5],
  ["a negative JSON number", -100],
  ["non-numeric", "abc"],
  ["hexadecimal", "0x10"],
  ["empty", ""],
  ["leading zero", "0100"],
  ["with spaces", " 100"],
  ["with a thousands separator", "1,000"],
  ["null", null],
  ["an array", ["100"]],
  ["an object", { value: "100" }],
  ["true", true],
];

const BAD_REQUEST_IDS: [string, unknown][] = [
  ["too short", "short-id-15char"],
  ["too long", "x".repeat(65)],
  ["with a space", "request id with spaces"],
  ["with a slash", "request/id/0000000001"],
  ["empty", ""],
  ["a number", 1234567890123456],
  ["null", null],
];

const BAD_WALLETS: [string, unknown][] = [
  ["empty", ""],
  ["oversized", "W".repeat(33)],
  ["a number", 101],
  ["null", null],
  ["an array", ["GPI"]],
];

function bodyShapeCases(name: string, url: string, valid: Record<string, unknown>): Case[] {
  const at = (what: string, payload: string, contentType = "application/json"): Case => ({
    name: `${name}: ${what}`,
    method: "POST",
    url,
    payload,
    contentType,
    code: "validation_failed",
  });
  const cases = [
    at("malformed JSON", "{"),
    at("an empty JSON body", ""),
    at("an array instead of an object", "[]"),
    at("a string instead of an object", json("text")),
    at("null instead of an object", "null"),
    at("an unknown field", json({ ...valid, extra: "1" })),
    at("a memberId field (no member is chosen by the client)", json({ ...valid, memberId: "1" })),
    at("a plain-text body", "requestId=x", "text/plain"),
    { ...at("an XML body", "<requestId>x</requestId>", "application/xml"), code: "unsupported_media_type" as const },
  ];
  for (const field of Object.keys(valid)) {
    const without = { ...valid };
    delete without[field];
    cases.push(at(`${field} missing`, json(without)));
  }
  return cases;
}

const TRANSFER = { from: MAIN_WALLET, to: "GPI", amount: "100", requestId: REQUEST_ID };
const transferCase = (
  name: string,
  body: unknown,
  code: ErrorCode = "validation_failed",
  touchesSession = false,
): Case => ({
  name: `transfer: ${name}`,
  method: "POST",
  url: PATHS.walletTransfer,
  payload: json(body),
  code,
  touchesSession,
});

const transferCases: Case[] = [
  ...bodyShapeCases("transfer", PATHS.walletTransfer, TRANSFER),
  ...BAD_AMOUNTS.map(([what, amount]) => transferCase(`amount ${what}`, { ...TRANSFER, amount })),
  ...BAD_AMOUNTS.map(([what, amount]) =>
    transferCase(`amount ${what}, vendor → MAIN`, { ...TRANSFER, from: "GPI", to: MAIN_WALLET, amount }),
  ),
  ...BAD_REQUEST_IDS.map(([what, requestId]) => transferCase(`requestId ${what}`, { ...TRANSFER, requestId })),
  ...BAD_WALLETS.flatMap(([what, wallet]) => [
    transferCase(`from ${what}`, { ...TRANSFER, from: wallet }),
    transferCase(`to ${what}`, { ...TRANSFER, to: wallet }),
  ]),
  // Well-formed, refused by the rules.
  transferCase(
    "amount int8 max (more than the balance)",
    { ...TRANSFER, amount: "9223372036854775807" },
    "insufficient_balance",
    true,
  ),
  transferCase(
    "more than the vendor wallet holds",
    { ...TRANSFER, from: "GPI", to: MAIN_WALLET, amount: "5001" },
    "insufficient_balance",
    true,
  ),
  transferCase("an unknown vendor", { ...TRANSFER, to: "NOT_A_VENDOR" }, "wallet_not_found", true),
  transferCase("a seamless vendor", { ...TRANSFER, to: "LV_ROYAL" }, "wallet_not_found", true),
  transferCase("a vendor code in lower case", { ...TRANSFER, to: "gpi" }, "wallet_not_found", true),
  transferCase("MAIN to MAIN", { ...TRANSFER, to: MAIN_WALLET }, "wallet_transfer_invalid", true),
  transferCase("vendor to vendor", { ...TRANSFER, from: "TF", to: "GPI" }, "wallet_transfer_invalid", true),
  transferCase("vendor to itself", { ...TRANSFER, from: "GPI", to: "GPI" }, "wallet_transfer_invalid", true),
];

const returnCases: Case[] = [
  ...bodyShapeCases("return balance", PATHS.returnBalance, { requestId: REQUEST_ID }),
  ...BAD_REQUEST_IDS.map(([what, requestId]) => ({
    name: `return balance: requestId ${what}`,
    method: "POST" as const,
    url: PATHS.returnBalance,
    payload: json({ requestId }),
    code: "validation_failed" as const,
  })),
  {
    name: "return balance: an amount (there is none to choose)",
    method: "POST",
    url: PATHS.returnBalance,
    payload: json({ requestId: REQUEST_ID, amount: "100" }),
    code: "validation_failed",
  },
];

const queryCases: Case[] = [PATHS.balance, PATHS.consolidatedFunds, PATHS.merchantWallet].flatMap((path) =>
  ["extra=1", "memberId=1", `extra=${"x".repeat(5000)}`].map((query) => ({
    name: `GET ${path}?${query.slice(0, 20)}`,
    method: "GET" as const,
    url: `${path}?${query}`,
    code: "validation_failed" as const,
  })),
);

const cases = [...transferCases, ...returnCases, ...queryCases];

async function snapshot(withSessions: boolean) {
  const all = await snapshotDatabase(t.db);
  if (!withSessions) delete all.member_session;
  return all;
}

describe("wallet calls with bad input", () => {
  it.each(cases)(
    "$name → $code, nothing stored",
    async ({ method, url, payload, contentType, code, touchesSession }) => {
      const before = await snapshot(!touchesSession);
      const res = await t.app.inject({
        method,
        url,
        headers: {
          ...headers,
          ...(payload === undefined ? {} : { "content-type": contentType ?? "application/json" }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      expectError(res, code);
      expect(await snapshot(!touchesSession)).toEqual(before);
    },
  );

  it("the refused requestId was never stored: it still works for a valid request", async () => {
    const res = await t.app.inject({ method: "POST", url: PATHS.walletTransfer, headers, payload: TRANSFER });
    expect(okValue<{ mainBalance: string }>(res).mainBalance).toBe("99994900");
  });
});
