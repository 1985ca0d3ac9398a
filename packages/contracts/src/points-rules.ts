/*
 * Points (issue 15; spec §2 points mall, §3 points exchange record and point types, §4 points-exchange
 * states, §9 points never expire): the zod-free constants and arithmetic, importable at run time by
 * the web and the console (points.ts holds the calls' zod schemas built from them).
 *
 * A member's points are a ledger account of their own ('player_points', currency PTS) issued from and
 * redeemed into 'points_issuance'. Points are whole numbers (no minor units): "1,250 points".
 */
import type { GameCategory } from "./categories.ts";

/** The betting categories that earn points from valid bets (settled rounds' stakes). */
export const POINTS_CATEGORIES = ["live", "lottery", "poker", "slot", "sports"] as const;
export type PointsCategory = (typeof POINTS_CATEGORIES)[number];
/** What a rate of the comparison table applies to: a betting category, or credited deposits. */
export const POINTS_RATE_KINDS = [...POINTS_CATEGORIES, "deposit"] as const;
export type PointsRateKind = (typeof POINTS_RATE_KINDS)[number];
/** The spec's point types (§3): each entry of the points details is one of these. */
export const POINTS_TYPES = ["live", "lottery", "poker", "slot", "sports", "redeem", "deposit"] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
/**
 * The finer kind of an entry: earned per category or from deposits; spent on an exchange (redeem),
 * given back when the exchange is rejected (refund), or converted to cash (convert). The last three
 * are the spec's "redeem" type.
 */
export const POINTS_ENTRY_KINDS = [...POINTS_RATE_KINDS, "redeem", "refund", "convert"] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];
export const pointsTypeOf = (kind: PointsEntryKind): PointsType =>
  kind === "refund" || kind === "convert" ? "redeem" : kind;

/** The game categories behind each points category (vendors carry the game category). */
export const POINTS_CATEGORY_OF_GAME: Record<GameCategory, PointsCategory> = {
  LIVE: "live",
  RNG: "slot",
  FISH: "slot",
  SPORTS: "sports",
  ESPORTS: "sports",
  PVP: "poker",
  ELOTT: "lottery",
  LOTT: "lottery",
};

/** Goods of the mall by exchange type (spec §2: discounts, life services, gifts). */
export const POINTS_GOODS_TYPES = ["discount", "service", "gift"] as const;
export type PointsGoodsType = (typeof POINTS_GOODS_TYPES)[number];
/** An exchange: applying (points taken, waiting for staff) → approved | rejected (points and cash refunded). */
export const POINTS_EXCHANGE_STATES = ["applying", "approved", "rejected"] as const;
export type PointsExchangeState = (typeof POINTS_EXCHANGE_STATES)[number];

/** Delivery fields of an exchange (checked in the service: points_address_invalid / points_phone_invalid). */
export const POINTS_ADDRESS_MIN = 5;
export const POINTS_ADDRESS_MAX = 200;
export const POINTS_PHONE_PATTERN = /^\+?[0-9]{8,15}$/;
/** Items of one goods per exchange. */
export const POINTS_QUANTITY_MAX = 10;
/** A rejection's reason (console). */
export const POINTS_REASON_MAX = 140;
/** The cash of a conversion is a bonus with this turnover (wagering multiplier on the bonus). */
export const POINTS_CONVERT_TURNOVER = 1;
/** Days the converted cash's bonus stays open to its 1× turnover (points themselves never expire). */
export const POINTS_CONVERT_BONUS_DAYS = 365;

/** Points a total earns at a rate of one point per `perAmount` (minor units), and what is carried. */
export function pointsFor(total: bigint, perAmount: bigint): { points: bigint; carry: bigint } {
  if (perAmount <= 0n) throw new Error("points: a rate is positive");
  if (total <= 0n) return { points: 0n, carry: total < 0n ? 0n : total };
  return { points: total / perAmount, carry: total % perAmount };
}

/** The cash (minor units) `points` convert to at `cash` per `per` points (floor). */
export function convertCash(points: bigint, rate: { points: bigint; cash: bigint }): bigint {
  if (rate.points <= 0n) throw new Error("points: a conversion rate is positive");
  return (points * rate.cash) / rate.points;
}
