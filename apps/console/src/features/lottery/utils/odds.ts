import {
  LOTTERY_BET_TYPES,
  lotteryRtp,
  lotteryRtpBp,
  type ConsoleLotteryOdds,
  type LotteryBetCode,
  type LotteryOddsRow,
} from "@lotus/contracts/web";
import { minorToVndInput, parseVndInput } from "../../../lib/money";

/** The odds row being edited, as typed: amounts in đồng, the unit limit as a whole number. */
export type OddsDraft = {
  unitPrice: string;
  payoutPerHit: string;
  maxUnits: string;
  capPerNumber: string;
  capPerMember: string;
  enabled: boolean;
};

/** The PUT body of CONSOLE_PATHS.lotteryOdds (consoleLotteryOddsUpdateSchema). */
export type OddsUpdate = {
  prizeMode: ConsoleLotteryOdds["prizeMode"];
  structure: ConsoleLotteryOdds["structure"];
  betType: string;
  unitPrice: string;
  payoutPerHit: string;
  maxUnits: number;
  capPerNumber: string;
  capPerMember: string;
  enabled: boolean;
};

export type OddsCheck =
  { ok: true; request: OddsUpdate } | { ok: false; errors: Partial<Record<keyof OddsDraft, string>> };

/** The largest unit count a row may allow (consoleLotteryOddsUpdateSchema). */
export const MAX_UNITS_LIMIT = 100_000_000;

export const isBetCode = (code: string): code is LotteryBetCode => Object.hasOwn(LOTTERY_BET_TYPES, code);

export function oddsDraft(row: ConsoleLotteryOdds): OddsDraft {
  return {
    unitPrice: minorToVndInput(row.unitPrice),
    payoutPerHit: minorToVndInput(row.payoutPerHit),
    maxUnits: String(row.maxUnits),
    capPerNumber: minorToVndInput(row.capPerNumber),
    capPerMember: minorToVndInput(row.capPerMember),
    enabled: row.enabled,
  };
}

function oddsRowOf(
  row: Pick<ConsoleLotteryOdds, "prizeMode" | "structure">,
  betType: LotteryBetCode,
  unitPrice: bigint,
  payoutPerHit: bigint,
): LotteryOddsRow {
  return { prizeMode: row.prizeMode, structure: row.structure, betType, unitPrice, payoutPerHit };
}

/**
 * The exact return to player of a row in basis points, rounded down (lotteryRtpBp of the contracts,
 * from the prize structure); null for a bet type the contracts do not know or a zero price. Tổng has
 * one payout on the wire, the payout of sum 9: its figure is that sum's.
 */
export function rtpBpOf(
  row: Pick<ConsoleLotteryOdds, "prizeMode" | "structure" | "betType">,
  unitPrice: bigint,
  payoutPerHit: bigint,
): bigint | null {
  if (!isBetCode(row.betType) || unitPrice <= 0n) return null;
  return lotteryRtpBp(row.structure, row.betType, oddsRowOf(row, row.betType, unitPrice, payoutPerHit));
}

/** True when the row would return more than the stake on average (exact fraction, no rounding). */
export function rtpAboveFull(
  row: Pick<ConsoleLotteryOdds, "prizeMode" | "structure" | "betType">,
  unitPrice: bigint,
  payoutPerHit: bigint,
): boolean {
  if (!isBetCode(row.betType) || unitPrice <= 0n) return false;
  const rtp = lotteryRtp(row.structure, row.betType, oddsRowOf(row, row.betType, unitPrice, payoutPerHit));
  return rtp.numerator > rtp.denominator;
}

const LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

/** A whole count with the language's grouping: 262144 → "262.144" (vi). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? "vi-VN", { maximumFractionDigits: 0 }).format(value);
}

/** Basis points as a percentage with two decimals in the operator's language: 9900n → "99,00 %" (vi). */
export function formatBp(bp: bigint | number, language: string): string {
  const value = typeof bp === "bigint" ? bp : BigInt(Math.trunc(bp));
  const whole = value / 100n;
  const cents = (value < 0n ? -value : value) % 100n;
  const decimal =
    new Intl.NumberFormat(LOCALES[language] ?? "vi-VN").formatToParts(1.5).find((p) => p.type === "decimal")?.value ??
    ".";
  return `${whole}${decimal}${cents.toString().padStart(2, "0")} %`;
}

/**
 * The checks of an edited row before it is sent (i18n keys as errors): amounts in đồng above zero,
 * the unit limit a whole number from 1 to 100,000,000, and a return to player of at most 100 % —
 * above it the house pays out more than it takes in on average, whatever the volume.
 */
export function validateOdds(row: ConsoleLotteryOdds, draft: OddsDraft): OddsCheck {
  const errors: Partial<Record<keyof OddsDraft, string>> = {};
  const minor: Partial<Record<"unitPrice" | "payoutPerHit" | "capPerNumber" | "capPerMember", string>> = {};
  for (const field of ["unitPrice", "payoutPerHit", "capPerNumber", "capPerMember"] as const) {
    const parsed = parseVndInput(draft[field]);
    if (parsed.ok) minor[field] = parsed.minor;
    else errors[field] = `amount.${parsed.reason}`;
  }
  const units = draft.maxUnits.trim();
  if (!/^[1-9][0-9]*$/.test(units) || Number(units) > MAX_UNITS_LIMIT) errors.maxUnits = "lottery.odds.maxUnitsInvalid";
  if (
    minor.unitPrice !== undefined &&
    minor.payoutPerHit !== undefined &&
    rtpAboveFull(row, BigInt(minor.unitPrice), BigInt(minor.payoutPerHit))
  ) {
    errors.payoutPerHit = "lottery.odds.rtpAbove";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      prizeMode: row.prizeMode,
      structure: row.structure,
      betType: row.betType,
      unitPrice: minor.unitPrice!,
      payoutPerHit: minor.payoutPerHit!,
      maxUnits: Number(units),
      capPerNumber: minor.capPerNumber!,
      capPerMember: minor.capPerMember!,
      enabled: draft.enabled,
    },
  };
}

/** The RTP of the draft as typed, or null while a price is not an amount yet. */
export function draftRtpBp(row: ConsoleLotteryOdds, draft: OddsDraft): bigint | null {
  const unit = parseVndInput(draft.unitPrice);
  const payout = parseVndInput(draft.payoutPerHit);
  if (!unit.ok || !payout.ok) return null;
  return rtpBpOf(row, BigInt(unit.minor), BigInt(payout.minor));
}
