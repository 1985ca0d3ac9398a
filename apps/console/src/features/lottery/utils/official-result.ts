import { LOTTERY_PRIZES, type LotteryResultWire, type LotteryStructure } from "@lotus/contracts/web";

/** The official result form as typed: one text per number, rows in the structure's order (ĐB first). */
export type OfficialDraft = string[][];

export type OfficialProblem = "missing" | "digits";

export type OfficialCheck =
  { ok: true; result: LotteryResultWire } | { ok: false; problems: Record<string, OfficialProblem> };

/** The field name of a number: "<prize>.<index>" ("G3.4"). */
export const officialField = (prize: string, index: number): string => `${prize}.${index}`;

/** An empty form for the structure, or one filled from a result entered earlier (to correct it). */
export function officialDraft(structure: LotteryStructure, from?: LotteryResultWire | null): OfficialDraft {
  return LOTTERY_PRIZES[structure].map(({ prize, count }) => {
    const numbers = from?.prizes.find((row) => row.prize === prize)?.numbers ?? [];
    return Array.from({ length: count }, (_, i) => numbers[i] ?? "");
  });
}

/**
 * Checks every number against its prize row before sending (the server checks the same and answers
 * lottery_result_invalid): present, and exactly the row's count of digits 0–9 (leading zeros kept:
 * "01234" is a 5-digit number). Spaces typed inside a number are dropped.
 */
export function validateOfficialResult(structure: LotteryStructure, draft: OfficialDraft): OfficialCheck {
  const problems: Record<string, OfficialProblem> = {};
  const prizes = LOTTERY_PRIZES[structure].map(({ prize, count, digits }, row) => {
    const numbers = Array.from({ length: count }, (_, index) => {
      const text = (draft[row]?.[index] ?? "").replace(/\s/g, "");
      if (text === "") problems[officialField(prize, index)] = "missing";
      else if (!new RegExp(`^[0-9]{${digits}}$`).test(text)) problems[officialField(prize, index)] = "digits";
      return text;
    });
    return { prize, numbers };
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, result: { prizes } };
}
