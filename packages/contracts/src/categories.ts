/** Game categories (spec §1, §2) and the route each opens in the top navigation. */
export const GAME_CATEGORIES = ["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT", "LOTT"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  LIVE: "/live",
  RNG: "/rng",
  SPORTS: "/sports",
  ESPORTS: "/esports",
  FISH: "/fish",
  PVP: "/pvp",
  ELOTT: "/elott",
  LOTT: "/elott",
};
