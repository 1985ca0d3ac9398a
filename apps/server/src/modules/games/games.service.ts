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
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { loadBrand } from "../system/index.ts";
import * as repo from "./games.repository.ts";
import type { GameRow, VendorRow, WinRow } from "./games.repository.ts";
import { gameThumbnailSvg } from "./thumbnail.ts";

/** The lane (category) a vendor is shown in: e-sports vendors filed under SPORTS go to ESPORTS (spec §3). */
export function laneCategory(vendor: { vendorCode: string; category: string }): GameCategory {
  return vendor.category === "SPORTS" && (ESPORTS_VASSALAGES as readonly string[]).includes(vendor.vendorCode)
    ? "ESPORTS"
    : (vendor.category as GameCategory);
}

/** Groups vendors into lanes by category (spec §3); a category without vendors has no lane. */
export function buildLanes(rows: VendorRow[], language: Language): Lane[] {
  const byCategory = new Map<GameCategory, Lane["vendors"]>();
  for (const row of rows) {
    const category = laneCategory({ vendorCode: row.vendor_code, category: row.category });
    const list = byCategory.get(category) ?? [];
    list.push({
      accountTypeId: row.id,
      displayName: localizedName(row.display_name_i18n, row.display_name, language),
      smallIcon: row.small_icon,
      isHot: row.is_hot ? 1 : 0,
      vassalage: row.vendor_code,
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

/** The SVG thumbnail of a game in `language`; an unknown game (or an id beyond int4) is not_found. */
export async function gameThumbnail(db: DbClient, gameId: number, language: Language): Promise<string> {
  const game = gameId <= 2_147_483_647 ? await repo.findThumbnailGame(db, gameId) : null;
  if (!game) throw new AppError("not_found");
  return gameThumbnailSvg({
    name: localizedName(game.name_i18n, game.name, language),
    vendorName: localizedName(game.vendor_name_i18n, game.vendor_name, language),
    engine: game.engine,
    theme: game.theme,
  });
}

export function toGameEntry(row: GameRow, language: Language): GameEntry {
  return {
    gameId: row.id,
    gameCode: row.code,
    gameName: localizedName(row.name_i18n, row.name, language),
    vassalage: row.vendor_code,
    vendorName: localizedName(row.vendor_name_i18n, row.vendor_name, language),
    gameCategory: laneCategory({ vendorCode: row.vendor_code, category: row.vendor_category }),
    isNew: row.maintenance ? 1 : 0,
    isHot: row.is_hot ? 1 : 0,
    isRecent: row.recent ? 1 : 0,
    isGame: row.opens_game_list ? "VASSALAGE" : "GAME",
    thumbnail: thumbnailPath(row.id, language),
    rtpBp: row.rtp_bp,
  };
}

/** A catalogue call that names a merchant code names this site's, or finds nothing (not_found). */
export async function checkMerchant(db: DbClient, merchantCode: string | undefined): Promise<void> {
  if (merchantCode !== undefined && merchantCode !== (await loadBrand(db)).merchant_code) {
    throw new AppError("not_found");
  }
}

/** A catalogue call's filter: one lane category and/or one vendor (the wire's `vassalage`). */
export type VendorFilter = { gameCategory?: GameCategory | undefined; vendorCode?: string | undefined };

/**
 * The codes of the vendors among `vendors` that a catalogue call covers: all of them, those of one
 * lane category, or one vendor. An unknown (or disabled, so not listed) vendor is a 404; a vendor
 * outside the category leaves nothing.
 */
export function vendorsOf(vendors: Pick<VendorRow, "vendor_code" | "category">[], filter: VendorFilter): string[] {
  if (filter.vendorCode !== undefined && !vendors.some((v) => v.vendor_code === filter.vendorCode)) {
    throw new AppError("not_found");
  }
  return vendors
    .filter((v) => filter.vendorCode === undefined || v.vendor_code === filter.vendorCode)
    .filter(
      (v) =>
        filter.gameCategory === undefined ||
        laneCategory({ vendorCode: v.vendor_code, category: v.category }) === filter.gameCategory,
    )
    .map((v) => v.vendor_code);
}

/** The enabled vendors a catalogue call covers (see vendorsOf). */
export async function selectVendors(db: DbClient, filter: VendorFilter): Promise<string[]> {
  return vendorsOf(await repo.listEnabledVendors(db), filter);
}

export async function gameList(db: DbClient, filter: VendorFilter, language: Language): Promise<GameListValue> {
  const vendorCodes = await selectVendors(db, filter);
  const list = (await repo.listGames(db, vendorCodes)).map((row) => toGameEntry(row, language));
  return { total: list.length, list };
}

export async function vendorGameTypes(db: DbClient, vendorCode: string): Promise<VassGameTypeValue> {
  await selectVendors(db, { vendorCode });
  const types = await repo.countGameTypes(db, vendorCode);
  return { vassalage: vendorCode, types: types.map((t) => ({ gameType: t.game_type, count: t.count })) };
}

/** GCSGAME_hotGamesV2 with isPlatform 2: hot games across vendors (an empty vendor code means all). */
export async function hotGames(
  db: DbClient,
  vendorCode: string | undefined,
  language: Language,
): Promise<HotGamesValue> {
  const vendorCodes = await selectVendors(db, { vendorCode: vendorCode === "" ? undefined : vendorCode });
  return { list: (await repo.listHotGames(db, vendorCodes, HOT_GAMES_MAX)).map((row) => toGameEntry(row, language)) };
}

/* ---- Favorites and recent games ---- */

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
 * Adds or removes a favorite; both are idempotent. Only a playable game can be added, and at most
 * FAVORITES_MAX are kept; any existing game can be removed (also one disabled since).
 */
export async function setFavorite(
  db: Db,
  memberId: bigint,
  gameId: number,
  favorite: boolean,
): Promise<FavoriteGamesValue> {
  await inTransaction(db, async (tx) => {
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
  return favoriteIds(db, memberId);
}

export async function recentGames(db: DbClient, memberId: bigint, language: Language): Promise<RecentGamesValue> {
  const rows = await repo.listRecentGames(db, memberId, RECENT_GAMES_MAX);
  return { list: rows.map((row) => ({ ...toGameEntry(row, language), playedAt: row.played_at.toISOString() })) };
}

/* ---- Rooms ---- */

export async function roomList(
  db: DbClient,
  vendorCode: string | undefined,
  language: Language,
): Promise<RoomListValue> {
  const vendorCodes = await selectVendors(db, { vendorCode });
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

/** The lobby's vendor lanes (GCSGAME_getGameVendor). */
export async function vendorLanes(db: DbClient, language: Language): Promise<Lane[]> {
  return buildLanes(await repo.listEnabledVendors(db), language);
}

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
