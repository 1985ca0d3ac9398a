import type { RegisterRule } from "../../../lib/types";

/** Why a registration rule cannot be saved (an i18n key), or null: lengths 0–255 / 1–255, min ≤ max. */
export function ruleProblem(rule: RegisterRule): string | null {
  const { minLength, maxLength } = rule;
  if (!Number.isInteger(minLength) || minLength < 0 || minLength > 255) return "rules.minOutOfRange";
  if (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > 255) return "rules.maxOutOfRange";
  if (minLength > maxLength) return "rules.minAboveMax";
  return null;
}
