import { LOTTERY_STATIONS, withoutVietnameseMarks, type LotteryRegion } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { hasDraws, seedLotteryCatalogue, type SeedGame, type Texts } from "./catalogue.repository.ts";
import { lotteryTick } from "./lottery.jobs.ts";
import type { LotterySignals } from "./lottery.service.ts";

/*
 * The lottery's catalogue (issue 14, deliver 1), written at start and idempotent: the stations, their
 * weekdays and the no-draw dates from packages/contracts/src/lottery-schedule.ts; the games — Miền
 * Bắc (one game, the host station rotates), one game per Miền Trung / Nam station, the fast Elott
 * games every 1, 3 and 5 minutes — each with its `game` row (vendor TCG_LOTTO_VN or TCG_SEA, engine
 * 'lottery', theme = the lottery code) for the lobby, launch and betting record; the default odds
 * and caps. Then the clock runs once: the draws of the last 60 days (traditional) and 2 hours (fast)
 * are scheduled and drawn from the chains, so results, statistics and popular numbers have history.
 */

const CHAIN_LENGTH_TRADITIONAL = 2 ** 14;

const stationNames = (name: string): Texts => ({
  vi: `Xổ số ${name}`,
  en: `${withoutVietnameseMarks(name)} Lottery`,
  zh: `${withoutVietnameseMarks(name)} 彩票`,
  ja: `${withoutVietnameseMarks(name)} 宝くじ`,
  th: `หวย${withoutVietnameseMarks(name)}`,
});

const FAST_GAMES: SeedGame[] = [
  {
    code: "EL1",
    gameId: 601_001,
    kind: "fast",
    region: null,
    stationCode: null,
    structure: "north",
    prizeMode: "Elott",
    intervalSeconds: 60,
    cutoffSeconds: 5,
    chainLength: 2 ** 18,
    names: {
      vi: "Siêu tốc Miền Bắc 1 phút",
      en: "Fast North 1 minute",
      zh: "北部极速彩 1 分钟",
      ja: "北部スピード 1 分",
      th: "หวยด่วนภาคเหนือ 1 นาที",
    },
    hot: true,
  },
  {
    code: "EL3",
    gameId: 601_002,
    kind: "fast",
    region: null,
    stationCode: null,
    structure: "southern",
    prizeMode: "Elott",
    intervalSeconds: 180,
    cutoffSeconds: 10,
    chainLength: 2 ** 17,
    names: {
      vi: "Siêu tốc Miền Nam 3 phút",
      en: "Fast South 3 minutes",
      zh: "南部极速彩 3 分钟",
      ja: "南部スピード 3 分",
      th: "หวยด่วนภาคใต้ 3 นาที",
    },
    hot: true,
  },
  {
    code: "EL5",
    gameId: 601_003,
    kind: "fast",
    region: null,
    stationCode: null,
    structure: "north",
    prizeMode: "Elott",
    intervalSeconds: 300,
    cutoffSeconds: 15,
    chainLength: 2 ** 16,
    names: {
      vi: "Siêu tốc Miền Bắc 5 phút",
      en: "Fast North 5 minutes",
      zh: "北部极速彩 5 分钟",
      ja: "北部スピード 5 分",
      th: "หวยด่วนภาคเหนือ 5 นาที",
    },
    hot: false,
  },
];

/** The demo's lottery games: Miền Bắc, every Trung / Nam station, the fast games. */
export function seedGames(): SeedGame[] {
  const traditional = (
    code: string,
    region: LotteryRegion,
    stationCode: string | null,
    names: Texts,
    n: number,
  ): SeedGame => ({
    code,
    gameId: 602_001 + n,
    kind: "traditional",
    region,
    stationCode,
    structure: region === "north" ? "north" : "southern",
    prizeMode: "Lott",
    intervalSeconds: null,
    cutoffSeconds: 15 * 60,
    chainLength: CHAIN_LENGTH_TRADITIONAL,
    names,
    hot: code === "MB" || code === "MN_HCM",
  });
  const north = traditional(
    "MB",
    "north",
    null,
    { vi: "Xổ số Miền Bắc", en: "Northern Lottery", zh: "北部彩票", ja: "北部宝くじ", th: "หวยภาคเหนือ" },
    0,
  );
  const stations = LOTTERY_STATIONS.filter((s) => s.region !== "north").map((s, i) =>
    traditional(s.code, s.region, s.code, stationNames(s.name), i + 1),
  );
  return [north, ...stations, ...FAST_GAMES];
}

/**
 * The catalogue, then — on a database without any draw — the clock once, which schedules and draws the
 * history. Later starts leave the draws to the clock job (seeding twice changes nothing).
 */
export async function seedLottery(
  db: Db,
  deps: { signals: LotterySignals; chainSecret?: string | undefined },
): Promise<void> {
  await seedLotteryCatalogue(db, seedGames());
  if (!(await hasDraws(db))) await lotteryTick({ db, signals: deps.signals, chainSecret: deps.chainSecret });
}
