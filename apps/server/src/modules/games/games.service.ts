import {
  CATEGORY_ROUTES,
  ESPORTS_VASSALAGES,
  FAVORITES_MAX,
  GAME_CATEGORIES,
  HOT_GAMES_MAX,
  RECENT_GAMES_MAX,
  type FavoriteGamesListValue,
  type FavoriteGamesValue,
  type GameCategory,
  type GameEntry,
  type GameListValue,
  type GameMenusValue,
  type HotGamesValue,
  type Lane,
  DEFAULT_LANGUAGE,
  localized,
  localizedName,
  type Language,
  type RankEntry,
  type RankListValue,
  type RecentGamesValue,
  type RoomListValue,
  type VassGameTypeValue,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { inTransaction, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./games.repository.ts";
import type { GameRow, VendorRow, WinRow } from "./games.repository.ts";

/** The lane (category) a vendor is shown in: e-sports vassalages filed under SPORTS go to ESPORTS (spec §3). */
export function laneCategory(vendor: { vassalage: string; category: string }): GameCategory {
  return vendor.category === "SPORTS" && (ESPORTS_VASSALAGES as readonly string[]).includes(vendor.vassalage)
    ? "ESPORTS"
    : (vendor.category as GameCategory);
}

/** Groups vendors into lanes by category (spec §3); a category without vendors has no lane. */
export function buildLanes(rows: VendorRow[], language: Language): Lane[] {
  const byCategory = new Map<GameCategory, Lane["vendors"]>();
  for (const row of rows) {
    const category = laneCategory(row);
    const list = byCategory.get(category) ?? [];
    list.push({
      accountTypeId: row.account_type_id,
      displayName: localizedName(row.display_name_i18n, row.display_name, language),
      smallIcon: row.small_icon,
      isHot: row.is_hot ? 1 : 0,
      vassalage: row.vassalage,
      gameCategory: category,
      gameCount: row.game_count,
    });
    byCategory.set(category, list);
  }
  return GAME_CATEGORIES.filter((c) => byCategory.has(c)).map((title) => ({ title, vendors: byCategory.get(title)! }));
}

/**
 * The image path of a game's generated thumbnail, under an image CDN host. The picture writes the
 * game's name, so a language other than vi asks for it in that language (an image request carries
 * no `Language` header).
 */
export const thumbnailPath = (gameId: number, language: Language) =>
  language === DEFAULT_LANGUAGE ? `games/${gameId}.svg` : `games/${gameId}.svg?lang=${language}`;

export function toGameEntry(row: GameRow, language: Language): GameEntry {
  return {
    gameId: row.id,
    gameCode: row.code,
    gameName: localizedName(row.name_i18n, row.name, language),
    vassalage: row.vendor_code,
    vendorName: localizedName(row.vendor_name_i18n, row.vendor_name, language),
    gameCategory: laneCategory({ vassalage: row.vendor_code, category: row.vendor_category }),
    isNew: row.maintenance ? 1 : 0,
    isHot: row.is_hot ? 1 : 0,
    isRecent: row.recent ? 1 : 0,
    isGame: row.is_vassalage ? "VASSALAGE" : "GAME",
    thumbnail: thumbnailPath(row.id, language),
    rtpBp: row.rtp_bp,
  };
}

/**
 * The enabled vendors a catalogue call covers: all of them, those of one lane category, or one
 * vendor. An unknown or disabled vendor is a 404; a vendor outside the category leaves nothing.
 */
export async function selectVendors(
  db: DbClient,
  filter: { gameCategory?: GameCategory | undefined; vassalage?: string | undefined },
): Promise<string[]> {
  const vendors = await repo.listEnabledVendors(db);
  if (filter.vassalage !== undefined && !vendors.some((v) => v.vassalage === filter.vassalage)) {
    throw new AppError("not_found");
  }
  return vendors
    .filter((v) => filter.vassalage === undefined || v.vassalage === filter.vassalage)
    .filter((v) => filter.gameCategory === undefined || laneCategory(v) === filter.gameCategory)
    .map((v) => v.vassalage);
}

export async function gameList(
  db: DbClient,
  filter: { gameCategory?: GameCategory | undefined; vassalage?: string | undefined },
  language: Language,
): Promise<GameListValue> {
  const vendorCodes = await selectVendors(db, filter);
  const list = (await repo.listGames(db, vendorCodes)).map((row) => toGameEntry(row, language));
  return { total: list.length, list };
}

export async function vassGameTypes(db: DbClient, vassalage: string): Promise<VassGameTypeValue> {
  await selectVendors(db, { vassalage });
  const types = await repo.countGameTypes(db, vassalage);
  return { vassalage, types: types.map((t) => ({ gameType: t.game_type, count: t.count })) };
}

/** GCSGAME_hotGamesV2 with isPlatform 2: hot games across vendors (an empty vassalage means all). */
export async function hotGames(
  db: DbClient,
  vassalage: string | undefined,
  language: Language,
): Promise<HotGamesValue> {
  const vendorCodes = await selectVendors(db, { vassalage: vassalage === "" ? undefined : vassalage });
  return { list: (await repo.listHotGames(db, vendorCodes, HOT_GAMES_MAX)).map((row) => toGameEntry(row, language)) };
}

/* ---- Favourites and recent games ---- */

export async function favoriteIds(db: DbClient, memberId: bigint): Promise<FavoriteGamesValue> {
  return { gameIds: await repo.listFavoriteIds(db, memberId) };
}

export async function favoriteGames(
  db: DbClient,
  memberId: bigint,
  language: Language,
): Promise<FavoriteGamesListValue> {
  return { list: (await repo.listFavoriteGames(db, memberId)).map((row) => toGameEntry(row, language)) };
}

/**
 * Adds or removes a favourite; both are idempotent. Only a playable game can be added, and at most
 * FAVORITES_MAX are kept; any existing game can be removed (also one disabled since).
 */
export async function setFavorite(
  app: FastifyInstance,
  memberId: bigint,
  gameId: number,
  favorite: boolean,
): Promise<FavoriteGamesValue> {
  await inTransaction(app.db, async (tx) => {
    await repo.lockMemberFavorites(tx, memberId);
    if (!favorite) {
      if (!(await repo.gameExists(tx, gameId))) throw new AppError("game_not_found");
      await repo.deleteFavorite(tx, memberId, gameId);
      return;
    }
    if (!(await repo.findPlayableGame(tx, gameId))) throw new AppError("game_not_found");
    if (await repo.isFavorite(tx, memberId, gameId)) return;
    if ((await repo.countFavorites(tx, memberId)) >= FAVORITES_MAX) {
      throw new AppError("favorites_limit", { max: FAVORITES_MAX });
    }
    await repo.insertFavorite(tx, memberId, gameId);
  });
  return favoriteIds(app.db, memberId);
}

export async function recentGames(db: DbClient, memberId: bigint, language: Language): Promise<RecentGamesValue> {
  const rows = await repo.listRecentGames(db, memberId, RECENT_GAMES_MAX);
  return { list: rows.map((row) => ({ ...toGameEntry(row, language), playedAt: row.played_at.toISOString() })) };
}

/* ---- Rooms ---- */

export async function roomList(
  db: DbClient,
  vassalage: string | undefined,
  language: Language,
): Promise<RoomListValue> {
  const vendorCodes = await selectVendors(db, { vassalage });
  const rows = await repo.listRooms(db, vendorCodes);
  return {
    list: rows.map((r) => ({
      roomId: r.id,
      gameId: r.game_id,
      roomName: localized(r.name, language),
      vassalage: r.vendor_code,
      minBet: r.min_bet.toString(),
      maxBet: r.max_bet.toString(),
      seats: r.seats,
      players: r.players,
      isNew: r.maintenance ? 1 : 0,
    })),
  };
}

/* ---- Winners board ---- */

/** An account shown to everyone: its first two and last two characters ("de***01"), less when short. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length >= 6) return `${chars.slice(0, 2).join("")}***${chars.slice(-2).join("")}`;
  if (chars.length >= 3) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ""}***`;
}

/** win / bet with 2 decimals, rounded down, in integer arithmetic ("12.50"); "0.00" without a stake. */
export function multiplier(win: bigint, bet: bigint): string {
  if (bet <= 0n) return "0.00";
  const hundredths = (win * 100n) / bet;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}

function toRankEntry(row: WinRow, language: Language): RankEntry {
  return {
    account: maskAccount(row.account),
    gameId: row.game_id,
    gameName: localizedName(row.game_name_i18n, row.game_name, language),
    vassalage: row.vendor_code,
    winAmount: row.win_amount.toString(),
    multiplier: multiplier(row.win_amount, row.bet_amount),
    at: row.ended_at.toISOString(),
  };
}

export async function rankList(
  db: DbClient,
  type: RankListValue["type"],
  size: number,
  language: Language,
): Promise<RankListValue> {
  const rows = type === "latest" ? await repo.listLatestWins(db, size) : await repo.listBiggestWins(db, size);
  return { type, list: rows.map((row) => toRankEntry(row, language)) };
}

/* ---- Game menus ---- */

/** The categories' menu labels, as the site's navigation names them. */
const CATEGORY_LABELS: Record<Language, Record<GameCategory, string>> = {
  vi: {
    LIVE: "Sòng bài trực tiếp",
    RNG: "Nổ hũ",
    SPORTS: "Thể thao",
    ESPORTS: "Thể thao điện tử",
    FISH: "Bắn cá",
    PVP: "Game bài",
    ELOTT: "Xổ số",
    LOTT: "Xổ số",
  },
  en: {
    LIVE: "Live casino",
    RNG: "Slots",
    SPORTS: "Sports",
    ESPORTS: "E-sports",
    FISH: "Fishing",
    PVP: "Card games",
    ELOTT: "Lottery",
    LOTT: "Lottery",
  },
  zh: {
    LIVE: "真人娱乐",
    RNG: "电子游戏",
    SPORTS: "体育",
    ESPORTS: "电竞",
    FISH: "捕鱼",
    PVP: "棋牌",
    ELOTT: "彩票",
    LOTT: "彩票",
  },
  ja: {
    LIVE: "ライブカジノ",
    RNG: "スロット",
    SPORTS: "スポーツ",
    ESPORTS: "eスポーツ",
    FISH: "フィッシング",
    PVP: "カードゲーム",
    ELOTT: "宝くじ",
    LOTT: "宝くじ",
  },
  th: {
    LIVE: "คาสิโนสด",
    RNG: "สล็อต",
    SPORTS: "กีฬา",
    ESPORTS: "อีสปอร์ต",
    FISH: "ยิงปลา",
    PVP: "เกมไพ่",
    ELOTT: "หวย",
    LOTT: "หวย",
  },
};

/** One menu group per category that has enabled vendors, in category order, with its vendors. */
export async function gameMenus(db: DbClient, language: Language): Promise<GameMenusValue> {
  const lanes = buildLanes(await repo.listEnabledVendors(db), language);
  return {
    gameMenus: lanes.map((lane) => ({
      gameGroupCode: lane.title,
      labelName: CATEGORY_LABELS[language][lane.title],
      route: CATEGORY_ROUTES[lane.title],
      vendors: lane.vendors.map((v) => v.vassalage),
    })),
  };
}
