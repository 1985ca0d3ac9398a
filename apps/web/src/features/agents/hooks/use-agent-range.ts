import { useState } from "react";
import type { DatePreset } from "@lotus/contracts/web";
import { AGENT_REPORT_DAYS } from "../utils/agent-constants";
import { presetRange, rangeProblem, type DateRange } from "../../../lib/date-presets";

/** Spec §9 presets of the agent reports: they look back only. */
export const AGENT_PRESETS: readonly DatePreset[] = ["last7", "last30"];

/** The date range of an agent report: last 7 days at first; `valid` once the server would take it. */
export function useAgentRange() {
  const [range, setRange] = useState<DateRange>(() => presetRange("last7"));
  const valid = rangeProblem(range, AGENT_REPORT_DAYS) === null;
  return { range, setRange, valid };
}
