import { DateFilter } from "../../../components/ui/date-filter";
import type { DateRange } from "../../../lib/date-presets";
import { AGENT_PRESETS } from "../hooks/use-agent-range";
import { AGENT_REPORT_DAYS } from "../utils/agent-constants";

/** The agent reports' range: last 7 or 30 days, or custom dates at most AGENT_REPORT_DAYS apart. */
export function AgentDateFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  return <DateFilter range={range} onChange={onChange} presets={AGENT_PRESETS} maxDays={AGENT_REPORT_DAYS} />;
}
