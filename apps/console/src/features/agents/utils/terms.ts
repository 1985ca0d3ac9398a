import type { AgentContractKind, AgentContractPeriod, ContractTerms } from "@lotus/contracts/web";
import { parseVndInput } from "../../../lib/money";

/*
 * Contract terms as the console's forms edit them: rates typed in percent (up to 4 decimals, as
 * parts per million on the wire: 0.3 % = 3000), amounts typed in đồng (minor units on the wire).
 * No float ever holds a rate or an amount: both are parsed from their digits.
 */

export const CONTRACT_KINDS: readonly AgentContractKind[] = [
  "dividend",
  "daily_salary",
  "hourly_salary",
  "realtime_salary",
];
export const DIVIDEND_PERIODS: readonly AgentContractPeriod[] = ["D", "W", "H", "M"];
export const PPM_PER_PERCENT = 10_000;

/** "0.3" → 3000, "20" → 200000, "100" → 1000000; null for anything else (more than 4 decimals, > 100 %). */
export function percentToPpm(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const ppm = Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? "").padEnd(4, "0"));
  return ppm <= 100 * PPM_PER_PERCENT ? ppm : null;
}

/** 3000 → "0.3", 200000 → "20", 12345 → "1.2345". */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / PPM_PER_PERCENT);
  const fraction = (ppm % PPM_PER_PERCENT).toString().padStart(4, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export type TierDraft = { minTeamBet: string; minActive: string; rate: string };
export type TermsDraft = {
  activeMemberMinBet: string;
  minBetPerHour: string;
  tiers: TierDraft[];
  winRate: string;
  lossRate: string;
  minBetPerWindow: string;
};

export const emptyTerms = (): TermsDraft => ({
  activeMemberMinBet: "200000",
  minBetPerHour: "0",
  tiers: [{ minTeamBet: "0", minActive: "0", rate: "" }],
  winRate: "",
  lossRate: "",
  minBetPerWindow: "0",
});

/** An amount field: đồng as typed ("" or "0" is 0), or null when it is not an amount. */
function minorOf(text: string): string | null {
  if (text.trim() === "" || /^0+$/.test(text.trim())) return "0";
  const parsed = parseVndInput(text);
  return parsed.ok ? parsed.minor : null;
}

const count = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The wire terms of a draft for the kind, or the first field that is not valid. */
export function termsOf(
  kind: AgentContractKind,
  draft: TermsDraft,
): { ok: true; terms: ContractTerms } | { ok: false; field: string } {
  if (kind === "realtime_salary") {
    const winRatePpm = percentToPpm(draft.winRate);
    const lossRatePpm = percentToPpm(draft.lossRate);
    const minBetPerWindow = minorOf(draft.minBetPerWindow);
    if (winRatePpm === null) return { ok: false, field: "winRate" };
    if (lossRatePpm === null) return { ok: false, field: "lossRate" };
    if (minBetPerWindow === null) return { ok: false, field: "minBetPerWindow" };
    return { ok: true, terms: { winRatePpm, lossRatePpm, minBetPerWindow } };
  }
  const activeMemberMinBet = minorOf(draft.activeMemberMinBet);
  if (activeMemberMinBet === null) return { ok: false, field: "activeMemberMinBet" };
  const tiers = [];
  for (const [index, tier] of draft.tiers.entries()) {
    const minTeamBet = minorOf(tier.minTeamBet);
    const minActive = count(tier.minActive);
    const ratePpm = percentToPpm(tier.rate);
    if (minTeamBet === null || minActive === null || ratePpm === null) return { ok: false, field: `tier${index}` };
    tiers.push({ minTeamBet, minActive, ratePpm });
  }
  if (tiers.length === 0) return { ok: false, field: "tiers" };
  if (kind !== "hourly_salary") return { ok: true, terms: { activeMemberMinBet, tiers } };
  const minBetPerHour = minorOf(draft.minBetPerHour);
  if (minBetPerHour === null) return { ok: false, field: "minBetPerHour" };
  return { ok: true, terms: { activeMemberMinBet, tiers, minBetPerHour } };
}

/** One line describing terms: "≥ 10.000.000 ₫ · 5 active → 0.3 %; …" style parts for display. */
export function termsSummary(
  terms: ContractTerms,
  money: (minor: string) => string,
): { tiers: { minTeamBet: string; minActive: number; rate: string }[]; realtime: null | Record<string, string> } {
  if ("winRatePpm" in terms) {
    return {
      tiers: [],
      realtime: {
        win: `${ppmToPercent(terms.winRatePpm)} %`,
        loss: `${ppmToPercent(terms.lossRatePpm)} %`,
        minBet: money(terms.minBetPerWindow),
      },
    };
  }
  return {
    tiers: terms.tiers.map((tier) => ({
      minTeamBet: money(tier.minTeamBet),
      minActive: tier.minActive,
      rate: `${ppmToPercent(tier.ratePpm)} %`,
    })),
    realtime: null,
  };
}
