import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  LOTTERY_PRIZES,
  PATHS,
  drawLotteryResult,
  type LotteryBuyResult,
  type LotteryGameDetail,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import { fundedMember } from "../support/factories.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  createOperator,
  lastAuditId,
  operatorToken,
} from "../console/console-support.ts";
import { lotteryDeps, lotteryTick } from "../../src/modules/lottery/index.ts";
import { drawDue, chainSecret } from "../../src/modules/lottery/draw/draw.service.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * The lottery's clock and console (issue 14): missed draws are drawn in order after downtime, a
 * crash between draw and settlement settles once on the next tick, a traditional draw reveals its
 * numbers lowest prize first; operators cancel with refunds, enter official results that only
 * another operator can approve, change odds (never above 100 % RTP) — all audited; the launch call
 * opens the lottery page.
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(() => t.close());

const tick = () => lotteryTick(lotteryDeps(t.app));

async function nextDraws(code: string, n: number): Promise<{ id: string; chain_index: number }[]> {
  const { rows } = await t.db.query<{ id: string; chain_index: number }>(
    `select id::text, chain_index from lottery_draw where game_code = $1 and status = 'scheduled'
      order by draw_at limit $2`,
    [code, n],
  );
  return rows;
}

describe("the clock", () => {
  it("draws missed draws in order after downtime and settles a drawn draw once on the next tick", async () => {
    await tick();
    const draws = await nextDraws("EL5", 3);
    // Three consecutive draws all became due while "the server was down".
    await t.db.query(
      `update lottery_draw d set opens_at = now() - make_interval(mins => (60 - x.n * 5)::int),
              closes_at = now() - make_interval(mins => (58 - x.n * 5)::int), draw_at = now() - make_interval(mins => (57 - x.n * 5)::int)
         from unnest($1::bigint[]) with ordinality as x (id, n) where d.id = x.id`,
      [draws.map((d) => d.id)],
    );
    // Draw without settling (a crash before settlement).
    await drawDue(t.db, await chainSecret(t.db, undefined), new Date());
    const { rows } = await t.db.query<{ id: string; status: string; drawn_at: Date; seed: string; draw_key: string }>(
      "select id::text, status, drawn_at, seed, draw_key from lottery_draw where id = any($1::bigint[]) order by draw_at",
      [draws.map((d) => d.id)],
    );
    expect(rows.map((r) => r.status)).toEqual(["drawn", "drawn", "drawn"]);
    const times = rows.map((r) => r.drawn_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The result is the chain's: recomputable from the revealed seed and the draw key alone.
    const stored = await t.db.query<{ result: unknown }>("select result from lottery_draw where id = $1", [
      rows[0]!.id,
    ]);
    expect(stored.rows[0]!.result).toEqual({
      prizes: drawLotteryResult("north", rows[0]!.seed, rows[0]!.draw_key).prizes,
    });
    await tick();
    await tick();
    const settled = await t.db.query<{ status: string; settle_operation_id: string }>(
      "select status, settle_operation_id::text from lottery_draw where id = any($1::bigint[])",
      [draws.map((d) => d.id)],
    );
    expect(settled.rows.every((r) => r.status === "settled" && r.settle_operation_id)).toBe(true);
    const ops = await t.db.query<{ n: number }>(
      "select count(*)::int as n from ledger_operation where idempotency_key = any($1::text[])",
      [draws.map((d) => `sys:lottery:settle:${d.id}`)],
    );
    expect(ops.rows[0]!.n).toBe(3);
  });

  it("reveals a traditional draw lowest prize first, the special prize last", async () => {
    await tick();
    const [draw] = await nextDraws("MB", 1);
    // Drawn 95 seconds ago with a 30-second step: 4 numbers shown (G7 first).
    await t.db.query(
      `update lottery_draw set opens_at = now() - interval '2 days', closes_at = now() - interval '20 minutes',
              draw_at = now() - interval '95 seconds' where id = $1`,
      [draw!.id],
    );
    await tick();
    // Drawn; its reveal clock set again right before reading (however long the tick took on a busy machine).
    await t.db.query(
      "update lottery_draw set draw_at = now() - interval '95 seconds' where id = $1 and status = 'drawing'",
      [draw!.id],
    );
    const res = await t.app.inject({ method: "GET", url: `${PATHS.lotteryResults}?gameCode=MB&pageSize=1` });
    const latest = okValue<{
      list: {
        drawId: string;
        state: string;
        revealed: number;
        result: { prizes: { prize: string; numbers: string[] }[] };
      }[];
    }>(res).list[0]!;
    expect(latest.drawId).toBe(draw!.id);
    expect(latest.state).toBe("drawing");
    expect(latest.revealed).toBe(4);
    const shown = latest.result.prizes.flatMap((p) => p.numbers.filter((n) => n !== "").map(() => p.prize));
    expect(shown).toEqual(["G7", "G7", "G7", "G7"]);
    expect(latest.result.prizes[0]!.numbers).toEqual([""]);
    // Nothing of an unfinished draw is verifiable yet.
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.lotteryVerify.replace(":id", draw!.id) }),
      "lottery_draw_not_found",
    );
  });
});

describe("the console", () => {
  it("lets a cashier read and refuses changes", async () => {
    const cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
    const games = await t.app.inject({ method: "GET", url: CONSOLE_PATHS.lotteryGames, headers: cashier });
    expect(okValue<unknown[]>(games).length).toBe(39);
    const res = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.lotteryGame.replace(":code", "EL1"),
      headers: cashier,
      payload: { enabled: false, cutoffSeconds: 5 },
    });
    expectError(res, "forbidden");
  });

  it("cancels a draw with every line refunded, audited", async () => {
    await tick();
    const member = await fundedMember(t.db, 20_000_000n);
    const detail = okValue<LotteryGameDetail>(
      await t.app.inject({ method: "GET", url: PATHS.lotteryGame.replace(":code", "EL3") }),
    );
    const open = detail.upcoming.find((d) => d.state === "open")!;
    const bought = okValue<LotteryBuyResult>(
      await t.app.inject({
        method: "POST",
        url: PATHS.lotteryBuy,
        headers: member.headers,
        payload: {
          requestId: randomBytes(12).toString("hex"),
          drawId: open.drawId,
          lines: [{ betType: "da", numbers: ["12", "34"], units: "7" }],
        },
      }),
    );
    const since = await lastAuditId(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.lotteryDrawCancel.replace(":id", open.drawId),
      headers: admin,
      payload: { reason: "Mất điện tại trường quay" },
    });
    expect(okValue(res)).toEqual({ members: 1, refunded: bought.stake });
    expect((await memberBalances(t.db, member.id)).main).toBe(20_000_000n);
    expect((await auditRows(t.db, since)).map((a) => a.action)).toEqual(["lottery.cancel"]);
    expectError(
      await t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.lotteryDrawCancel.replace(":id", open.drawId),
        headers: admin,
        payload: { reason: "again" },
      }),
      "lottery_draw_state_invalid",
    );
  });

  it("uses an official result only after another operator approves it", async () => {
    await tick();
    const [draw] = await nextDraws("MN_HCM", 1);
    const result = {
      prizes: LOTTERY_PRIZES.southern.map((p) => ({
        prize: p.prize,
        numbers: Array.from({ length: p.count }, (_, i) =>
          String(i + 7)
            .repeat(p.digits)
            .slice(0, p.digits),
        ),
      })),
    };
    const enter = (headers: Record<string, string>, body: unknown) =>
      t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.lotteryDrawOfficial.replace(":id", draw!.id),
        headers,
        payload: body as object,
      });
    const approve = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.lotteryDrawOfficialApprove.replace(":id", draw!.id),
        headers,
        payload: {},
      });
    // A result that does not fit the structure is refused.
    expectError(await enter(admin, { result: { prizes: result.prizes.slice(1) } }), "lottery_result_invalid");
    okValue(await enter(admin, { result }));
    expectError(await approve(admin), "lottery_maker_checker");
    const checker = await createOperator(t.db, { role: "admin" });
    okValue(await approve(bearer(await operatorToken(t.app, t.db, checker))));
    await t.db.query(
      `update lottery_draw set opens_at = now() - interval '8 days', closes_at = now() - interval '2 hours',
              draw_at = now() - interval '1 hour' where id = $1`,
      [draw!.id],
    );
    await tick();
    const { rows } = await t.db.query<{ status: string; source: string; result: unknown }>(
      "select status, source, result from lottery_draw where id = $1",
      [draw!.id],
    );
    expect(rows[0]).toEqual({ status: "settled", source: "official", result });
  });

  it("waits for an approved official result on a game set to official results, and checks cut-offs", async () => {
    const put = (code: string, body: unknown) =>
      t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.lotteryGame.replace(":code", code),
        headers: admin,
        payload: body as object,
      });
    expectError(await put("EL1", { enabled: true, cutoffSeconds: 60 }), "validation_failed");
    okValue(await put("MN_CM", { enabled: true, cutoffSeconds: 900, resultSource: "official" }));
    await tick();
    const [draw] = await nextDraws("MN_CM", 1);
    await t.db.query(
      `update lottery_draw set opens_at = now() - interval '8 days', closes_at = now() - interval '2 hours',
              draw_at = now() - interval '1 hour' where id = $1`,
      [draw!.id],
    );
    await tick();
    const status = async () =>
      (
        await t.db.query<{ status: string; source: string }>("select status, source from lottery_draw where id = $1", [
          draw!.id,
        ])
      ).rows[0]!;
    // Past its time, no result: the chain does not decide an official game; the draw waits, closed.
    expect(await status()).toEqual({ status: "scheduled", source: "chain" });
    const result = {
      prizes: LOTTERY_PRIZES.southern.map((p) => ({
        prize: p.prize,
        numbers: Array.from({ length: p.count }, () => "1".repeat(p.digits)),
      })),
    };
    okValue(
      await t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.lotteryDrawOfficial.replace(":id", draw!.id),
        headers: admin,
        payload: { result },
      }),
    );
    await tick();
    expect((await status()).status).toBe("scheduled");
    const checker = await createOperator(t.db, { role: "admin" });
    okValue(
      await t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.lotteryDrawOfficialApprove.replace(":id", draw!.id),
        headers: bearer(await operatorToken(t.app, t.db, checker)),
        payload: {},
      }),
    );
    await tick();
    expect(await status()).toEqual({ status: "settled", source: "official" });
    okValue(await put("MN_CM", { enabled: true, cutoffSeconds: 900, resultSource: "chain" }));
  });

  it("changes odds within 100 % RTP and refuses a row above it", async () => {
    const base = {
      prizeMode: "ZY",
      structure: "north",
      betType: "de",
      unitPrice: "100000",
      maxUnits: 1000,
      capPerNumber: "5000000000",
      capPerMember: "1000000000",
      enabled: true,
    };
    const put = (payoutPerHit: string) =>
      t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.lotteryOdds,
        headers: admin,
        payload: { ...base, payoutPerHit },
      });
    expect(okValue(await put("9500000"))).toEqual({ betType: "de", rtpBp: 9500 });
    expectError(await put("10000001"), "validation_failed");
    const odds = okValue<{ betType: string; payoutPerHit: string }[]>(
      await t.app.inject({
        method: "GET",
        url: `${CONSOLE_PATHS.lotteryOdds}?prizeMode=ZY&structure=north`,
        headers: admin,
      }),
    );
    expect(odds.find((o) => o.betType === "de")!.payoutPerHit).toBe("9500000");
  });

  it("shows exposure per number against its cap", async () => {
    await tick();
    const member = await fundedMember(t.db, 50_000_000n);
    const detail = okValue<LotteryGameDetail>(
      await t.app.inject({ method: "GET", url: PATHS.lotteryGame.replace(":code", "EL1") }),
    );
    const open = detail.upcoming.find((d) => d.state === "open")!;
    okValue(
      await t.app.inject({
        method: "POST",
        url: PATHS.lotteryBuy,
        headers: member.headers,
        payload: {
          requestId: randomBytes(12).toString("hex"),
          drawId: open.drawId,
          lines: [
            { betType: "lo2", numbers: ["39"], units: "4" },
            { betType: "xien3", numbers: ["07", "39", "81"], units: "2" },
          ],
        },
      }),
    );
    const res = await t.app.inject({
      method: "GET",
      url: `${CONSOLE_PATHS.lotteryExposure}?drawId=${open.drawId}`,
      headers: admin,
    });
    const value = okValue<{ rows: { betType: string; numbers: string[]; liability: string; usedBp: number }[] }>(res);
    const lo = value.rows.find((r) => r.betType === "lo2")!;
    expect(lo.numbers).toEqual(["39"]);
    expect(BigInt(lo.liability)).toBe(4n * BigInt(detail.odds.find((o) => o.betType === "lo2")!.payoutPerHit));
    expect(value.rows.find((r) => r.betType === "xien3")!.numbers).toEqual(["07", "39", "81"]);
    expect((await verifyLedger(t.db)).violations).toEqual([]);
  });
});

describe("launch", () => {
  it("opens a lottery game's page (launchMode LOTT)", async () => {
    const member = await fundedMember(t.db, 0n);
    const res = await t.app.inject({
      method: "POST",
      url: PATHS.launchGame,
      headers: member.headers,
      payload: {
        accountType: 1,
        confirmTrans: 0,
        vassalage: "TCG_SEA",
        launchMode: "LOTT",
        platform: "html5-desktop",
        clientType: 3,
        lottoArea: "VN",
        lottoPrizeMode: "Elott",
        lottoGameCode: "EL1",
        lottoView: "betting",
        backUrl: "/elott",
      },
    });
    expect(okValue<{ game_url: string; vassalage: string }>(res)).toMatchObject({
      game_url: "/lottery?game=EL1&view=betting&backUrl=%2Felott",
      vassalage: "TCG_SEA",
    });
  });
});
