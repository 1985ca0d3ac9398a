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
