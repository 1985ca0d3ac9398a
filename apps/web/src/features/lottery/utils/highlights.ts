import {
  LOTTERY_BET_TYPES,
  settleLine,
  type LotteryBetCode,
  type LotteryBetStructure,
  type LotteryResultLike,
} from "@lotus/contracts/web";

/** A results-table cell: "<prize>:<index>", e.g. "G3:2". */
export const cellKey = (prize: string, index: number) => `${prize}:${index}`;

/**
 * The cells of a result a bet would be paid on (or, for xiên, trượt and đá, where its numbers
 * appear; đá 2 đài lights its numbers in this draw only, as đá), with how many trailing digits
 * matched: settled with the contracts' settleLine, one selection at a time, so a pick of ten lô
 * numbers lights every ending any of them hit.
 */
export function highlightCells(
  structure: LotteryBetStructure,
  betType: LotteryBetCode,
  selections: readonly number[],
  result: LotteryResultLike,
): Map<string, number> {
  const type = LOTTERY_BET_TYPES[betType];
  const cells = new Map<string, number>();
  const single = type.numbersPerLine > 1 ? "lo2" : betType;
  const digits = LOTTERY_BET_TYPES[single].rule === "lo" || type.rule === "special" ? type.digits : 2;
  for (const selection of new Set(selections)) {
    let matches;
    try {
      matches = settleLine(structure, single, [selection], result).matches;
    } catch {
      continue;
    }
    for (const match of matches) cells.set(cellKey(match.prize, match.index), Math.max(digits, 2));
  }
  return cells;
}

/** The cells a settled ticket's matches name in its own draw (a đá 2 đài partner's matches are another table). */
export function ticketCells(matches: readonly { prize: string; index: number; partner?: true }[]): Map<string, number> {
  return new Map(matches.filter((m) => !m.partner).map((m) => [cellKey(m.prize, m.index), 2]));
}

/** Đầu → the đuôi of every 2-digit ending of a result (the lô tô table beside the results). */
export function headTailTable(result: LotteryResultLike): string[][] {
  const rows: string[][] = Array.from({ length: 10 }, () => []);
  for (const row of result.prizes) {
    for (const number of row.numbers) {
      if (!/^[0-9]{2,}$/.test(number)) continue;
      const ending = number.slice(-2);
      rows[Number(ending[0])]!.push(ending[1]!);
    }
  }
  return rows.map((tails) => tails.sort());
}
