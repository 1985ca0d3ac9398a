/*
 * The team figures a statement was computed from (the server's `inputs`), in the order and form an
 * agent reads them: money in minor units as digit strings, counts, a rate in ppm, a yes/no. A key the
 * web does not know yet is shown as sent rather than hidden.
 */
export type StatementInputKind = "money" | "count" | "rate" | "flag";

export const STATEMENT_INPUTS: readonly { key: string; kind: StatementInputKind }[] = [
  { key: "teamBet", kind: "money" },
  { key: "activeMembers", kind: "count" },
  { key: "rounds", kind: "count" },
  { key: "lostStake", kind: "money" },
  { key: "wonStake", kind: "money" },
  { key: "reached", kind: "flag" },
  { key: "qualifiedHours", kind: "count" },
  { key: "netLoss", kind: "money" },
  { key: "bonuses", kind: "money" },
  { key: "rebates", kind: "money" },
  { key: "salaries", kind: "money" },
  { key: "base", kind: "money" },
  { key: "ratioPpm", kind: "rate" },
  { key: "clawbackRounds", kind: "count" },
];

export type StatementInput = { key: string; kind: StatementInputKind | "other"; value: unknown };

/** The statement's inputs: the known ones first in reading order, then any other key as sent. */
export function statementInputs(inputs: Record<string, unknown>): StatementInput[] {
  const known = STATEMENT_INPUTS.filter(({ key }) => key in inputs).map(({ key, kind }) => ({
    key,
    kind,
    value: inputs[key],
  }));
  const others = Object.keys(inputs)
    .filter((key) => !STATEMENT_INPUTS.some((input) => input.key === key))
    .sort()
    .map((key) => ({ key, kind: "other" as const, value: inputs[key] }));
  return [...known, ...others];
}
