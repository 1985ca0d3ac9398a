import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LANGUAGE_HEADER,
  PATHS,
  settleLine,
  type LotteryBuyResult,
  type LotteryGameDetail,
  type LotteryMenu,
  type LotteryResultWire,
  type LotteryTicketsPage,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { fundedMember, type LoggedInMember } from "../support/factories.ts";
import { lotteryDeps, lotteryTick } from "../../src/modules/lottery/index.ts";
import { chainSecret, drawDue } from "../../src/modules/lottery/draw/draw.service.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * Đá 2 đài (issue 14): a pair of numbers across two stations of the same region drawing the same
 * day. The line is stored on the draw it was bought for and names its partner draw; the draw waits
 * for the partner's result, then counts both stations' endings (exactly as the pure rule does); a
 * cancelled partner makes the line void and refunds it; a partner whose result already paid a
 * settled draw cannot be cancelled any more; a wrong partner is refused and stores nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tick = () => lotteryTick(lotteryDeps(t.app));
const requestId = () => randomBytes(12).toString("hex");

async function game(code: string): Promise<LotteryGameDetail> {
  return okValue<LotteryGameDetail>(
    await t.app.inject({ method: "GET", url: PATHS.lotteryGame.replace(":code", code) }),
  );
}

type Line = { betType: string; numbers: string[]; units: string; partnerGame?: string };
function buy(member: LoggedInMember, drawId: string, lines: Line[]) {
  return t.app.inject({
    method: "POST",
    url: PATHS.lotteryBuy,
    headers: member.headers,
    payload: { requestId: requestId(), drawId, lines },
  });
}

/** Moves a traditional draw far enough into the past that the clock draws and fully reveals it now. */
async function makeDue(drawId: string): Promise<void> {
  await t.db.query(
    `update lottery_draw set opens_at = now() - interval '3 hours', closes_at = now() - interval '2 hours',
            draw_at = now() - interval '1 hour' where id = $1`,
    [drawId],
  );
}

async function draw(drawId: string) {
  const { rows } = await t.db.query<{ status: string; result: LotteryResultWire | null }>(
    "select status, result from lottery_draw where id = $1",
    [drawId],
  );
  return rows[0]!;
}

async function tickets(member: LoggedInMember, drawId: string): Promise<LotteryTicketsPage> {
  return okValue<LotteryTicketsPage>(
    await t.app.inject({
      method: "GET",
      url: `${PATHS.lotteryTickets}?drawId=${drawId}&pageSize=100`,
      headers: member.headers,
    }),
  );
}

/** An open Miền Nam station whose day has at least `partners` other open stations, and those partners. */
async function southernDay(partners = 2) {
  await tick();
  const menu = okValue<LotteryMenu>(await t.app.inject({ method: "GET", url: PATHS.lotteryMenu }));
  const south = menu.gameMenus.find((m) => m.gameGroupCode === "SOUTH")!.games;
  for (const g of south) {
    const detail = await game(g.code);
    if (detail.partners.length >= partners && detail.game.next?.state === "open") return detail;
  }
  throw new Error("no Miền Nam day with three stations");
}

describe("đá 2 đài", () => {
  it("offers the same day's other stations of the region, and none to the North or the fast games", async () => {
    const a = await southernDay();
    const issue = a.game.next!.issue;
    for (const partner of a.partners) {
      const detail = await game(partner.code);
      expect(detail.game.region).toBe("south");
      expect(detail.game.next!.issue).toBe(issue);
      expect(detail.game.next!.drawId).toBe(partner.drawId);
      expect(detail.partners.map((p) => p.code)).toContain(a.game.code);
    }
    expect((await game("MB")).partners).toEqual([]);
    expect((await game("EL3")).partners).toEqual([]);
  });

  it("refuses a missing, wrong or foreign partner and stores nothing", async () => {
    const member = await fundedMember(t.db, 10_000_000n);
    const a = await southernDay();
    const drawId = a.game.next!.drawId;
    const partner = a.partners[0]!.code;
    const menu = okValue<LotteryMenu>(await t.app.inject({ method: "GET", url: PATHS.lotteryMenu }));
    const central = menu.gameMenus.find((m) => m.gameGroupCode === "CENTRAL")!.games[0]!.code;
    const before = await snapshotDatabase(t.db);
    const refused: Line[][] = [
      [{ betType: "da2", numbers: ["12", "34"], units: "1" }],
      [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: a.game.code }],
      [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: central }],
      [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "MB" }],
      [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "NOPE" }],
      [{ betType: "lo2", numbers: ["12"], units: "1", partnerGame: partner }],
      [{ betType: "da", numbers: ["12", "34"], units: "1", partnerGame: partner }],
    ];
    for (const lines of refused) expectError(await buy(member, drawId, lines), "lottery_partner_invalid");
    expectError(
      await buy(member, drawId, [{ betType: "da2", numbers: ["12", "12"], units: "1", partnerGame: partner }]),
      "lottery_duplicate_numbers",
    );
    // The fast southern game has no second station.
    const el3 = (await game("EL3")).game.next!.drawId;
    expectError(
      await buy(member, el3, [{ betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: partner }]),
      "lottery_partner_invalid",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("settles over both stations once the partner is drawn; a cancelled partner refunds the line", async () => {
    const member = await fundedMember(t.db, 1_000_000_000n);
    const a = await southernDay();
    const [b, c] = a.partners as [LotteryGameDetail["partners"][number], LotteryGameDetail["partners"][number]];
    const drawA = a.game.next!.drawId;
    // Every pair (00, n): with 36 endings some pair surely has both numbers drawn.
    const pairs: Line[] = Array.from({ length: 99 }, (_, i) => ({
      betType: "da2",
      numbers: ["00", String(i + 1).padStart(2, "0")],
      units: "1",
      partnerGame: b.code,
    }));
    const boughtA = okValue<LotteryBuyResult>(await buy(member, drawA, pairs));
    expect(boughtA.ticketIds).toHaveLength(99);
    const boughtB = okValue<LotteryBuyResult>(
      await buy(member, b.drawId, [{ betType: "da2", numbers: ["11", "22"], units: "5", partnerGame: c.code }]),
    );
    const mine = await tickets(member, drawA);
    expect(mine.list[0]!.partner).toEqual({ gameCode: b.code, gameName: b.name, drawId: b.drawId });
    // In English the station names carry no Vietnamese marks (the game call's names, localized).
    const english = okValue<LotteryTicketsPage>(
      await t.app.inject({
        method: "GET",
        url: `${PATHS.lotteryTickets}?drawId=${drawA}&pageSize=1`,
        headers: { ...member.headers, [LANGUAGE_HEADER]: "en" },
      }),
    ).list[0]!;
    expect(english.partner!.gameName).not.toBe(b.name);
    expect(`${english.gameName} ${english.partner!.gameName}`).toMatch(/^[\x20-\x7e]+$/);
    expect(mine.list.every((x) => x.state === "open")).toBe(true);

    // A is drawn first and waits for B's result.
    await makeDue(drawA);
    await tick();
    expect((await draw(drawA)).status).toBe("drawn");
    await tick();
    expect((await draw(drawA)).status).toBe("drawn");

    // C is cancelled: B's line that named it becomes void when B settles.
    await t.db.query("select * from lottery_cancel($1, 'test')", [c.drawId]);
    await makeDue(b.drawId);
    await tick();
    await tick();
    const [resultA, resultB] = [(await draw(drawA)).result!, (await draw(b.drawId)).result!];
    expect((await draw(drawA)).status).toBe("settled");
    expect((await draw(b.drawId)).status).toBe("settled");

    const settled = await tickets(member, drawA);
    let wins = 0n;
    let winners = 0;
    for (const ticket of settled.list) {
      const rule = settleLine("southern", "da2", ticket.numbers.map(Number), resultA, resultB);
      expect({ numbers: ticket.numbers, hits: ticket.hits }).toEqual({ numbers: ticket.numbers, hits: rule.hits });
      expect(ticket.matches).toEqual(rule.matches);
      expect(ticket.win).toBe((BigInt(rule.hits) * BigInt(ticket.payoutPerHit)).toString());
      expect(ticket.state).toBe(rule.hits > 0 ? "won" : "lost");
      wins += BigInt(ticket.win);
      if (rule.hits > 0) winners += 1;
    }
    // 00 appears among 36 endings with probability 1 − 0.99^36 ≈ 30 %; when it does, many pairs win.
    const zeroDrawn = [resultA, resultB].some((r) => r.prizes.some((p) => p.numbers.some((n) => n.endsWith("00"))));
    expect(winners > 0).toBe(zeroDrawn);
    const [voidLine] = (await tickets(member, b.drawId)).list;
    expect(voidLine).toMatchObject({ state: "void", hits: 0, win: boughtB.stake });
    expect((await memberBalances(t.db, member.id)).main).toBe(
      1_000_000_000n - BigInt(boughtA.stake) - BigInt(boughtB.stake) + wins + BigInt(boughtB.stake),
    );

    // B's result paid A's lines: B can no longer be cancelled (it is settled anyway, and a drawn
    // partner of a settled draw is refused too).
    await expect(t.db.query("select * from lottery_cancel($1, 'late')", [b.drawId])).rejects.toMatchObject({
      code: "LT409",
    });
    // Settling again pays nothing.
    const again = await t.db.query<{ replayed: boolean }>("select * from lottery_settle($1)", [drawA]);
    expect(again.rows[0]!.replayed).toBe(true);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });

  it("refuses to cancel a drawn draw whose result a settled draw's đá 2 đài lines were paid on", async () => {
    const member = await fundedMember(t.db, 100_000_000n);
    const a = await southernDay(1);
    const b = a.partners[0]!;
    const drawA = a.game.next!.drawId;
    okValue(await buy(member, drawA, [{ betType: "da2", numbers: ["45", "67"], units: "2", partnerGame: b.code }]));
    // Both are drawn (the clock's draw step only); A settles on B's result while B is still unsettled.
    await makeDue(drawA);
    await makeDue(b.drawId);
    const secret = await chainSecret(t.db, t.app.env.LOTTERY_CHAIN_SECRET);
    while ((await drawDue(t.db, secret, new Date())) > 0);
    expect((await draw(b.drawId)).status).toBe("drawn");
    await t.db.query("select * from lottery_settle($1)", [drawA]);
    expect((await draw(drawA)).status).toBe("settled");
    await expect(t.db.query("select * from lottery_cancel($1, 'late')", [b.drawId])).rejects.toMatchObject({
      code: "LT409",
    });
    await tick();
    expect((await draw(b.drawId)).status).toBe("settled");
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });
});
