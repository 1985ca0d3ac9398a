import type { GameCategory, GameEntry, Lane, Room, VendorCard } from "@lotus/contracts/web";

/*
 * The category pages' pure rules (unit-tested): what a vendor's Play does, when an entry opens
 * another list, room occupancy, and which vendors play on the main wallet.
 */

/** The demo vendor's mini games (Tài Xỉu, Bầu Cua Tôm Cá and variants), all on the seamless wallet. */
export const MINI_GAMES_VENDOR = "LOTUS_MINI";

/**
 * What "Play" on a vendor card does: a vendor with a single game launches it at once (its lobby
 * game); any other opens its sub-game list. PVP vendors always open the list, for their rooms.
 */
export function vendorPlayAction(vendor: Pick<VendorCard, "gameCount">, category: GameCategory): "launch" | "list" {
  return vendor.gameCount === 1 && category !== "PVP" ? "launch" : "list";
}

/** Whether a chosen entry opens another list (spec §3 isGame VASSALAGE) rather than launching. */
export function opensList(game: Pick<GameEntry, "isGame" | "vassalage">, current: string): boolean {
  return game.isGame === "VASSALAGE" && game.vassalage !== current;
}

/** Seats taken of a room, for the occupancy bar (0..1; a busy room may report more players than seats). */
export function occupancy(room: Pick<Room, "players" | "seats">): number {
  if (room.seats <= 0) return 0;
  return Math.min(1, Math.max(0, room.players / room.seats));
}

/** Categories whose vendors are games one launches (the lottery has its own pages). */
const GAME_LANES: readonly GameCategory[] = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS"];

/**
 * The vendors that play straight from the main wallet: every game vendor but those that keep their
 * own wallet (the balance call lists those as `wallets`).
 */
export function seamlessVendors(lanes: readonly Lane[], transferCodes: ReadonlySet<string>): VendorCard[] {
  return lanes
    .filter((lane) => GAME_LANES.includes(lane.title))
    .flatMap((lane) => lane.vendors)
    .filter((vendor) => !transferCodes.has(vendor.vassalage));
}
