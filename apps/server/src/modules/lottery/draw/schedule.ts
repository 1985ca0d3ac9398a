import {
  LOTTERY_DRAW_TIME,
  LOTTERY_NO_DRAW_DATES,
  LOTTERY_WEEKLY_SCHEDULE,
  type IsoWeekday,
  type LotteryRegion,
} from "@lotus/contracts";

/*
 * When a game draws (pure; issue 14, deliver 1). Times are Asia/Ho_Chi_Minh (UTC+7 all year, no
 * daylight saving), so a local time is the UTC time plus seven hours.
 *   Traditional: Miền Bắc every day at 18:15 (the host station of the weekday), a Nam / Trung
 *   station on its weekdays at 16:15 / 17:15; none on the no-draw (Tết) dates. Bets close
 *   cutoff_seconds before the draw (default 15 minutes).
 *   Fast (Elott): the NNNN-th draw of the local day at midnight + NNNN × interval, issue
 *   'YYYYMMDD-NNNN'; bets close cutoff_seconds before the draw.
 *   A draw opens when the game's previous draw closes, so there is always one to bet on.
 */

const LOCAL_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export type ScheduledGame = {
  code: string;
  kind: "traditional" | "fast";
  region: LotteryRegion | null;
  stationCode: string | null;
  intervalSeconds: number | null;
  cutoffSeconds: number;
};

export type Slot = {
  issue: string;
  stationCode: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

/** The local calendar date (yyyy-MM-dd) of an instant. */
export const localDate = (at: Date): string => new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
/** The instant of a local date and time. */
const localInstant = (date: string, time: string): Date =>
  new Date(Date.parse(`${date}T${time}:00Z`) - LOCAL_OFFSET_MS);
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (date: string): IsoWeekday =>
  (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as IsoWeekday;
const compact = (date: string) => date.replaceAll("-", "");

/** The station that draws for a traditional game on a local date, or null when it does not draw. */
export function stationOn(game: ScheduledGame, date: string): string | null {
  if (game.kind !== "traditional" || !game.region || LOTTERY_NO_DRAW_DATES.includes(date)) return null;
  const stations = LOTTERY_WEEKLY_SCHEDULE[game.region][isoWeekday(date)];
  if (game.region === "north") return stations[0] ?? null;
  return game.stationCode && (stations as readonly string[]).includes(game.stationCode) ? game.stationCode : null;
}

/**
 * The game's draws whose draw time is after `after` and at most `until`, in order. `previousDrawAt`
 * is the draw time of the game's draw before them (bets of the first slot open there), if any.
 */
export function slotsBetween(game: ScheduledGame, after: Date, until: Date, previousDrawAt: Date | null): Slot[] {
  const slots: Slot[] = [];
  let previous = previousDrawAt;
  const cutoff = game.cutoffSeconds * 1000;
  const push = (issue: string, stationCode: string | null, drawAt: Date, fallbackOpen: Date) => {
    // Bets roll over: a draw opens when the one before it closes (no dead time between two draws).
    const opensAt = new Date((previous ?? fallbackOpen).getTime() - cutoff);
    const closesAt = new Date(Math.max(drawAt.getTime() - cutoff, opensAt.getTime() + 1000));
    slots.push({ issue, stationCode, opensAt, closesAt, drawAt });
    previous = drawAt;
  };
  if (game.kind === "fast") {
    const interval = game.intervalSeconds! * 1000;
    const perDay = Math.floor(DAY_MS / interval);
    let date = localDate(new Date(after.getTime() - 1));
    for (;;) {
      const midnight = localInstant(date, "00:00").getTime();
      for (let n = 1; n <= perDay; n += 1) {
        const drawAt = new Date(midnight + n * interval);
        if (drawAt.getTime() <= after.getTime()) continue;
        if (drawAt.getTime() > until.getTime()) return slots;
        push(`${compact(date)}-${String(n).padStart(4, "0")}`, null, drawAt, new Date(drawAt.getTime() - interval));
      }
      date = addDays(date, 1);
    }
  }
  let date = localDate(after);
  while (localInstant(date, "00:00").getTime() <= until.getTime()) {
    const station = stationOn(game, date);
    const drawAt = localInstant(date, LOTTERY_DRAW_TIME[game.region!]);
    if (station && drawAt.getTime() > after.getTime() && drawAt.getTime() <= until.getTime()) {
      push(compact(date), station, drawAt, new Date(drawAt.getTime() - DAY_MS));
    }
    date = addDays(date, 1);
  }
  return slots;
}
