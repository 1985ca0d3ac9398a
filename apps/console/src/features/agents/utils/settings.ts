import { AGENT_ANNOUNCEMENT_MAX, type ConsoleAgentSettings } from "@lotus/contracts/web";
import { minorToVndInput, parseVndInput } from "../../../lib/money";

/** The agent settings form as typed: amounts in đồng as the operator writes them. */
export type AgentSettingsDraft = {
  announcement: string;
  transferMin: string;
  transferMax: string;
  transferDailyMax: string;
  activeMemberMinBet: string;
};

export type AgentSettingsCheck =
  | { ok: true; request: ConsoleAgentSettings }
  | { ok: false; errors: Partial<Record<keyof AgentSettingsDraft, string>> };

export function agentSettingsDraft(settings: ConsoleAgentSettings): AgentSettingsDraft {
  return {
    announcement: settings.announcement,
    transferMin: minorToVndInput(settings.transferMin),
    transferMax: minorToVndInput(settings.transferMax),
    transferDailyMax: minorToVndInput(settings.transferDailyMax),
    activeMemberMinBet: minorToVndInput(settings.activeMemberMinBet),
  };
}

/**
 * The checks the server makes, before sending (i18n keys as errors): amounts in đồng, the smallest
 * transfer above zero and at most the largest, the largest at most the daily limit; the
 * active-member threshold may be zero (every member with a bet is active).
 */
export function validateAgentSettings(draft: AgentSettingsDraft): AgentSettingsCheck {
  const errors: Partial<Record<keyof AgentSettingsDraft, string>> = {};
  const minor: Partial<Record<keyof AgentSettingsDraft, bigint>> = {};
  for (const field of ["transferMin", "transferMax", "transferDailyMax", "activeMemberMinBet"] as const) {
    const parsed = parseVndInput(draft[field]);
    if (parsed.ok) minor[field] = BigInt(parsed.minor);
    else if (parsed.reason === "zero" && field === "activeMemberMinBet") minor[field] = 0n;
    else errors[field] = `amount.${parsed.reason}`;
  }
  const { transferMin, transferMax, transferDailyMax } = minor;
  if (transferMin !== undefined && transferMax !== undefined && transferMin > transferMax)
    errors.transferMax = "agents.settings.maxBelowMin";
  if (transferMax !== undefined && transferDailyMax !== undefined && transferMax > transferDailyMax)
    errors.transferDailyMax = "agents.settings.dailyBelowMax";
  if (draft.announcement.length > AGENT_ANNOUNCEMENT_MAX) errors.announcement = "agents.settings.announcementTooLong";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      announcement: draft.announcement,
      transferMin: minor.transferMin!.toString(),
      transferMax: minor.transferMax!.toString(),
      transferDailyMax: minor.transferDailyMax!.toString(),
      activeMemberMinBet: minor.activeMemberMinBet!.toString(),
    },
  };
}
