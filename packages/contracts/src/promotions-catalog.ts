/*
 * The promotions domain's names and limits without zod (the web client's entry exports them; the
 * schemas in promotions.ts are built from them).
 */

/** The type filters of the promotions centre (spec §2), in the order of its tabs ("all" is no filter). */
export const PROMOTION_TYPES = [
  "sports",
  "live",
  "slots",
  "poker",
  "fishing",
  "lottery",
  "rebate",
  "points_mall",
  "vip",
  "deposit",
  "app_download",
  "new_player",
  "gaming",
  "ranking",
  "others",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The tags of a promotion (spec §3). */
export const PROMOTION_TAGS = ["newbie", "limited", "special_offer", "daily", "high_rebate", "vip"] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

/**
 * What a promotion gives (its template):
 * - deposit_match: a percentage of the qualifying deposit (the nth deposit: `nth`, 1 = first), capped;
 * - free_bonus: a fixed bonus on joining or claiming (e.g. a registration reward);
 * - cashback: a percentage of the member's net loss over the promotion's window, claimed after it;
 * - raffle: a claimable prize drawn by the fair stream (MCS2_claimRafflePromotion);
 * - promo_code: a fixed bonus for entering its code;
 * - rebate: the daily rebate (hoàn trả) on valid bets by VIP level and category (paid by the rebate job);
 * - info: no money (an announcement with terms).
 */
export const PROMOTION_TEMPLATES = [
  "deposit_match",
  "free_bonus",
  "cashback",
  "raffle",
  "promo_code",
  "rebate",
  "info",
] as const;
export type PromotionTemplate = (typeof PROMOTION_TEMPLATES)[number];

/**
 * How a member takes part: automatic (nothing to do: the rule pays when it applies), join (opt in
 * first, then the rule pays — e.g. the next deposit), claim (press claim once eligible), apply (send
 * an application staff review), code (enter the promo code).
 */
export const PROMOTION_ENTRIES = ["auto", "join", "claim", "apply", "code"] as const;
export type PromotionEntry = (typeof PROMOTION_ENTRIES)[number];

/** The activity states a member sees on a promotion (spec §4), one at a time. */
export const PROMOTION_STATES = [
  "join",
  "claim",
  "applying",
  "rejected",
  "issued",
  "claimed",
  "processing",
  "signed",
  "coming_soon",
  "closed",
  "registration_closed",
  "application_forbidden",
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const ELIGIBILITY_RULES = [
  "verifiedPhone",
  "zaloLinked",
  "boundBank",
  "minVipLevel",
  "minDeposits",
  "maxDeposits",
  "onePerDevice",
  "onePerIp",
  "maxAccountAgeDays",
] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

/** Spec §9: remark at most 140 characters; up to 3 png/jpg images of at most 5 MB each. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_BYTES_MAX = 5 * 1024 * 1024;
