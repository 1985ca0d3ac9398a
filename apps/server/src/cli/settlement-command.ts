import { AGENT_CONTRACT_KINDS, type AgentContractKind } from "@lotus/contracts";
import type { Db } from "../db/pool.ts";
import { runPeriod, settle, verifySettlement } from "../modules/agents/index.ts";
import { CliError } from "./cli-database.ts";

/*
 * `npm run admin -- settlement run --kind K --period YYYY-MM-DD[THH:MM]` settles (computes and
 * pays) the run of the kind whose period contains that local (UTC+7) time — the day for salaries
 * and dividends, the 5-minute window for real-time salary; a run already made answers "replayed".
 * `settlement verify --period YYYY-MM-DD[THH:MM] [--to YYYY-MM-DD] [--kind K]` recomputes every
 * statement of the runs in that range and checks each stored row against its hash; any mismatch is
 * a failure (exit status 1).
 */

export const SETTLEMENT_USAGE = `  settlement run --kind K --period YYYY-MM-DD[THH:MM]
                                         settle and pay the run of kind K (${AGENT_CONTRACT_KINDS.join(", ")})
                                         whose period contains that local time (GMT+7); repeatable
  settlement verify --period YYYY-MM-DD[THH:MM] [--to YYYY-MM-DD] [--kind K]
                                         recompute the statements of the runs in that range; exits 1 on a mismatch`;

export class SettlementUsageError extends Error {}

const PERIOD = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

function options(args: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    const value = args[i + 1];
    if (!name.startsWith("--") || value === undefined) throw new SettlementUsageError(`Unexpected "${name}".`);
    map.set(name.slice(2), value);
  }
  return map;
}

function kindOf(value: string | undefined, required: boolean): AgentContractKind | undefined {
  if (value === undefined) {
    if (required) throw new SettlementUsageError("--kind is required.");
    return undefined;
  }
  if (!(AGENT_CONTRACT_KINDS as readonly string[]).includes(value)) {
    throw new SettlementUsageError(`Unknown kind "${value}": ${AGENT_CONTRACT_KINDS.join(", ")}.`);
  }
  return value as AgentContractKind;
}

function localTime(value: string | undefined, name: string): { at: Date; withTime: boolean } {
  const match = value === undefined ? null : PERIOD.exec(value);
  if (!match) throw new SettlementUsageError(`--${name} must be YYYY-MM-DD or YYYY-MM-DDTHH:MM.`);
  const at = new Date(`${match[1]}T${match[2] ?? "00:00"}:00+07:00`);
  if (Number.isNaN(at.getTime())) throw new SettlementUsageError(`--${name}: not a date.`);
  return { at, withTime: match[2] !== undefined };
}

export async function settlementCommand(db: Db, args: readonly string[]): Promise<string> {
  const [sub, ...rest] = args;
  const opts = options(rest);
  if (sub === "run") {
    const kind = kindOf(opts.get("kind"), true)!;
    const { at } = localTime(opts.get("period"), "period");
    const r = await settle(db, kind, at);
    return `${r.kind} ${r.periodStart} – ${r.periodEnd}: run ${r.runId}, ${r.statements} statements, paid ${r.paid}${
      r.replayed ? " (already settled: nothing paid now)" : ""
    }`;
  }
  if (sub === "verify") {
    const kind = kindOf(opts.get("kind"), false);
    const { at, withTime } = localTime(opts.get("period"), "period");
    const from = withTime ? runPeriod(kind ?? "realtime_salary", at).start : at;
    const to = opts.has("to")
      ? new Date(localTime(opts.get("to"), "to").at.getTime() + 86_400_000)
      : withTime
        ? runPeriod(kind ?? "realtime_salary", at).end
        : new Date(at.getTime() + 86_400_000);
    const report = await verifySettlement(db, from, to, kind);
    const head = `${report.runs} runs, ${report.statements} statements checked`;
    if (report.mismatches.length > 0) {
      const lines = report.mismatches.map((m) => `  run ${m.runId} ${m.kind} contract ${m.contractId}: ${m.reason}`);
      throw new CliError(`${head}; ${report.mismatches.length} mismatches:\n${lines.join("\n")}`);
    }
    return `${head}: all match`;
  }
  throw new SettlementUsageError("settlement run|verify");
}
