import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  signVendorRequest,
  type ErrorCode,
  type MemberEvent,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { captureEvents, fund } from "../support/cashier.ts";
import {
  createTestVendor,
  openVendorSession,
  signedVendorRequest,
  vendorCall,
  type TestVendor,
  type VendorCallInput,
} from "../support/vendor.ts";
import { revokeSession } from "../../src/modules/account/index.ts";
import { balanceOf, main, runOperation, vendorWallet } from "../../src/modules/ledger/ledger.ts";
import { revokeVendorSessions } from "../../src/modules/vendor-api/index.ts";

/*
 * The conformance suite of the seamless wallet API (docs/VENDOR-API.md): every refusal answers its
 * documented code and HTTP status and moves no money (ledger balances, transfer count and rounds
 * are compared before and after); every accepted call moves exactly what the protocol says, once.
 */

let t: TestApp;
let seam: TestVendor;
let xfer: TestVendor;
let other: TestVendor;
const GAME = "slot.h2-1";
const GAME2 = "slot.h2-2";
const OPENING = 1_000_000n;

type Player = { id: bigint; token: string; memberSessionId: string };
let seq = 0;
const id = (label: string) => `${label}-${(seq++).toString().padStart(5, "0")}-${randomBytes(3).toString("hex")}`;

async function newMember(balance = OPENING): Promise<bigint> {
  const { rows } = await t.db.query<{ id: bigint }>(
    "insert into member (account, password_hash) values ($1, '!vendor-test') returning id",
    [`h2${randomBytes(5).toString("hex")}`],
  );
  if (balance > 0n) await fund(t.db, rows[0]!.id, balance);
  return rows[0]!.id;
}

async function newPlayer(vendor: TestVendor = seam, balance = OPENING): Promise<Player> {
  const memberId = await newMember(balance);
  const session = await openVendorSession(t.app, { memberId, vendorCode: vendor.code, gameCode: GAME });
  return { id: memberId, token: session.token, memberSessionId: session.memberSessionId };
}

function call(action: string, body: Record<string, unknown>, options: Partial<VendorCallInput> = {}) {
  return vendorCall(t.app, { vendorCode: seam.code, secret: seam.secret, action, body, ...options });
}

const bet = (p: Player, o: { tx?: string; round?: string; amount?: string; game?: string } = {}) => ({
  token: p.token,
  transactionId: o.tx ?? id("bet"),
  roundId: o.round ?? id("round"),
  gameCode: o.game ?? GAME,
  amount: o.amount ?? "1000",
});

async function mainOf(memberId: bigint) {
  return balanceOf(t.db, main(memberId));
}

/** What must not change when a call is refused. */
async function moneySnapshot() {
  const [accounts, transfers, rounds] = await Promise.all([
    t.db.query("select id, balance::text from ledger_account order by id"),
    t.db.query<{ n: string }>("select count(*)::text as n from ledger_transfer"),
    t.db.query("select to_jsonb(r) as row from game_round r order by id"),
  ]);
  return { accounts: accounts.rows, transfers: transfers.rows[0]!.n, rounds: rounds.rows };
}

async function expectRefusedWithoutMoney(
  send: () => Promise<Awaited<ReturnType<typeof call>>>,
  code: ErrorCode,
): Promise<void> {
  const before = await moneySnapshot();
  const res = await send();
  expectError(res, code);
  expect(await moneySnapshot()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  seam = await createTestVendor(t.db, { code: "H2SEAM", games: [GAME, GAME2] });
  xfer = await createTestVendor(t.db, { code: "H2XFER", walletMode: "transfer", games: [GAME] });
  other = await createTestVendor(t.db, { code: "H2OTHER", games: [GAME, "slot.other-only"] });
  await createTestVendor(t.db, { code: "H2OFF", enabled: false, games: [GAME] });
  await createTestVendor(t.db, { code: "H2NOKEY", games: [GAME] });
  await t.db.query("update game_vendor set api_secret = null where vendor_code = 'H2NOKEY'");
});
afterAll(() => t.close());

describe("refusals: the documented code and status, and no money moved", () => {
  let p: Player;
  beforeAll(async () => {
    p = await newPlayer();
  });
  const now = () => Math.floor(Date.now() / 1000);

  const cases: { name: string; code: ErrorCode; send: () => ReturnType<typeof call> }[] = [
    { name: "unknown vendor", code: "vendor_unknown", send: () => call("bet", bet(p), { vendorCode: "NOPE" }) },
    {
      name: "vendor code outside the pattern",
      code: "vendor_unknown",
      send: () => call("bet", bet(p), { vendorCode: "h2seam" }),
    },
    {
      name: "disabled vendor",
      code: "vendor_unknown",
      send: () => call("bet", bet(p), { vendorCode: "H2OFF" }),
    },
    {
      name: "vendor without an API secret",
      code: "vendor_unknown",
      send: () => call("bet", bet(p), { vendorCode: "H2NOKEY" }),
    },
    { name: "unknown action", code: "not_found", send: () => call("cashout", bet(p)) },
    {
      name: "missing X-Timestamp",
      code: "vendor_timestamp_invalid",
      send: () => call("bet", bet(p), { omitHeaders: [VENDOR_TIMESTAMP_HEADER] }),
    },
    {
      name: "stale timestamp (past)",
      code: "vendor_timestamp_invalid",
      send: () => call("bet", bet(p), { timestamp: now() - 301 }),
    },
    {
      name: "stale timestamp (future)",
      code: "vendor_timestamp_invalid",
      send: () => call("bet", bet(p), { timestamp: now() + 301 }),
    },
    {
      name: "timestamp in milliseconds",
      code: "vendor_timestamp_invalid",
      send: () => call("bet", bet(p), { timestamp: Date.now() }),
    },
    {
      name: "timestamp that is not a number",
      code: "vendor_timestamp_invalid",
      send: () => call("bet", bet(p), { timestamp: "soon" }),
    },
    {
      name: "missing X-Signature",
      code: "vendor_signature_invalid",
      send: () => call("bet", bet(p), { omitHeaders: [VENDOR_SIGNATURE_HEADER] }),
    },
    {
      name: "signature with another vendor's secret",
      code: "vendor_signature_invalid",
      send: () => call("bet", bet(p), { secret: other.secret }),
    },
    {
      name: "signature of another body (amount changed after signing)",
      code: "vendor_signature_invalid",
      send: () => {
        const body = bet(p);
        const timestamp = String(now());
        const signature = signVendorRequest(seam.secret, timestamp, JSON.stringify({ ...body, amount: "1" }));
        return call("bet", body, { timestamp, signature });
      },
    },
    {
      name: "signature not hex",
      code: "vendor_signature_invalid",
      send: () => call("bet", bet(p), { signature: "not-a-signature" }),
    },
    {
      name: "body that is not JSON",
      code: "validation_failed",
      send: () => call("bet", {}, { rawBody: "{token:" }),
    },
    { name: "bet of zero", code: "validation_failed", send: () => call("bet", bet(p, { amount: "0" })) },
    { name: "negative bet", code: "validation_failed", send: () => call("bet", bet(p, { amount: "-1000" })) },
    { name: "fractional bet", code: "validation_failed", send: () => call("bet", bet(p, { amount: "10.5" })) },
    { name: "bet with an exponent", code: "validation_failed", send: () => call("bet", bet(p, { amount: "1e3" })) },
    {
      name: "bet above int8",
      code: "validation_failed",
      send: () => call("bet", bet(p, { amount: "9223372036854775808" })),
    },
    {
      name: "bet with a leading zero",
      code: "validation_failed",
      send: () => call("bet", bet(p, { amount: "01000" })),
    },
    {
      name: "bet amount as a JSON number",
      code: "validation_failed",
      send: () => call("bet", { ...bet(p), amount: 1000 }),
    },
    {
      name: "win amount as a JSON number",
      code: "validation_failed",
      send: () => call("win", { ...bet(p), amount: 0, endRound: true }),
    },
    {
      name: "negative win",
      code: "validation_failed",
      send: () => call("win", { ...bet(p), amount: "-5", endRound: true }),
    },
    {
      name: "rollback of zero",
      code: "validation_failed",
      send: () => call("rollback", { ...bet(p, { amount: "0" }), referenceTransactionId: id("bet") }),
    },
    {
      name: "unknown field",
      code: "validation_failed",
      send: () => call("bet", { ...bet(p), currency: "VND" }),
    },
    {
      name: "unknown player token",
      code: "vendor_token_invalid",
      send: () => call("bet", { ...bet(p), token: randomBytes(32).toString("base64url") }),
    },
    {
      name: "another vendor's token",
      code: "vendor_token_invalid",
      send: () => call("bet", bet(p), { vendorCode: other.code, secret: other.secret }),
    },
    {
      name: "game of another vendor",
      code: "game_not_found",
      send: () => call("bet", bet(p, { game: "slot.other-only" })),
    },
    {
      name: "win on a round that has no bet",
      code: "vendor_round_unknown",
      send: () => call("win", { ...bet(p), amount: "500", endRound: true }),
    },
  ];

  it.each(cases)("$name → $code", async ({ code, send }) => {
    await expectRefusedWithoutMoney(send, code);
  });

  it("refuses a body that is not JSON by its content type, or larger than 16 KiB", async () => {
    await expectRefusedWithoutMoney(async () => {
      const request = signedVendorRequest({ vendorCode: seam.code, secret: seam.secret, action: "bet", body: bet(p) });
      return t.app.inject({
        method: "POST",
        url: request.url,
        headers: { ...request.headers, "content-type": "text/plain" },
        payload: request.payload,
      });
    }, "unsupported_media_type");
    await expectRefusedWithoutMoney(
      () => call("bet", {}, { rawBody: JSON.stringify({ ...bet(p), padding: "x".repeat(17 * 1024) }) }),
      "payload_too_large",
    );
  });

  it("answers the balance call's refusals the same way", async () => {
    await expectRefusedWithoutMoney(
      () => call("balance", { token: p.token }, { timestamp: now() - 400 }),
      "vendor_timestamp_invalid",
    );
    await expectRefusedWithoutMoney(
      () => call("balance", { token: randomBytes(32).toString("base64url") }),
      "vendor_token_invalid",
    );
  });

  it("localizes the message by the Language header and keeps code and status", async () => {
    const res = await call("bet", bet(p), { vendorCode: "NOPE", language: "en" });
    expectError(res, "vendor_unknown", "en");
  });
});

describe("documentation", () => {
  it("describes the call in /docs/json with its error responses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/json" });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const operation = doc.paths["/vendor-api/v1/{vendorCode}/{action}"]?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "409"]),
    );
  });
});

describe("player sessions", () => {
  it("refuses bets and balance with a revoked vendor token, and moves nothing", async () => {
    const p = await newPlayer();
    const session = await t.db.query<{ id: bigint }>("select id from vendor_session where member_id = $1", [p.id]);
    expect(await revokeVendorSessions(t.db, { id: session.rows[0]!.id })).toBe(1);
    await expectRefusedWithoutMoney(() => call("bet", bet(p)), "vendor_token_invalid");
    await expectRefusedWithoutMoney(() => call("balance", { token: p.token }), "vendor_token_invalid");
  });

  it("refuses bets with the token of a logged-out member session", async () => {
    const p = await newPlayer();
    await revokeSession(t.db, p.memberSessionId, "logout");
    await expectRefusedWithoutMoney(() => call("bet", bet(p)), "vendor_token_invalid");
    await expectRefusedWithoutMoney(() => call("balance", { token: p.token }), "vendor_token_invalid");
  });

  it("refuses bets with an expired vendor session or a disabled member", async () => {
    const expired = await newPlayer();
    await t.db.query("update vendor_session set expires_at = now() - interval '1 second' where member_id = $1", [
      expired.id,
    ]);
    await expectRefusedWithoutMoney(() => call("bet", bet(expired)), "vendor_token_invalid");
    const disabled = await newPlayer();
    await t.db.query("update member set status = 'disabled' where id = $1", [disabled.id]);
    await expectRefusedWithoutMoney(() => call("bet", bet(disabled)), "vendor_token_invalid");
  });

  it("still settles a round (win, rollback) after the player logged out", async () => {
    const p = await newPlayer();
    const round = id("round");
    const b1 = bet(p, { round, amount: "3000" });
    const b2 = bet(p, { round, amount: "2000" });
    okValue(await call("bet", b1));
    okValue(await call("bet", b2));
    await revokeSession(t.db, p.memberSessionId, "logout");
    okValue(await call("rollback", { ...b2, transactionId: id("rb"), referenceTransactionId: b2.transactionId }));
    const win = okValue<{ balance: string }>(
      await call("win", { ...b1, transactionId: id("win"), amount: "7000", endRound: true }),
    );
    expect(win.balance).toBe(String(OPENING - 3000n + 7000n));
    expect(await mainOf(p.id)).toBe(OPENING - 3000n + 7000n);
  });
});

describe("balance", () => {
  it("answers the main wallet of a seamless vendor's player", async () => {
    const p = await newPlayer();
    const value = okValue<Record<string, string>>(await call("balance", { token: p.token }));
    expect(value).toEqual({ playerId: p.id.toString(), currency: "VND", balance: String(OPENING) });
  });

  it("answers the vendor wallet of a transfer vendor's player, and bets move that wallet", async () => {
    const p = await newPlayer(xfer);
    const x = (action: string, body: Record<string, unknown>) =>
      call(action, body, { vendorCode: xfer.code, secret: xfer.secret });
    expect(okValue<{ balance: string }>(await x("balance", { token: p.token })).balance).toBe("0");
    // The launch moves money to the vendor wallet first (here: straight through the ledger).
    await runOperation(
      t.db,
      { key: id("to-vendor"), kind: "wallet_transfer", memberId: p.id, fingerprint: {} },
      async (op) => {
        await op.transfer([{ from: main(p.id), to: vendorWallet(p.id, xfer.code), amount: 50_000n }]);
        return null;
      },
    );
    await expectRefusedWithoutMoney(() => x("bet", bet(p, { amount: "60000" })), "insufficient_balance");
    const placed = okValue<{ balance: string }>(await x("bet", bet(p, { amount: "20000" })));
    expect(placed.balance).toBe("30000");
    expect(await balanceOf(t.db, vendorWallet(p.id, xfer.code))).toBe(30_000n);
    expect(await mainOf(p.id)).toBe(OPENING - 50_000n);
  });
});

describe("bets, wins and idempotency", () => {
  it("debits a bet once: a duplicate returns the first answer and moves nothing", async () => {
    const p = await newPlayer();
    const events = captureEvents(t.app, p.id);
    const body = bet(p, { amount: "25000" });
    const first = await call("bet", body);
    const value = okValue<Record<string, string>>(first);
    expect(value).toMatchObject({
      playerId: p.id.toString(),
      currency: "VND",
      balance: String(OPENING - 25_000n),
      transactionId: body.transactionId,
    });
    expect(value.platformTransactionId).toMatch(/^[0-9]+$/);
    expect(events.events).toEqual<MemberEvent[]>([{ type: "balance_changed" }]);
    const before = await moneySnapshot();
    const again = await call("bet", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(value);
    expect(await moneySnapshot()).toEqual(before);
    events.stop();
    const op = await t.db.query<{ kind: string; reference: string }>(
      "select kind, reference from ledger_operation where id = $1",
      [value.platformTransactionId],
    );
    expect(op.rows[0]).toEqual({ kind: "bet", reference: body.roundId });
  });

  it("credits a win once: a duplicate returns the first answer", async () => {
    const p = await newPlayer();
    const b = bet(p, { amount: "10000" });
    okValue(await call("bet", b));
    const win = { ...b, transactionId: id("win"), amount: "45000", endRound: true };
    const value = okValue<Record<string, string>>(await call("win", win));
    expect(value.balance).toBe(String(OPENING - 10_000n + 45_000n));
    const before = await moneySnapshot();
    expect((await call("win", win)).json().value).toEqual(value);
    expect(await moneySnapshot()).toEqual(before);
    const round = await t.db.query(
      "select status, bet_amount::text, win_amount::text, ended_at is not null as ended from game_round where round_id = $1",
      [b.roundId],
    );
    expect(round.rows[0]).toEqual({ status: "settled", bet_amount: "10000", win_amount: "45000", ended: true });
  });

  it("serializes concurrent duplicates: one debit, the same answer for all", async () => {
    const p = await newPlayer();
    const body = bet(p, { amount: "7000" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call("bet", body)));
    const values = answers.map((res) => okValue(res));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await mainOf(p.id)).toBe(OPENING - 7000n);
    const n = await t.db.query<{ n: number }>(
      "select count(*)::int as n from ledger_operation where kind = 'bet' and member_id = $1",
      [p.id],
    );
    expect(n.rows[0]!.n).toBe(1);
  });

  it("refuses the same transaction id with other fields (idempotency_conflict) and moves nothing", async () => {
    const p = await newPlayer();
    const body = bet(p, { amount: "1000" });
    okValue(await call("bet", body));
    await expectRefusedWithoutMoney(() => call("bet", { ...body, amount: "2000" }), "idempotency_conflict");
    await expectRefusedWithoutMoney(
      () => call("win", { ...body, amount: "2000", endRound: true }),
      "idempotency_conflict",
    );
  });

  it("refuses a bet above the balance, and its repeat still, even once the player can pay", async () => {
    const p = await newPlayer(undefined, 5_000n);
    const body = bet(p, { amount: "5001" });
    await expectRefusedWithoutMoney(() => call("bet", body), "insufficient_balance");
    await fund(t.db, p.id, 100_000n);
    await expectRefusedWithoutMoney(() => call("bet", body), "insufficient_balance");
    expect(await mainOf(p.id)).toBe(105_000n);
  });

  it("ends a round with a win of 0: nothing moves, the round is settled, later bets and wins refused", async () => {
    const p = await newPlayer();
    const b = bet(p, { amount: "4000" });
    okValue(await call("bet", b));
    const before = await moneySnapshot();
    const value = okValue<Record<string, string>>(
      await call("win", { ...b, transactionId: id("win"), amount: "0", endRound: true }),
    );
    expect(value.balance).toBe(String(OPENING - 4000n));
    expect(value.platformTransactionId).toBeUndefined();
    const after = await moneySnapshot();
    expect(after.accounts).toEqual(before.accounts);
    expect(after.transfers).toBe(before.transfers);
    await expectRefusedWithoutMoney(() => call("bet", { ...b, transactionId: id("bet") }), "vendor_round_closed");
    await expectRefusedWithoutMoney(
      () => call("win", { ...b, transactionId: id("win"), amount: "100", endRound: false }),
      "vendor_round_closed",
    );
  });

  it("keeps a round to its player and game: a bet or win of another player is refused", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const round = id("round");
    okValue(await call("bet", bet(a, { round })));
    await expectRefusedWithoutMoney(() => call("bet", bet(b, { round })), "validation_failed");
    await expectRefusedWithoutMoney(
      () => call("win", { ...bet(b, { round }), amount: "100", endRound: true }),
      "validation_failed",
    );
    await expectRefusedWithoutMoney(() => call("bet", bet(a, { round, game: GAME2 })), "validation_failed");
  });
});

describe("rollbacks", () => {
  it("returns a bet's money once; the round ends up rolled back", async () => {
    const p = await newPlayer();
    const b = bet(p, { amount: "8000" });
    okValue(await call("bet", b));
    const rollback = { ...b, transactionId: id("rb"), referenceTransactionId: b.transactionId };
    const value = okValue<Record<string, string>>(await call("rollback", rollback));
    expect(value.balance).toBe(String(OPENING));
    expect(await mainOf(p.id)).toBe(OPENING);
    // The same rollback again: its first answer. Another rollback of the same bet: OK, nothing moves.
    const before = await moneySnapshot();
    expect((await call("rollback", rollback)).json().value).toEqual(value);
    const second = okValue<Record<string, string>>(await call("rollback", { ...rollback, transactionId: id("rb") }));
    expect(second.balance).toBe(String(OPENING));
    expect(second.platformTransactionId).toBeUndefined();
    expect(await moneySnapshot()).toEqual(before);
    const round = await t.db.query("select status, bet_amount::text from game_round where round_id = $1", [b.roundId]);
    expect(round.rows[0]).toEqual({ status: "rolled_back", bet_amount: "0" });
  });

  it("stores a rollback that arrives before its bet (a tombstone); the late bet is refused, and so is its repeat", async () => {
    const p = await newPlayer();
    const b = bet(p, { amount: "9000" });
    const before = await moneySnapshot();
    const value = okValue<Record<string, string>>(
      await call("rollback", { ...b, transactionId: id("rb"), referenceTransactionId: b.transactionId }),
    );
    expect(value).toMatchObject({ playerId: p.id.toString(), balance: String(OPENING) });
    expect(value.platformTransactionId).toBeUndefined();
    expect(await moneySnapshot()).toEqual(before);
    await expectRefusedWithoutMoney(() => call("bet", b), "vendor_bet_rolled_back");
    await expectRefusedWithoutMoney(() => call("bet", b), "vendor_bet_rolled_back");
    const stored = await t.db.query<{ outcome: string }>(
      "select outcome from vendor_transaction where vendor_code = $1 and transaction_id = $2",
      [seam.code, b.transactionId],
    );
    expect(stored.rows[0]!.outcome).toBe("vendor_bet_rolled_back");
  });

  it("refuses a rollback with another amount, player, round or game (vendor_rollback_mismatch)", async () => {
    const p = await newPlayer();
    const q = await newPlayer();
    const b = bet(p, { amount: "6000" });
    okValue(await call("bet", b));
    const rb = (over: Record<string, string>) => ({
      ...b,
      transactionId: id("rb"),
      referenceTransactionId: b.transactionId,
      ...over,
    });
    await expectRefusedWithoutMoney(() => call("rollback", rb({ amount: "5999" })), "vendor_rollback_mismatch");
    await expectRefusedWithoutMoney(() => call("rollback", rb({ token: q.token })), "vendor_rollback_mismatch");
    await expectRefusedWithoutMoney(() => call("rollback", rb({ roundId: id("round") })), "vendor_rollback_mismatch");
    await expectRefusedWithoutMoney(() => call("rollback", rb({ gameCode: GAME2 })), "vendor_rollback_mismatch");
    // The refusals did not take the bet: the right rollback still returns the money.
    okValue(await call("rollback", rb({})));
    expect(await mainOf(p.id)).toBe(OPENING);
  });

  it("refuses a rollback of a bet whose round has ended", async () => {
    const p = await newPlayer();
    const b = bet(p, { amount: "6000" });
    okValue(await call("bet", b));
    okValue(await call("win", { ...b, transactionId: id("win"), amount: "0", endRound: true }));
    await expectRefusedWithoutMoney(
      () => call("rollback", { ...b, transactionId: id("rb"), referenceTransactionId: b.transactionId }),
      "vendor_round_closed",
    );
  });

  it("accepts the rollback of a refused bet without moving money", async () => {
    const p = await newPlayer(undefined, 100n);
    const b = bet(p, { amount: "1000" });
    expectError(await call("bet", b), "insufficient_balance");
    const before = await moneySnapshot();
    const value = okValue<Record<string, string>>(
      await call("rollback", { ...b, transactionId: id("rb"), referenceTransactionId: b.transactionId }),
    );
    expect(value.balance).toBe("100");
    expect(await moneySnapshot()).toEqual(before);
  });

  it("never pays twice when a bet and its rollback race", async () => {
    for (let i = 0; i < 8; i++) {
      const p = await newPlayer();
      const b = bet(p, { amount: "1500" });
      const rollback = { ...b, transactionId: id("rb"), referenceTransactionId: b.transactionId };
      const [betRes] = await Promise.all([call("bet", b), call("rollback", rollback)]);
      // Either the bet came first (then it was returned) or the tombstone did (then it was refused).
      if (betRes.statusCode === 200) expect(betRes.json().value.balance).toBe(String(OPENING - 1500n));
      else expectError(betRes, "vendor_bet_rolled_back");
      expect(await mainOf(p.id)).toBe(OPENING);
    }
  });
});

describe("ledger", () => {
  it("holds every invariant after all the calls above (verifyLedger: no violations)", async () => {
    const report = await expectLedgerValid(t.db);
    expect(report.transfers).toBeGreaterThan(0);
  });
});
