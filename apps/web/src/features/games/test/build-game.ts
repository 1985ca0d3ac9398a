import type { GameEntry } from "@lotus/contracts/web";

/** A catalogue entry for tests; override what the test is about. */
export function buildGame(overrides: Partial<GameEntry> = {}): GameEntry {
  const gameId = overrides.gameId ?? 1;
  return {
    gameId,
    gameCode: `G${gameId}`,
    gameName: `Game ${gameId}`,
    vassalage: "LOTUS",
    vendorName: "Lotus Gaming",
    gameCategory: "RNG",
    isNew: 0,
    isHot: 0,
    isRecent: 0,
    isGame: "GAME",
    thumbnail: `games/${gameId}.svg`,
    rtpBp: 9650,
    ...overrides,
  };
}

const WORDS = [
  "Dragon",
  "Lucky",
  "Fortune",
  "Gold",
  "Tiger",
  "Lotus",
  "Phoenix",
  "Koi",
  "Jade",
  "Panda",
  "Rồng",
  "Phượng",
  "Đại",
  "Cát",
  "Tường",
];

/** `count` games over `vendors` vendors, hot ones first like the server's order (deterministic). */
export function buildCatalogueGames(count: number, vendors = 20): GameEntry[] {
  return Array.from({ length: count }, (_, i) =>
    buildGame({
      gameId: 100_000 + i,
      gameName: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`,
      vassalage: `V${i % vendors}`,
      vendorName: `Vendor ${i % vendors}`,
      isHot: i < count / 10 ? 1 : 0,
      isRecent: i % 9 === 0 ? 1 : 0,
      isNew: i % 50 === 0 ? 1 : 0,
    }),
  );
}
