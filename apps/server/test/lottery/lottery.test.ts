import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOTTERY_BET_TYPES,
  PATHS,
  lineWin,
  settleLine,
  verifyDraw,
  type LotteryBetCode,
  type LotteryBuyResult,
  type LotteryGameDetail,
  type LotteryMenu,
  type LotteryTicketsPage,
  type LotteryVerification,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { fundedMember, type LoggedInMember } from "../support/factories.ts";
import { lotteryDeps, lotteryTick } from "../../src/modules/lottery/index.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * The lottery end to end on a real database (issue 14): the seeded catalogue and history, purchases
 * through the one-statement SQL function, draws from the chain, settlement that pays exactly what
 * the pure rules say (and only once), cancellation refunds, caps under concurrency, verification,
 * and bad input that stores nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestId = () => randomBytes(12).toString("hex");
const tick = () => lotteryTick(lotteryDeps(t.app));

async function game(code: string): Promise<LotteryGameDetail> {
  const res = await t.app.inject({ method: "GET", url: PATHS.lotteryGame.replace(":code", code) });
  return okValue<LotteryGameDetail>(res);
}

/** The game's open draw; one another test moved or cancelled is replaced by opening the next one early. */
async function openDrawId(code: string): Promise<string> {
  await tick();
  await t.db.query(
    `update lottery_draw set opens_at = now() - interval '1 second'
      where id = (select id from lottery_draw where game_code = $1 and status = 'scheduled' and closes_at > now() + interval '20 seconds'
                   order by draw_at limit 1)
        and opens_at > now()`,
    [code],
  );
  const detail = await game(code);
  const open = detail.upcoming.find((d) => d.state === "open");
  expect(open, `an open draw of ${code}`).toBeDefined();
  return open!.drawId;
}

type Line = { betType: string; numbers: string[]; units: string };
function buy(member: LoggedInMember, drawId: string, lines: Line[], id = requestId()) {
  return t.app.inject({
    method: "POST",
    url: PATHS.lotteryBuy,
    headers: member.headers,
    payload: { requestId: id, drawId, lines },
  });
}

/** Moves a draw into the past (closed, due) so the clock draws and settles it now. */
async function makeDue(drawId: string, drawnAgoSeconds = 60): Promise<void> {
  await t.db.query(
    `update lottery_draw set opens_at = now() - make_interval(secs => $2 + 120), closes_at = now() - make_interval(secs => $2 + 60),
            draw_at = now() - make_interval(secs => $2) where id = $1`,
    [drawId, drawnAgoSeconds],
  );
}

async function tickets(member: LoggedInMember, drawId: string): Promise<LotteryTicketsPage> {
  const res = await t.app.inject({
    method: "GET",
    url: `${PATHS.lotteryTickets}?drawId=${drawId}&pageSize=100`,
    headers: member.headers,
  });
  return okValue<LotteryTicketsPage>(res);
}

describe("catalogue and history", () => {
  it("seeds every region's games, the fast games and draws with results", async () => {
    const menu = okValue<LotteryMenu>(await t.app.inject({ method: "GET", url: PATHS.lotteryMenu }));
    const groups = Object.fromEntries(menu.gameMenus.map((m) => [m.gameGroupCode, m.games.map((g) => g.code)]));
    expect(groups.NORTH).toEqual(["MB"]);
    expect(groups.CENTRAL).toHaveLength(14);
    expect(groups.SOUTH).toHaveLength(21);
    expect(groups.ELOTT).toEqual(["EL1", "EL3", "EL5"]);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from lottery_draw where game_code = 'MB' and status = 'settled'",
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(55);
  });

  it("draws a Miền Bắc result with 27 numbers and a southern one with 18, matching the chain", async () => {
    for (const [code, count] of [
      ["MB", 27],
      ["MN_HCM", 18],
    ] as const) {
      // The newest complete draw (today's may still be revealing its numbers).
      const { rows } = await t.db.query<{ issue: string }>(
        "select issue from lottery_draw where game_code = $1 and status = 'settled' order by draw_at desc limit 1",
        [code],
      );
      const res = await t.app.inject({
        method: "GET",
        url: `${PATHS.lotteryOpened}?gameCode=${code}&issue=${rows[0]!.issue}`,
      });
      const draw = okValue<{ drawId: string; result: { prizes: { numbers: string[] }[] } }>(res);
      expect(draw.result.prizes.flatMap((p) => p.numbers)).toHaveLength(count);
      const verification = okValue<LotteryVerification>(
        await t.app.inject({ method: "GET", url: PATHS.lotteryVerify.replace(":id", draw.drawId) }),
      );
      expect(
        verifyDraw({
          ...verification,
          result: { structure: verification.structure, prizes: verification.result.prizes as never },
        }),
      ).toEqual({
        chainOk: true,
        resultOk: true,
      });
    }
  });

  it("ranks popular numbers from results, 20 or 100 of them", async () => {
    for (const count of [20, 100]) {
      const res = await t.app.inject({ method: "GET", url: `${PATHS.lotteryPopular}?count=${count}&prizeMode=Lott` });
      const value = okValue<{ draws: number; numbers: { number: string; hits: number }[] }>(res);
      expect(value.draws).toBe(30);
      expect(value.numbers).toHaveLength(count);
      const hits = value.numbers.map((n) => n.hits);
      expect(hits).toEqual([...hits].sort((a, b) => b - a));
    }
    expectError(await t.app.inject({ method: "GET", url: `${PATHS.lotteryPopular}?count=50` }), "validation_failed");
  });
});

describe("purchase, draw and settlement", () => {
  it("buys lô, đề and xiên on EL1, settles exactly per the rules, once", async () => {
    const member = await fundedMember(t.db, 100_000_000n);
    const drawId = await openDrawId("EL1");
    const lines: Line[] = [
      { betType: "lo2", numbers: ["27"], units: "2" },
      { betType: "lo2", numbers: ["05"], units: "1" },
      { betType: "de", numbers: ["27"], units: "10" },
      { betType: "xien2", numbers: ["11", "42"], units: "5" },
      { betType: "tai_xiu", numbers: ["1"], units: "3" },
      { betType: "tong", numbers: ["09"], units: "2" },
    ];
    const id = requestId();
    const bought = okValue<LotteryBuyResult>(await buy(member, drawId, lines, id));
    expect(bought.ticketIds).toHaveLength(lines.length);
    // 3 points of lô 2 at 27,000 ₫ + 20 units of 1,000 ₫
    expect(bought.stake).toBe(((3n * 27_000n + 20n * 1_000n) * 100n).toString());
    expect((await memberBalances(t.db, member.id)).main).toBe(100_000_000n - BigInt(bought.stake));
    // The same request again answers the first purchase and debits nothing more.
    expect(okValue<LotteryBuyResult>(await buy(member, drawId, lines, id))).toEqual(bought);
    expect((await memberBalances(t.db, member.id)).main).toBe(100_000_000n - BigInt(bought.stake));

    await makeDue(drawId);
    await tick();
    const page = await tickets(member, drawId);
    const { rows } = await t.db.query<{ result: { prizes: { prize: string; numbers: string[] }[] }; status: string }>(
      "select result, status from lottery_draw where id = $1",
      [drawId],
    );
    expect(rows[0]!.status).toBe("settled");
    let expected = 0n;
    for (const ticket of page.list) {
      const numbers = ticket.numbers.map(Number);
      const rule = settleLine("north", ticket.betType as LotteryBetCode, numbers, rows[0]!.result);
      expect(ticket.hits).toBe(rule.hits);
      expect(ticket.state).toBe(rule.hits > 0 ? "won" : "lost");
      const win = rule.hits > 0 ? BigInt(ticket.payoutPerHit) * BigInt(ticket.units) * BigInt(rule.hits) : 0n;
      expect(ticket.win).toBe(win.toString());
      if (rule.hits > 0) expect(ticket.matches.length).toBeGreaterThan(0);
      expected += win;
    }
    const after = (await memberBalances(t.db, member.id)).main;
    expect(after).toBe(100_000_000n - BigInt(bought.stake) + expected);
    // A second settlement of the same draw pays nothing.
    const again = await t.db.query<{ replayed: boolean; paid: bigint }>("select * from lottery_settle($1)", [drawId]);
    expect(again.rows[0]!.replayed).toBe(true);
    expect((await memberBalances(t.db, member.id)).main).toBe(after);
    // The betting record has the member's round of the draw with stake and win.
    const round = await t.db.query<{ bet_amount: bigint; win_amount: bigint; status: string }>(
      "select bet_amount, win_amount, status from game_round where member_id = $1",
      [member.id.toString()],
    );
    expect(round.rows).toEqual([{ bet_amount: BigInt(bought.stake), win_amount: expected, status: "settled" }]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const record = okValue<{
      list: { vassalage: string; gameCategory: string; betAmount: string; winAmount: string; verifyUrl: string }[];
    }>(
      await t.app.inject({
        method: "GET",
        url: `${PATHS.bettingRecords}?startDate=${today}&endDate=${today}`,
        headers: member.headers,
      }),
    );
    expect(record.list).toHaveLength(1);
    expect(record.list[0]).toMatchObject({
      vassalage: "TCG_SEA",
      gameCategory: "ELOTT",
      betAmount: bought.stake,
      winAmount: expected.toString(),
    });
    expect(record.list[0]!.verifyUrl).toMatch(/^\/lottery\?game=EL1&issue=\d{8}-\d{4}&tab=results$/);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  it("settles many random lines in SQL exactly as the pure rules do", async () => {
    const member = await fundedMember(t.db, 10_000_000_000n);
    const drawId = await openDrawId("EL3");
    // Đá 2 đài needs a second station: da-two-stations.test.ts.
    const codes = Object.values(LOTTERY_BET_TYPES).filter((b) => b.structures.includes("southern") && !b.twoStations);
    const random = (n: number) => randomBytes(4).readUInt32BE(0) % n;
    const lines: Line[] = [];
    for (let i = 0; i < 150; i += 1) {
      const type = codes[i % codes.length]!;
      const picked = new Set<number>();
      while (picked.size < type.numbersPerLine) picked.add(type.min + random(type.max - type.min + 1));
      lines.push({
        betType: type.code,
        numbers: [...picked].map((n) => String(n).padStart(type.digits, "0")),
        units: String(1 + random(3)),
      });
    }
    // The endings of the draw are unknown here; lines on every 2-digit number make some lô win for sure.
    for (let n = 0; n < 100; n += 1) lines.push({ betType: "lo2", numbers: [String(n).padStart(2, "0")], units: "1" });
    okValue(await buy(member, drawId, lines.slice(0, 200)));
    okValue(await buy(member, drawId, lines.slice(200)));
    await makeDue(drawId);
    await tick();
    const { rows } = await t.db.query<{ result: { prizes: { prize: string; numbers: string[] }[] } }>(
      "select result from lottery_draw where id = $1",
      [drawId],
    );
    const page1 = await tickets(member, drawId);
    const res = await t.app.inject({
      method: "GET",
      url: `${PATHS.lotteryTickets}?drawId=${drawId}&pageSize=100&page=2`,
      headers: member.headers,
    });
    const page2 = okValue<LotteryTicketsPage>(res);
    const res3 = await t.app.inject({
      method: "GET",
      url: `${PATHS.lotteryTickets}?drawId=${drawId}&pageSize=100&page=3`,
      headers: member.headers,
    });
    const all = [...page1.list, ...page2.list, ...okValue<LotteryTicketsPage>(res3).list];
    expect(all).toHaveLength(250);
    let won = 0;
    for (const ticket of all) {
      const rule = settleLine(
        "southern",
        ticket.betType as LotteryBetCode,
        ticket.numbers.map(Number),
        rows[0]!.result,
      );
      expect({ id: ticket.id, hits: ticket.hits }).toEqual({ id: ticket.id, hits: rule.hits });
      const row = {
        prizeMode: "Elott" as const,
        structure: "southern" as const,
        betType: ticket.betType as LotteryBetCode,
        unitPrice: 1n,
        payoutPerHit: BigInt(ticket.payoutPerHit),
      };
      expect(ticket.win).toBe(rule.hits > 0 ? lineWin(row, [], rule.hits, BigInt(ticket.units)).toString() : "0");
      if (rule.hits > 0) won += 1;
    }
    expect(won).toBeGreaterThanOrEqual(17);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  it("answers a repeated purchase with the first answer, rebuilt from its lines, and writes nothing again", async () => {
    const member = await fundedMember(t.db, 50_000_000n);
    const drawId = await openDrawId("EL3");
    const id = requestId();
    const lines: Line[] = [
      { betType: "lo2", numbers: ["07"], units: "2" },
      { betType: "xien2", numbers: ["11", "22"], units: "3" },
    ];
    const first = okValue<LotteryBuyResult>(await buy(member, drawId, lines, id));
    const before = await snapshotDatabase(t.db);
    const again = okValue<LotteryBuyResult>(await buy(member, drawId, lines, id));
    expect(again).toEqual(first);
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expectError(await buy(member, drawId, lines.slice(0, 1), id), "idempotency_conflict");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("refunds every line of a cancelled draw", async () => {
    const member = await fundedMember(t.db, 50_000_000n);
    const drawId = await openDrawId("EL5");
    const bought = okValue<LotteryBuyResult>(
      await buy(member, drawId, [{ betType: "de", numbers: ["88"], units: "50" }]),
    );
    expect((await memberBalances(t.db, member.id)).main).toBe(50_000_000n - BigInt(bought.stake));
    const cancelled = await t.db.query<{ refunded: bigint }>("select * from lottery_cancel($1, 'test')", [drawId]);
    expect(cancelled.rows[0]!.refunded).toBe(BigInt(bought.stake));
    expect((await memberBalances(t.db, member.id)).main).toBe(50_000_000n);
    expect((await tickets(member, drawId)).list.map((x) => x.state)).toEqual(["void"]);
    await expect(t.db.query("select * from lottery_cancel($1, 'again')", [drawId])).rejects.toMatchObject({
      code: "LT409",
    });
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  it("never lets concurrent purchases pass a number's cap", async () => {
    const drawId = await openDrawId("EL5");
    // Cap: one hit of 10 points of lô 2 (10 × 99,000 ₫).
    await t.db.query(
      "update lottery_odds set cap_per_number = 10 * payout_per_hit where prize_mode = 'Elott' and structure = 'north' and bet_type = 'lo2'",
    );
    try {
      const members = await Promise.all(Array.from({ length: 8 }, () => fundedMember(t.db, 100_000_000n)));
      const answers = await Promise.all(
        members.map((m) => buy(m, drawId, [{ betType: "lo2", numbers: ["68"], units: "3" }])),
      );
      const okCount = answers.filter((a) => a.statusCode === 200).length;
      expect(okCount).toBe(3);
      const refused = answers.find((a) => a.statusCode !== 200)!;
      expectError(refused, "lottery_number_full");
      expect(refused.json<{ message: string }>().message).toContain("68");
      const { rows } = await t.db.query<{ units: string }>(
        "select sum(units)::text as units from lottery_ticket where draw_id = $1 and bet_type = 'lo2'",
        [drawId],
      );
      expect(rows[0]!.units).toBe("9");
    } finally {
      await t.db.query(
        "update lottery_odds set cap_per_number = 50000000000 where prize_mode = 'Elott' and structure = 'north' and bet_type = 'lo2'",
      );
    }
  });
});

describe("a member's own cap", () => {
  it("refuses the line that would pass the member's liability on a number, naming it", async () => {
    const drawId = await openDrawId("EL1");
    await t.db.query(
      "update lottery_odds set cap_per_member = 3 * payout_per_hit where prize_mode = 'Elott' and structure = 'north' and bet_type = 'de'",
    );
    try {
      const member = await fundedMember(t.db, 10_000_000n);
      okValue(await buy(member, drawId, [{ betType: "de", numbers: ["45"], units: "2" }]));
      okValue(await buy(member, drawId, [{ betType: "de", numbers: ["46"], units: "3" }]));
      const refused = await buy(member, drawId, [
        { betType: "de", numbers: ["47"], units: "1" },
        { betType: "de", numbers: ["45"], units: "2" },
      ]);
      expectError(refused, "lottery_member_cap");
      expect(refused.json<{ message: string }>().message).toContain("45");
      // Another member still may.
      okValue(
        await buy(await fundedMember(t.db, 10_000_000n), drawId, [{ betType: "de", numbers: ["45"], units: "3" }]),
      );
    } finally {
      await t.db.query(
        "update lottery_odds set cap_per_member = 10000000000 where prize_mode = 'Elott' and structure = 'north' and bet_type = 'de'",
      );
    }
  });
});

describe("bad input stores nothing", () => {
  let member: LoggedInMember;
  let drawId: string;
  let pastDrawId: string;
  beforeAll(async () => {
    member = await fundedMember(t.db, 100_000_000n);
    drawId = await openDrawId("EL5");
    const { rows } = await t.db.query<{ id: string }>(
      "select id::text from lottery_draw where game_code = 'EL5' and status = 'settled' order by draw_at desc limit 1",
    );
    pastDrawId = rows[0]!.id;
  });

  const cases: [string, () => Line[], () => string, Parameters<typeof expectError>[1]][] = [
    [
      "unknown bet type",
      () => [{ betType: "lo9", numbers: ["12"], units: "1" }],
      () => drawId,
      "lottery_bet_type_unavailable",
    ],
    [
      "duplicate xiên numbers",
      () => [{ betType: "xien2", numbers: ["12", "12"], units: "1" }],
      () => drawId,
      "lottery_duplicate_numbers",
    ],
    [
      "too few xiên numbers",
      () => [{ betType: "xien3", numbers: ["12", "13"], units: "1" }],
      () => drawId,
      "lottery_bad_numbers",
    ],
    ["wrong digit count", () => [{ betType: "lo3", numbers: ["12"], units: "1" }], () => drawId, "lottery_bad_numbers"],
    [
      "đá on a north game",
      () => [{ betType: "da", numbers: ["12", "34"], units: "1" }],
      () => drawId,
      "lottery_bet_type_unavailable",
    ],
    [
      "tài/xỉu option out of range",
      () => [{ betType: "tai_xiu", numbers: ["2"], units: "1" }],
      () => drawId,
      "lottery_bad_numbers",
    ],
    ["zero units", () => [{ betType: "de", numbers: ["12"], units: "0" }], () => drawId, "validation_failed"],
    ["fractional units", () => [{ betType: "de", numbers: ["12"], units: "1.5" }], () => drawId, "validation_failed"],
    ["negative units", () => [{ betType: "de", numbers: ["12"], units: "-1" }], () => drawId, "validation_failed"],
    [
      "units above the maximum",
      () => [{ betType: "de", numbers: ["12"], units: "100001" }],
      () => drawId,
      "lottery_units_invalid",
    ],
    [
      "stake above the balance",
      () => [{ betType: "lo2", numbers: ["12"], units: "50" }],
      () => drawId,
      "insufficient_balance",
    ],
    ["a past draw", () => [{ betType: "de", numbers: ["12"], units: "1" }], () => pastDrawId, "lottery_draw_closed"],
    [
      "an unknown draw",
      () => [{ betType: "de", numbers: ["12"], units: "1" }],
      () => "999999999",
      "lottery_draw_not_found",
    ],
    [
      "numbers as numbers",
      () => [{ betType: "de", numbers: [12 as unknown as string], units: "1" }],
      () => drawId,
      "validation_failed",
    ],
  ];

  it.each(cases)("%s → a catalogue code, nothing stored", async (_name, lines, draw, code) => {
    const before = await snapshotDatabase(t.db);
    expectError(await buy(member, draw(), lines()), code);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("shows a member only their own tickets", async () => {
    const other = await fundedMember(t.db, 10_000_000n);
    okValue(await buy(other, drawId, [{ betType: "de", numbers: ["31"], units: "1" }]));
    expect((await tickets(member, drawId)).list.every((x) => x.numbers[0] !== "31")).toBe(true);
    expect((await tickets(other, drawId)).list).toHaveLength(1);
  });
});

describe("keys the purchase statement keeps instead of foreign keys", () => {
  it("leaves no line without its draw, member and ledger operation, and no exposure without its draw", async () => {
    // lottery_buy writes lines and exposure in the statement that read the draw, locked the member and
    // created the operation (the foreign keys were dropped for the purchase's hot path).
    const { rows } = await t.db.query<{ lines: number; orphans: number; exposure_orphans: number }>(
      `select (select count(*) from lottery_ticket)::int as lines,
              (select count(*) from lottery_ticket t
                where not exists (select from lottery_draw d where d.id = t.draw_id)
                   or not exists (select from member m where m.id = t.member_id)
                   or not exists (select from ledger_operation o where o.id = t.operation_id
                                                                  and o.member_id = t.member_id))::int as orphans,
              (select count(*) from lottery_exposure e
                where not exists (select from lottery_draw d where d.id = e.draw_id))::int as exposure_orphans`,
    );
    expect(rows[0]!.lines).toBeGreaterThan(100);
    expect(rows[0]).toMatchObject({ orphans: 0, exposure_orphans: 0 });
  });
});
