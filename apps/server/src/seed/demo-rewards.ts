import { BRAND_TIME_ZONE, type RewardTitle } from "@lotus/contracts";
import type { Db } from "../db/pool.ts";
import { offerRewards, payDueRaces, type OfferRewardInput } from "../modules/rewards/index.ts";

/*
 * Rewards demo data (issue 15): four daily and three weekly missions, this week's race (running now,
 * its board filled by the demo members' settled rounds) and last week's (finished and paid: its
 * placings are offered in the reward centre), and a welcome gift offered to demo01 and the first demo
 * players so the reward centre is not empty on first start. Idempotent: missions and races by code,
 * rewards by (source, ref); each start adds the current week's race.
 */
const DONG = 100n;
const DAY_MS = 86_400_000;

type MissionSeed = {
  code: string;
  title: RewardTitle;
  period: "daily" | "weekly";
  trigger: "valid_bet" | "deposit" | "login";
  category: string | null;
  target: bigint;
  reward: bigint;
  wagering: number;
};

const MISSIONS: MissionSeed[] = [
  {
    code: "daily-login",
    title: { vi: "Điểm danh mỗi ngày", en: "Daily check-in", zh: "每日签到", ja: "毎日ログイン", th: "เช็คอินรายวัน" },
    period: "daily",
    trigger: "login",
    category: null,
    target: 1n,
    reward: 2_000n * DONG,
    wagering: 0,
  },
  {
    code: "daily-deposit",
    title: { vi: "Nạp tiền trong ngày", en: "Deposit today", zh: "当日存款", ja: "本日の入金", th: "ฝากเงินวันนี้" },
    period: "daily",
    trigger: "deposit",
    category: null,
    target: 200_000n * DONG,
    reward: 15_000n * DONG,
    wagering: 1,
  },
  {
    code: "daily-slots",
    title: { vi: "Quay slot", en: "Spin the slots", zh: "老虎机挑战", ja: "スロットに挑戦", th: "หมุนสล็อต" },
    period: "daily",
    trigger: "valid_bet",
    category: "RNG",
    target: 500_000n * DONG,
    reward: 10_000n * DONG,
    wagering: 0,
  },
  {
    code: "daily-live",
    title: { vi: "Casino trực tuyến", en: "Live casino", zh: "真人娱乐挑战", ja: "ライブカジノに挑戦", th: "คาสิโนสด" },
    period: "daily",
    trigger: "valid_bet",
    category: "LIVE",
    target: 1_000_000n * DONG,
    reward: 20_000n * DONG,
    wagering: 1,
  },
  {
    code: "weekly-bets",
    title: { vi: "Cược cả tuần", en: "Bet all week", zh: "每周投注", ja: "今週のベット", th: "เดิมพันทั้งสัปดาห์" },
    period: "weekly",
    trigger: "valid_bet",
    category: null,
    target: 10_000_000n * DONG,
    reward: 150_000n * DONG,
    wagering: 1,
  },
  {
    code: "weekly-deposit",
    title: { vi: "Nạp tiền trong tuần", en: "Weekly deposits", zh: "每周存款", ja: "今週の入金", th: "ยอดฝากรายสัปดาห์" },
    period: "weekly",
    trigger: "deposit",
    category: null,
    target: 2_000_000n * DONG,
    reward: 100_000n * DONG,
    wagering: 1,
  },
  {
    code: "weekly-login",
    title: { vi: "Đăng nhập 5 ngày", en: "Log in 5 days", zh: "登录 5 天", ja: "5 日ログイン", th: "เข้าสู่ระบบ 5 วัน" },
    period: "weekly",
    trigger: "login",
    category: null,
    target: 5n,
    reward: 30_000n * DONG,
    wagering: 0,
  },
];

/** House edge per category in basis points for games without a published RTP. */
const EDGES = { LIVE: 150, RNG: 400, SPORTS: 500, ESPORTS: 500, FISH: 400, PVP: 300, ELOTT: 1000, LOTT: 1500 };
const PRIZES = [
  5_000_000n,
  3_000_000n,
  2_000_000n,
  1_000_000n,
  800_000n,
  500_000n,
  500_000n,
  300_000n,
  300_000n,
  300_000n,
].map((d) => (d * DONG).toString());

/** Monday 00:00 brand time of the week `at` falls in. */
async function weekStart(db: Db, at: Date): Promise<{ start: Date; key: string }> {
  const { rows } = await db.query<{ start: Date; key: string }>(
    `select date_trunc('week', $1::timestamptz at time zone '${BRAND_TIME_ZONE}') at time zone '${BRAND_TIME_ZONE}' as start,
            to_char(date_trunc('week', $1::timestamptz at time zone '${BRAND_TIME_ZONE}'), 'IYYY-"W"IW') as key`,
    [at],
  );
  return rows[0]!;
}

async function ensureWeeklyRace(db: Db, at: Date): Promise<void> {
  const { start, key } = await weekStart(db, at);
  await db.query(
    `insert into race (code, title, starts_at, ends_at, prizes, edges, wagering)
     values ($1, $2, $3, $3::timestamptz + interval '7 days', $4, $5, 1) on conflict (code) do nothing`,
    [
      `weekly-${key.toLowerCase()}`,
      JSON.stringify({
        vi: `Đua top tuần ${key}`,
        en: `Weekly race ${key}`,
        zh: `每周排行赛 ${key}`,
        ja: `週間ランキング戦 ${key}`,
        th: `การแข่งขันรายสัปดาห์ ${key}`,
      }),
      start,
      JSON.stringify(PRIZES),
      JSON.stringify(EDGES),
    ],
  );
}

const WELCOME: RewardTitle = {
  vi: "Quà chào mừng",
  en: "Welcome gift",
  zh: "欢迎礼",
  ja: "ウェルカムギフト",
  th: "ของขวัญต้อนรับ",
};
const WEEKEND: RewardTitle = {
  vi: "Thưởng cuối tuần",
  en: "Weekend bonus",
  zh: "周末奖金",
  ja: "週末ボーナス",
  th: "โบนัสสุดสัปดาห์",
};

export async function seedDemoRewards(db: Db, now = new Date()): Promise<void> {
  for (const [i, m] of MISSIONS.entries()) {
    await db.query(
      `insert into mission (code, title, period, trigger, category, target, reward_amount, wagering, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (code) do nothing`,
      [m.code, JSON.stringify(m.title), m.period, m.trigger, m.category, m.target, m.reward, m.wagering, i],
    );
  }
  // Last week's race (finished: the payout offers its placings) and this week's (running).
  await ensureWeeklyRace(db, new Date(now.getTime() - 7 * DAY_MS));
  await ensureWeeklyRace(db, now);
  await payDueRaces(db, now);

  const { rows: members } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account in ('demo01', 'player101', 'player102', 'player103') order by id",
  );
  const offers: OfferRewardInput[] = [];
  for (const member of members) {
    offers.push({
      memberId: member.id,
      source: "promotion",
      ref: `demo-welcome:${member.id}`,
      amount: 50_000n * DONG,
      wagering: 0,
      expiresAt: new Date(now.getTime() + 14 * DAY_MS),
      title: WELCOME,
    });
    if (member.account === "demo01") {
      offers.push({
        memberId: member.id,
        source: "promotion",
        ref: `demo-weekend:${member.id}`,
        amount: 100_000n * DONG,
        wagering: 3,
        expiresAt: new Date(now.getTime() + 3 * DAY_MS),
        title: WEEKEND,
      });
    }
  }
  await offerRewards(db, offers);
}
