import { dongInputToMinor, MINOR_UNITS_PER_DONG } from "@lotus/contracts/web";

export type AmountProblem = "required" | "invalid" | "wholeDong" | "belowMin" | "aboveMax" | "aboveBalance";

export type AmountLimits = {
  /** Minor units, as the server sends them. */
  min: string;
  max: string;
  /** What the member may spend (minor units); unchecked when absent. */
  balance?: string;
  /** Bank transfers move whole đồng only. */
  wholeDong?: boolean;
};

export type AmountCheck = { minor: string; problem: null } | { minor: null; problem: AmountProblem };

/**
 * What a member typed in an amount field, checked before anything is sent (the server checks again):
 * a readable amount in đồng, within the method's limits and the available balance. All on bigint.
 */
export function checkAmount(input: string, limits: AmountLimits): AmountCheck {
  if (input.trim() === "") return { minor: null, problem: "required" };
  const minor = dongInputToMinor(input);
  if (minor === null || BigInt(minor) === 0n) return { minor: null, problem: "invalid" };
  const value = BigInt(minor);
  if (limits.wholeDong && value % MINOR_UNITS_PER_DONG !== 0n) return { minor: null, problem: "wholeDong" };
  if (value < BigInt(limits.min)) return { minor: null, problem: "belowMin" };
  if (value > BigInt(limits.max)) return { minor: null, problem: "aboveMax" };
  if (limits.balance !== undefined && value > BigInt(limits.balance)) return { minor: null, problem: "aboveBalance" };
  return { minor, problem: null };
}

/** The smaller of two minor-unit amounts. */
export function minMinor(a: string, b: string): string {
  return BigInt(a) <= BigInt(b) ? a : b;
}

/**
 * Minor units as the plain number a banking app accepts in its amount box: đồng without
 * separators ("50000000" → "500000"), with a decimal point only when there are cents.
 */
export function minorToPlainDong(minor: string): string {
  const value = BigInt(minor);
  const whole = value / MINOR_UNITS_PER_DONG;
  const cents = value % MINOR_UNITS_PER_DONG;
  return cents === 0n ? whole.toString() : `${whole}.${cents.toString().padStart(2, "0")}`;
}

/** Minor units as đồng digits for an amount field the member may still edit ("50000000" → "500000"). */
export const minorToInput = minorToPlainDong;
