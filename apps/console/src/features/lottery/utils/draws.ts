import {
  LOTTERY_DRAW_STATES,
  LOTTERY_PRIZES,
  LOTTERY_STATIONS,
  type ConsoleLotteryDraw,
  type LotteryDrawState,
  type LotteryGame,
  type LotteryResultWire,
  type LotteryStructure,
} from "@lotus/contracts/web";

export const isDrawState = (value: string): value is LotteryDrawState =>
  (LOTTERY_DRAW_STATES as readonly string[]).includes(value);

/** States the server cancels from (stored scheduled — read as open or closed too —, drawing, drawn). */
const CANCELLABLE: readonly LotteryDrawState[] = ["scheduled", "open", "closed", "drawing", "drawn"];
/**
 * States an official result may be entered or approved in: before the draw (stored "scheduled",
 * read as scheduled, open or closed). At draw time an approved result replaces the chain's.
 */
const OFFICIAL_ENTRY: readonly LotteryDrawState[] = ["scheduled", "open", "closed"];

/** What an operator may do to a draw; `approve` is "own" when the pending result is the operator's own. */
export type DrawActions = { cancel: boolean; enterOfficial: boolean; approve: "yes" | "own" | "no" };

/**
 * The actions a draw offers this operator: none without the `lottery` permission (a cashier reads);
 * cancel before settlement; an official result only for traditional draws (fast games draw from the
 * chain alone) not drawn yet; approval of a pending official result by anyone but the
 * operator who entered it (maker–checker: the server refuses it too, lottery_maker_checker).
 */
export function drawActions(
  draw: Pick<ConsoleLotteryDraw, "state" | "official">,
  who: { canChange: boolean; username: string | undefined; traditional: boolean },
): DrawActions {
  if (!who.canChange) return { cancel: false, enterOfficial: false, approve: "no" };
  const pending = draw.official !== null && draw.official.approvedBy === null;
  const open = OFFICIAL_ENTRY.includes(draw.state);
  return {
    cancel: CANCELLABLE.includes(draw.state),
    enterOfficial: who.traditional && open && (draw.official === null || pending),
    approve: !pending || !open ? "no" : draw.official?.enteredBy === who.username ? "own" : "yes",
  };
}

/**
 * Whether a draw is waiting for its official result: its game takes official results only, its
 * draw time has passed, it is still before the draw on the wire (scheduled / open / closed) and no
 * approved official result exists yet — the clock leaves it closed until one is approved.
 */
export function awaitsOfficialResult(
  draw: Pick<ConsoleLotteryDraw, "state" | "drawAt" | "official">,
  game: Pick<LotteryGame, "resultSource"> | undefined,
  now: number,
): boolean {
  if (game?.resultSource !== "official" || !OFFICIAL_ENTRY.includes(draw.state)) return false;
  const drawAt = Date.parse(draw.drawAt);
  return !Number.isNaN(drawAt) && drawAt <= now && !draw.official?.approvedBy;
}

/** Numbers in a structure's draw: 27 (north) or 18 (southern). */
export const numbersInDraw = (structure: LotteryStructure): number =>
  LOTTERY_PRIZES[structure].reduce((sum, row) => sum + row.count, 0);

/**
 * The structure of a draw: its game's, else read from its result (9 prize rows: southern, 8: north),
 * else null (the results table then shows the rows the result has).
 */
export function structureOfDraw(
  draw: Pick<ConsoleLotteryDraw, "gameCode" | "result">,
  games: readonly Pick<LotteryGame, "code" | "structure">[],
): LotteryStructure | null {
  const game = games.find((g) => g.code === draw.gameCode);
  if (game) return game.structure;
  const rows = draw.result?.prizes.length;
  if (rows === LOTTERY_PRIZES.southern.length) return "southern";
  if (rows === LOTTERY_PRIZES.north.length) return "north";
  return null;
}

/** One prize row to show: every position, null where the number is not revealed yet. */
export type ResultRow = { prize: string; digits: number | null; numbers: (string | null)[] };

/**
 * A result as a table of prize rows (ĐB first), with the positions not revealed yet as null, so a
 * draw in progress shows its empty places.
 */
export function resultRows(result: LotteryResultWire | null, structure: LotteryStructure | null): ResultRow[] {
  if (!structure) {
    return (result?.prizes ?? []).map((row) => ({ prize: row.prize, digits: null, numbers: row.numbers }));
  }
  return LOTTERY_PRIZES[structure].map(({ prize, count, digits }) => {
    const drawn = result?.prizes.find((row) => row.prize === prize)?.numbers ?? [];
    return { prize, digits, numbers: Array.from({ length: count }, (_, i) => drawn[i] ?? null) };
  });
}

/** A station's Vietnamese name by code ("MN_HCM" → "TP. Hồ Chí Minh"), the code itself when unknown. */
export function stationName(code: string | null): string {
  if (!code) return "—";
  return LOTTERY_STATIONS.find((station) => station.code === code)?.name ?? code;
}
