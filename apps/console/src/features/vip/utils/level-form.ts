import { GAME_CATEGORIES, dongInputToMinor, type ConsoleVipLevel, type GameCategory } from "@lotus/contracts/web";
import { minorToVndInput } from "../../../lib/money";
import type { VipLevelBody } from "../api/vip";

/*
 * The level editor's form: amounts typed in đồng (zero allowed), rebate rates typed in percent with
 * up to two decimals (basis points on the wire), withdrawals per day as a whole number 1–100.
 */

export const AMOUNT_FIELDS = [
  "depositRequirement",
  "betRequirement",
  "keepBet",
  "upgradeBonus",
  "monthlyBonus",
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export type LevelDraft = Record<AmountField, string> & {
  dailyWithdrawals: string;
  rebates: Record<GameCategory, string>;
};

/** Basis points as a percent an operator edits: 120 → "1.2", 50 → "0.5". */
export const basisPointsToPercent = (basisPoints: number): string => (basisPoints / 100).toString();

/** A percent with up to two decimals as basis points (0–10 %), or null. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 1000 ? basisPoints : null;
}

export function levelDraft(level: ConsoleVipLevel): LevelDraft {
  const rates = new Map(level.rebates.map((rate) => [rate.category, rate.basisPoints]));
  return {
    depositRequirement: minorToVndInput(level.depositRequirement),
    betRequirement: minorToVndInput(level.betRequirement),
    keepBet: minorToVndInput(level.keepBet),
    upgradeBonus: minorToVndInput(level.upgradeBonus),
    monthlyBonus: minorToVndInput(level.monthlyBonus),
    dailyWithdrawals: String(level.dailyWithdrawals),
    rebates: Object.fromEntries(
      GAME_CATEGORIES.map((category) => [category, basisPointsToPercent(rates.get(category) ?? 0)]),
    ) as Record<GameCategory, string>,
  };
}

export type DraftErrors = Partial<Record<AmountField | "dailyWithdrawals" | GameCategory, string>>;

/** The body of the edit call, or the fields that are wrong (error keys of the vip namespace). */
export function levelBody(draft: LevelDraft): { ok: true; body: VipLevelBody } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amounts = {} as Record<AmountField, string>;
  for (const field of AMOUNT_FIELDS) {
    const minor = draft[field].trim() === "" ? null : dongInputToMinor(draft[field]);
    if (minor === null) errors[field] = "vip.form.amountInvalid";
    else amounts[field] = minor;
  }
  const daily = /^\d{1,3}$/.test(draft.dailyWithdrawals.trim()) ? Number(draft.dailyWithdrawals) : NaN;
  if (!(daily >= 1 && daily <= 100)) errors.dailyWithdrawals = "vip.form.dailyInvalid";
  const rebates = GAME_CATEGORIES.map((category) => {
    const basisPoints = percentToBasisPoints(draft.rebates[category]);
    if (basisPoints === null) errors[category] = "vip.form.rateInvalid";
    return { category, basisPoints: basisPoints ?? 0 };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...amounts, dailyWithdrawals: daily, rebates } };
}
