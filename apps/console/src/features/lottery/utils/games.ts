import {
  LOTTERY_DRAW_TIME,
  LOTTERY_REGIONS,
  LOTTERY_WEEKLY_SCHEDULE,
  type IsoWeekday,
  type LotteryGame,
  type LotteryRegion,
  type LotteryResultSource,
} from "@lotus/contracts/web";

/** The largest cut-off (consoleLotteryGameUpdateSchema): a day. */
export const MAX_CUTOFF_SECONDS = 86_400;

export type CutoffCheck = { ok: true; seconds: number } | { ok: false; error: string };

/**
 * A cut-off typed in seconds (bets close that long before the draw): a whole number from 0 to a
 * day, and for a fast game shorter than its interval — else no draw would ever take a bet.
 */
export function validateCutoff(input: string, game: Pick<LotteryGame, "intervalSeconds">): CutoffCheck {
  const text = input.trim();
  if (!/^[0-9]+$/.test(text) || Number(text) > MAX_CUTOFF_SECONDS)
    return { ok: false, error: "lottery.games.cutoffInvalid" };
  const seconds = Number(text);
  if (game.intervalSeconds !== null && seconds >= game.intervalSeconds)
    return { ok: false, error: "lottery.games.cutoffAboveInterval" };
  return { ok: true, seconds };
}

/** A duration as minutes and seconds ({minutes, seconds}) for the i18n texts. */
export function durationParts(totalSeconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

export const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The weekday table read-only: for each weekday, the stations of each region (south, central, north). */
export function weeklyTable(): { weekday: IsoWeekday; regions: Record<LotteryRegion, readonly string[]> }[] {
  return WEEKDAYS.map((weekday) => ({
    weekday,
    regions: Object.fromEntries(
      LOTTERY_REGIONS.map((region) => [region, LOTTERY_WEEKLY_SCHEDULE[region][weekday]]),
    ) as Record<LotteryRegion, readonly string[]>,
  }));
}

/** The regions as the schedule table shows them: in draw order (Nam 16:15, Trung 17:15, Bắc 18:15). */
export const REGIONS_BY_TIME: readonly LotteryRegion[] = [...LOTTERY_REGIONS].sort((a, b) =>
  LOTTERY_DRAW_TIME[a].localeCompare(LOTTERY_DRAW_TIME[b]),
);

/**
 * Whether a game's result source may be switched: traditional games only. A fast game draws every
 * few minutes from its hash chain alone (the console offers no official result for it).
 */
export const canSwitchResultSource = (game: Pick<LotteryGame, "kind">): boolean => game.kind === "traditional";

/** The source a switch moves a game to. */
export const otherResultSource = (source: LotteryResultSource): LotteryResultSource =>
  source === "chain" ? "official" : "chain";
