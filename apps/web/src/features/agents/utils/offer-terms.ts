import { dongInputToMinor, type AgentContractKind, type ContractTerms } from "@lotus/contracts/web";
import { percentInputToPpm } from "./rate";

/** What the offer form holds: typed text, read into terms only when sent. */
export type TierDraft = { minTeamBet: string; minActive: string; rate: string };
export type OfferDraft = {
  activeMemberMinBet: string;
  tiers: TierDraft[];
  minBetPerHour: string;
  winRate: string;
  lossRate: string;
  minBetPerWindow: string;
};

export const emptyTier: TierDraft = { minTeamBet: "0", minActive: "0", rate: "" };
export const emptyOffer: OfferDraft = {
  activeMemberMinBet: "200000",
  tiers: [emptyTier],
  minBetPerHour: "0",
  winRate: "",
  lossRate: "",
  minBetPerWindow: "0",
};

export type OfferProblem = { field: string; index?: number };

const minor = (text: string) => dongInputToMinor(text);
const count = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The typed offer as contract terms (amounts in minor units, rates in ppm), or the first field
 * that cannot be read. Tiers must rise: each asks more team bet or active members than the one
 * before (the server checks the same; this only points at the field).
 */
export function draftToTerms(
  kind: AgentContractKind,
  draft: OfferDraft,
): { ok: true; terms: ContractTerms } | { ok: false; problem: OfferProblem } {
  if (kind === "realtime_salary") {
    const winRatePpm = percentInputToPpm(draft.winRate);
    if (winRatePpm === null) return { ok: false, problem: { field: "winRate" } };
    const lossRatePpm = percentInputToPpm(draft.lossRate);
    if (lossRatePpm === null) return { ok: false, problem: { field: "lossRate" } };
    const minBetPerWindow = minor(draft.minBetPerWindow);
    if (minBetPerWindow === null) return { ok: false, problem: { field: "minBetPerWindow" } };
    return { ok: true, terms: { winRatePpm, lossRatePpm, minBetPerWindow } };
  }
  const activeMemberMinBet = minor(draft.activeMemberMinBet);
  if (activeMemberMinBet === null) return { ok: false, problem: { field: "activeMemberMinBet" } };
  const tiers = [];
  for (const [index, tier] of draft.tiers.entries()) {
    const minTeamBet = minor(tier.minTeamBet);
    if (minTeamBet === null) return { ok: false, problem: { field: "minTeamBet", index } };
    const minActive = count(tier.minActive);
    if (minActive === null) return { ok: false, problem: { field: "minActive", index } };
    const ratePpm = percentInputToPpm(tier.rate);
    if (ratePpm === null) return { ok: false, problem: { field: "rate", index } };
    const previous = tiers[index - 1];
    if (previous && BigInt(minTeamBet) <= BigInt(previous.minTeamBet) && minActive <= previous.minActive) {
      return { ok: false, problem: { field: "minTeamBet", index } };
    }
    tiers.push({ minTeamBet, minActive, ratePpm });
  }
  if (kind === "hourly_salary") {
    const minBetPerHour = minor(draft.minBetPerHour);
    if (minBetPerHour === null) return { ok: false, problem: { field: "minBetPerHour" } };
    return { ok: true, terms: { activeMemberMinBet, tiers, minBetPerHour } };
  }
  return { ok: true, terms: { activeMemberMinBet, tiers } };
}
