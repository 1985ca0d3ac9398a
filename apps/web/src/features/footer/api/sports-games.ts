import { PATHS, SPORTS_VENDOR, type GameEntry, type GameListValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

/** The footer's sports (spec §2); e-sport opens the e-sports vendor's lobby game. */
export type FooterSport = "soccer" | "basketball" | "tennis" | "esport";

/** The sport part of the virtual game codes (`virtual.<sport>-<n>`) of each footer entry. */
const SPORT_CODES: Record<Exclude<FooterSport, "esport">, string> = {
  soccer: "football",
  basketball: "basketball",
  tennis: "tennis",
};

/**
 * The sports vendor's game for a footer sport: the first playable game whose code is that sport's
 * (`virtual.football-1`…), else the first whose code names it anywhere; null when there is none
 * (the launch then opens the vendor's lobby game).
 */
export function pickSportGame(games: readonly GameEntry[], sport: Exclude<FooterSport, "esport">): GameEntry | null {
  const code = SPORT_CODES[sport];
  const playable = games.filter((game) => game.isGame === "GAME");
  const exact = new RegExp(`^virtual\\.${code}(?:[-.]|$)`, "i");
  return (
    playable.find((game) => exact.test(game.gameCode) && game.isNew === 0) ??
    playable.find((game) => exact.test(game.gameCode)) ??
    playable.find((game) => game.gameCode.toLowerCase().includes(code)) ??
    null
  );
}

let sportsGames: Promise<GameEntry[]> | null = null;

/**
 * The sports vendor's game for a footer sport, from its list (GCSGAME_gameList?vassalage=IBC,
 * fetched once per page load; a failed fetch is tried again on the next click).
 */
export async function findSportGame(sport: Exclude<FooterSport, "esport">): Promise<GameEntry | null> {
  sportsGames ??= apiGet<GameListValue>(PATHS.gameList, { vassalage: SPORTS_VENDOR }).then((value) => value.list);
  try {
    return pickSportGame(await sportsGames, sport);
  } catch (error) {
    sportsGames = null;
    throw error;
  }
}
