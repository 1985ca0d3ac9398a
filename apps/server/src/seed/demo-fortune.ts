import type { Db } from "../db/pool.ts";
import {
  anyRepeatingEnvelope,
  createEnvelope,
  ensureDemoWheel,
  envelopeStartsBetween,
  grantTickets,
  memberIdOf,
} from "../modules/fortune/index.ts";

/*
 * Fortune demo data (issue 15): a running lucky wheel (cash prizes and "nothing", tickets earned from
 * deposits and valid bet) with tickets for the demo members; a red envelope rain open at first start
 * (anyone may grab) and a rain every evening at 20:00–20:30 Vietnam time that repeats daily (members
 * with a deposit or valid bet in the last 7 days). Idempotent: a second start adds nothing.
 */
const DONG = 100n;
const DAY_MS = 86_400_000;
const DEMO_MEMBERS: [string, number][] = [
  ["demo01", 5],
  ["player101", 3],
  ["player102", 3],
  ["player103", 3],
  ["player104", 3],
];

export async function seedDemoFortune(db: Db, now = new Date()): Promise<void> {
  const wheelId = await ensureDemoWheel(db, {
    title: {
      vi: "Vòng quay may mắn",
      en: "Lucky wheel",
      zh: "幸运转盘",
      ja: "ラッキーホイール",
      th: "วงล้อนำโชค",
    },
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: null,
    wagering: 0,
    depositPerTicket: 100_000n * DONG,
    betPerTicket: 500_000n * DONG,
    prizes: [
      { amount: 0n, weight: 30 },
      { amount: 2_000n * DONG, weight: 25 },
      { amount: 5_000n * DONG, weight: 15 },
      { amount: 0n, weight: 10 },
      { amount: 10_000n * DONG, weight: 10 },
      { amount: 20_000n * DONG, weight: 6 },
      { amount: 50_000n * DONG, weight: 3 },
      { amount: 188_000n * DONG, weight: 1 },
    ],
  });
  for (const [account, tickets] of DEMO_MEMBERS) {
    const memberId = await memberIdOf(db, account);
    if (memberId === null) continue;
    await grantTickets(db, { memberId, wheelId, tickets, requestId: "demo-seed", reason: "demo", operator: "demo" });
  }

  if (!(await envelopeStartsBetween(db, new Date(0), new Date(8_640_000_000_000_000)))) {
    await createEnvelope(
      db,
      {
        title: {
          vi: "Mưa lì xì chào mừng",
          en: "Welcome red envelope rain",
          zh: "欢迎红包雨",
          ja: "ウェルカムお年玉の雨",
          th: "ฝนอั่งเปาต้อนรับ",
        },
        total: 2_000_000n * DONG,
        packets: 200,
        minimum: 1_000n * DONG,
        mode: "random",
        startsAt: now,
        endsAt: new Date(now.getTime() + 3 * DAY_MS),
        wagering: 0,
        minDeposit: 0n,
        minValidBet: 0n,
        match: "all",
        lookbackDays: 7,
        createdBy: "demo",
      },
      now,
    );
  }
  // Every evening 20:00–20:30 in Vietnam (UTC+7, no daylight saving) = 13:00–13:30 UTC: one repeating
  // rain (the clock makes the next day's when it ends), in the first evening window that is free.
  if (!(await anyRepeatingEnvelope(db))) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    for (let day = 0; day < 10; day += 1) {
      const startsAt = new Date(today + day * DAY_MS + 13 * 3_600_000);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      if (endsAt <= now) continue;
      if (await envelopeStartsBetween(db, startsAt, new Date(startsAt.getTime() + 1))) continue;
      await createEnvelope(
        db,
        {
          title: {
            vi: "Mưa lì xì 20 giờ",
            en: "8 pm red envelope rain",
            zh: "20点红包雨",
            ja: "20時のお年玉の雨",
            th: "ฝนอั่งเปา 20.00 น.",
          },
          total: 5_000_000n * DONG,
          packets: 500,
          minimum: 2_000n * DONG,
          mode: "random",
          startsAt,
          endsAt,
          wagering: 1,
          minDeposit: 100_000n * DONG,
          minValidBet: 500_000n * DONG,
          match: "any",
          lookbackDays: 7,
          createdBy: "demo",
          repeatDaily: true,
        },
        now,
      );
      break;
    }
  }
}
