import { z } from "zod";

/*
 * The rewards domain (issue 15, spec §2 rewardCenter and missionLeaderboard): rewards offered to a
 * member by other features and claimed in the reward centre, missions (daily and weekly) and races
 * (leaderboards scored on edge-weighted wager).
 */

/** Where a reward comes from; (source, ref) is offered once. */
export const REWARD_SOURCES = [
  "mission",
  "race",
  "rebate",
  "vip_upgrade",
  "vip_monthly",
  "vip_birthday",
  "promotion",
  "envelope",
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const REWARD_STATUSES = ["offered", "claimed", "lapsed"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** A reward's reference inside its source (a mission period, a race placing, a rebate day…). */
export const REWARD_REF_PATTERN = /^[A-Za-z0-9_:.-]{1,64}$/;
/** Largest turnover multiple of a reward (the wagering cap of promotions-wagering.ts). */
export const REWARD_MAX_WAGERING = 10;
/** How long the bonus grant of a claimed reward with wagering stays active. */
export const REWARD_GRANT_DAYS = 30;

export const rewardTitleSchema = z
  .object({
    vi: z.string().min(1).max(120),
    en: z.string().min(1).max(120),
    zh: z.string().min(1).max(120),
    ja: z.string().min(1).max(120),
    th: z.string().min(1).max(120),
  })
  .strict();
export type RewardTitle = z.infer<typeof rewardTitleSchema>;

/* ---- Missions (daily / weekly) ---- */

export const MISSION_PERIODS = ["daily", "weekly"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** What a mission counts: valid bet (settled rounds, optionally of one category), credited deposits, login days. */
export const MISSION_TRIGGERS = ["valid_bet", "deposit", "login"] as const;
export type MissionTrigger = (typeof MISSION_TRIGGERS)[number];
/** Game categories a valid-bet mission may be limited to (game_vendor.category). */
export const MISSION_CATEGORIES = ["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT", "LOTT"] as const;
export type MissionCategory = (typeof MISSION_CATEGORIES)[number];
export const MISSION_STATES = ["in_progress", "claimable", "claimed"] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/* ---- Races (leaderboards) ---- */

export const RACE_STATES = ["upcoming", "running", "finished"] as const;
export type RaceState = (typeof RACE_STATES)[number];
/** Rows of a race's board shown to members (spec: top 20 and the member's own rank). */
export const RACE_BOARD_SIZE = 20;
/** After a race's window closes, rounds still settling get this long before the payout job ranks it. */
export const RACE_PAYOUT_GRACE_MS = 60_000;

/* ---- Member calls ---- */

const isoTime = z.string();
const digits = z.string().regex(/^[0-9]+$/);

export const rewardWireSchema = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  amount: digits,
  wagering: z.number().int(),
  expiresAt: isoTime,
  status: z.enum(REWARD_STATUSES),
  claimedAt: isoTime.nullable(),
});
export type RewardWire = z.infer<typeof rewardWireSchema>;

export const rewardsValueSchema = z.object({
  serverTime: isoTime,
  /** How many can be claimed now (offered, unexpired). */
  claimable: z.number().int(),
  /** Offered ones first by expiry, then the history newest first. */
  list: z.array(rewardWireSchema),
});
export type RewardsValue = z.infer<typeof rewardsValueSchema>;

export const rewardClaimValueSchema = z.object({
  rewardId: z.string(),
  grantId: z.string(),
  amount: digits,
  wagering: z.number().int(),
  replayed: z.boolean(),
});
export type RewardClaimValue = z.infer<typeof rewardClaimValueSchema>;

export const missionWireSchema = z.object({
  id: z.string(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  trigger: z.enum(MISSION_TRIGGERS),
  category: z.enum(MISSION_CATEGORIES).nullable(),
  /** Money targets in minor units; login targets in days. */
  target: digits,
  progress: digits,
  rewardAmount: digits,
  wagering: z.number().int(),
  periodEndsAt: isoTime,
  state: z.enum(MISSION_STATES),
});
export type MissionWire = z.infer<typeof missionWireSchema>;

export const missionsValueSchema = z.object({
  serverTime: isoTime,
  /** Missions met and not yet claimed in their period (the member-centre badge). */
  claimable: z.number().int(),
  list: z.array(missionWireSchema),
});
export type MissionsValue = z.infer<typeof missionsValueSchema>;

export const raceBoardRowSchema = z.object({
  rank: z.number().int(),
  /** The account, masked (pl***01). */
  account: z.string(),
  score: digits,
  prize: digits.nullable(),
  me: z.boolean(),
});
export type RaceBoardRow = z.infer<typeof raceBoardRowSchema>;

export const raceWireSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  state: z.enum(RACE_STATES),
  prizes: z.array(z.object({ rank: z.number().int(), amount: digits })),
  board: z.array(raceBoardRowSchema),
  /** The member's own row (also when outside the board), or null before their first scoring round. */
  me: raceBoardRowSchema.nullable(),
  paid: z.boolean(),
});
export type RaceWire = z.infer<typeof raceWireSchema>;

export const racesValueSchema = z.object({ serverTime: isoTime, list: z.array(raceWireSchema) });
export type RacesValue = z.infer<typeof racesValueSchema>;

/* ---- Console ---- */

const consoleTitleSchema = rewardTitleSchema;
const amountText = z
  .string()
  .regex(/^[1-9][0-9]{0,17}$/)
  .transform((text) => BigInt(text));

export const consoleMissionSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: rewardTitleSchema,
  period: z.enum(MISSION_PERIODS),
  trigger: z.enum(MISSION_TRIGGERS),
  category: z.enum(MISSION_CATEGORIES).nullable(),
  target: digits,
  rewardAmount: digits,
  wagering: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Rewards offered for it so far, and claimed. */
  offered: z.number().int(),
  claimed: z.number().int(),
});
export type ConsoleMission = z.infer<typeof consoleMissionSchema>;

export const consoleMissionCreateSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/),
    title: consoleTitleSchema,
    period: z.enum(MISSION_PERIODS),
    trigger: z.enum(MISSION_TRIGGERS),
    category: z.enum(MISSION_CATEGORIES).nullable().default(null),
    target: amountText,
    rewardAmount: amountText,
    wagering: z.number().int().min(0).max(REWARD_MAX_WAGERING),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type ConsoleMissionCreate = z.input<typeof consoleMissionCreateSchema>;

export const consoleMissionUpdateSchema = z.object({ enabled: z.boolean() }).strict();
export type ConsoleMissionUpdate = z.infer<typeof consoleMissionUpdateSchema>;

export const consoleRaceSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: rewardTitleSchema,
  startsAt: isoTime,
  endsAt: isoTime,
  state: z.enum(RACE_STATES),
  prizes: z.array(digits),
  edges: z.record(z.string(), z.number().int()),
  wagering: z.number().int(),
  paidAt: isoTime.nullable(),
  entrants: z.number().int(),
});
export type ConsoleRace = z.infer<typeof consoleRaceSchema>;

/** A race's house edge per category in basis points, for games whose RTP the catalogue does not know. */
export const raceEdgesSchema = z
  .partialRecord(z.enum(MISSION_CATEGORIES), z.number().int().min(0).max(10_000))
  .refine((edges) => Object.keys(edges).length > 0, { message: "at least one category" });

export const consoleRaceCreateSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/),
    title: consoleTitleSchema,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** Prize by rank (first = rank 1), minor units. */
    prizes: z.array(amountText).min(1).max(100),
    edges: raceEdgesSchema,
    wagering: z.number().int().min(0).max(REWARD_MAX_WAGERING),
  })
  .strict()
  .refine((race) => Date.parse(race.endsAt) > Date.parse(race.startsAt), {
    message: "endsAt must be after startsAt",
    path: ["endsAt"],
  });
export type ConsoleRaceCreate = z.input<typeof consoleRaceCreateSchema>;

export const consoleRaceStandingSchema = z.object({
  rank: z.number().int(),
  memberId: z.string(),
  account: z.string(),
  memberStatus: z.string(),
  score: digits,
  reachedAt: isoTime,
  prize: digits.nullable(),
  /** Ranked but never paid (frozen, locked, closed or trial accounts). */
  eligible: z.boolean(),
  /** The reward of the payout, once offered. */
  rewardStatus: z.enum(REWARD_STATUSES).nullable(),
});
export type ConsoleRaceStanding = z.infer<typeof consoleRaceStandingSchema>;

export const consoleRaceDetailSchema = z.object({
  race: consoleRaceSchema,
  standings: z.array(consoleRaceStandingSchema),
});
export type ConsoleRaceDetail = z.infer<typeof consoleRaceDetailSchema>;

export const consoleMemberRewardsQuerySchema = z.strictObject({ account: z.string().min(1).max(64) });
export const consoleMemberRewardSchema = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  ref: z.string(),
  title: z.string(),
  amount: digits,
  wagering: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  expiresAt: isoTime,
  claimedAt: isoTime.nullable(),
  grantId: z.string().nullable(),
  createdAt: isoTime,
});
export type ConsoleMemberReward = z.infer<typeof consoleMemberRewardSchema>;
export const consoleMemberRewardsSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  list: z.array(consoleMemberRewardSchema),
});
export type ConsoleMemberRewards = z.infer<typeof consoleMemberRewardsSchema>;
