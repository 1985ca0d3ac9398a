import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { GAME_CATEGORIES } from "./categories.ts";
import { minorSchema, pageQueryFields } from "./wire.ts";

export const gameCategorySchema = z.enum(GAME_CATEGORIES);

/** Game vendor card (spec §3). */
export const vendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  displayName: z.string(),
  smallIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  vassalage: z.string(),
  gameCategory: gameCategorySchema,
  gameCount: z.number().int().nonnegative(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: gameCategorySchema,
  vendors: z.array(vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const gameVendorQuerySchema = z.strictObject({
  merchantCode: textSchema(64).min(1).optional(),
});
export const gameVendorResponseSchema = envelopeSchema(z.object({ data: z.object({ lanes: z.array(laneSchema) }) }));
export type GameVendorValue = z.infer<typeof gameVendorResponseSchema>["value"];

/* ---- Catalogue (issue 5; spec §3 game entries, §7 wallet and games) ---- */

/** The game engines of the built-in demo vendor (apps/demo-vendor); a catalogue game names one. */
export const GAME_ENGINES = ["slot", "taixiu", "baucua", "virtual"] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** A gameId or a vendor's room id: positive int4. */
export const gameIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * A game entry (spec §3). `isNew` is 1 when the game is UNDER MAINTENANCE (the spec's naming, not
 * "recently added"); `isRecent` marks games added in the last 30 days for the lobby's "new" filter.
 * `isGame` "VASSALAGE" means the entry opens the vendor's sub-game list instead of a game.
 */
export const gameEntrySchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** The vendor's display name (for the lobby's vendor filter and cards). */
  vendorName: z.string(),
  gameCategory: gameCategorySchema,
  isNew: z.union([z.literal(0), z.literal(1)]),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isRecent: z.union([z.literal(0), z.literal(1)]),
  isGame: z.enum(["GAME", "VASSALAGE"]),
  /** Image path under an image CDN host (permission imageCDNs), e.g. "games/201001.svg". */
  thumbnail: z.string(),
  /** Published return to player in basis points (9650 = 96.50 %), 0 when not applicable. */
  rtpBp: z.number().int().nonnegative(),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

/**
 * GCSGAME_gameList: the whole list of a category (or one vendor), sorted hot first, then by the
 * vendor's sort, then by name. The lobby downloads it once (ETag, cached) and searches in the browser.
 */
export const gameListQuerySchema = z.strictObject({
  gameCategory: gameCategorySchema.optional(),
  vassalage: textSchema(32).min(1).optional(),
});
export const gameListResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(gameEntrySchema) }),
);
export type GameListValue = z.infer<typeof gameListResponseSchema>["value"];

/** GCSGAME_getVassGameType: the game types (sub-game list groups) of one vendor. */
export const vassGameTypeQuerySchema = z.strictObject({ vassalage: textSchema(32).min(1) });
export const vassGameTypeResponseSchema = envelopeSchema(
  z.object({
    vassalage: z.string(),
    types: z.array(z.object({ gameType: z.string(), count: z.number().int() })),
  }),
);
export type VassGameTypeValue = z.infer<typeof vassGameTypeResponseSchema>["value"];

/** GCSGAME_hotGamesV2: how many hot games the strip gets at most. */
export const HOT_GAMES_MAX = 24;

/** GCSGAME_hotGamesV2 (spec §3: merchantCode, isPlatform 2, vassalage empty, platform, language). */
export const hotGamesQuerySchema = z.strictObject({
  merchantCode: textSchema(64).min(1).optional(),
  isPlatform: z.coerce.number().int().min(0).max(9).default(2),
  vassalage: textSchema(32).optional(),
  platform: textSchema(64).optional(),
  language: textSchema(8).optional(),
});
export const hotGamesResponseSchema = envelopeSchema(z.object({ list: z.array(gameEntrySchema) }));
export type HotGamesValue = z.infer<typeof hotGamesResponseSchema>["value"];

/** MCSFE_getFavoriteGames: the member's favorite game ids (cheap: the lobby marks hearts). */
export const favoriteGamesResponseSchema = envelopeSchema(z.object({ gameIds: z.array(z.number().int()) }));
export type FavoriteGamesValue = z.infer<typeof favoriteGamesResponseSchema>["value"];
/** MCSFE_getFavoriteGamesList: the member's favorite games, newest first. */
export const favoriteGamesListResponseSchema = envelopeSchema(z.object({ list: z.array(gameEntrySchema) }));
export type FavoriteGamesListValue = z.infer<typeof favoriteGamesListResponseSchema>["value"];
/** MCSFE_setFavoriteGame: add (favorite true) or remove; idempotent; at most FAVORITES_MAX. */
export const setFavoriteGameSchema = z.strictObject({ gameId: gameIdSchema, favorite: z.boolean() });
export const setFavoriteGameResponseSchema = envelopeSchema(z.object({ gameIds: z.array(z.number().int()) }));

/** GCS_recentGame: games the member launched, most recent first (at most RECENT_GAMES_MAX). */
export const recentGamesResponseSchema = envelopeSchema(
  z.object({ list: z.array(gameEntrySchema.extend({ playedAt: z.string() })) }),
);
export type RecentGamesValue = z.infer<typeof recentGamesResponseSchema>["value"];

/** GLS2_roomList: PVP rooms (tables) of the PVP vendors, with live occupancy from open rounds. */
export const roomListQuerySchema = z.strictObject({ vassalage: textSchema(32).min(1).optional() });
export const roomSchema = z.object({
  roomId: z.number().int(),
  gameId: z.number().int(),
  roomName: z.string(),
  vassalage: z.string(),
  /** Minimum stake, minor units. */
  minBet: z.string(),
  maxBet: z.string(),
  seats: z.number().int(),
  /** Players with a round in the last 5 minutes. */
  players: z.number().int(),
  isNew: z.union([z.literal(0), z.literal(1)]),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListResponseSchema = envelopeSchema(z.object({ list: z.array(roomSchema) }));
export type RoomListValue = z.infer<typeof roomListResponseSchema>["value"];

/** GCSGAME_getRankList: latest winners and biggest wins, computed from settled rounds. */
export const RANK_TYPES = ["latest", "biggest"] as const;
export const rankListQuerySchema = z.strictObject({
  type: z.enum(RANK_TYPES).default("latest"),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const rankEntrySchema = z.object({
  /** Masked account, e.g. "de***01". */
  account: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  /** Win amount, minor units. */
  winAmount: z.string(),
  /** Win / bet, as a decimal string with 2 places ("12.50"). */
  multiplier: z.string(),
  at: z.string(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;
export const rankListResponseSchema = envelopeSchema(
  z.object({ type: z.enum(RANK_TYPES), list: z.array(rankEntrySchema) }),
);
export type RankListValue = z.infer<typeof rankListResponseSchema>["value"];

/** /lgw/games/game_menus: menu entries of the game centre (spec §3 lottery menu entries shape). */
export const gameMenusResponseSchema = envelopeSchema(
  z.object({
    gameMenus: z.array(
      z.object({
        gameGroupCode: z.string(),
        labelName: z.string(),
        route: z.string(),
        vendors: z.array(z.string()),
      }),
    ),
  }),
);
export type GameMenusValue = z.infer<typeof gameMenusResponseSchema>["value"];

/* ---- Operator console: games, vendors, rounds and vendor transactions (issue 5) ---- */
const flagFilter = z.enum(["all", "on", "off"]).default("all");
export const GAME_VENDOR_CODE_PATTERN = /^[A-Za-z0-9_]{1,32}$/;
const vendorCode = z.string().regex(GAME_VENDOR_CODE_PATTERN);
export const consoleGameVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  walletMode: z.enum(["seamless", "transfer"]),
  enabled: z.boolean(),
  /** Games of the vendor in the catalogue (table `game`), maintenance and hot among them. */
  games: z.number().int(),
  maintenanceGames: z.number().int(),
  hotGames: z.number().int(),
});
export type ConsoleGameVendor = z.infer<typeof consoleGameVendorSchema>;
export const consoleGameVendorsResponseSchema = envelopeSchema(z.array(consoleGameVendorSchema));
export const consoleGameVendorParamsSchema = z.strictObject({ code: vendorCode });
export const consoleGameVendorRequestSchema = z.strictObject({ enabled: z.boolean() });
export const consoleGameVendorResponseSchema = envelopeSchema(consoleGameVendorSchema);

/** q: name (diacritics and case ignored), code or id. */
export const consoleGameQuerySchema = z.strictObject({
  q: textSchema(64).default(""),
  vendor: vendorCode.optional(),
  maintenance: flagFilter,
  hot: flagFilter,
  ...pageQueryFields,
});
export const consoleGameSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  category: z.string(),
  gameType: z.string(),
  engine: z.string(),
  rtpBp: z.number().int(),
  hot: z.boolean(),
  /** Spec §3 isNew = 1: the site shows "game under maintenance". */
  maintenance: z.boolean(),
  enabled: z.boolean(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;
export const consoleGamesResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleGameSchema) }),
);
export const CONSOLE_GAME_FLAGS_MAX_IDS = 200;
/**
 * Sets maintenance and/or hot of the games named by `ids`, or of every game of `vendorCode`
 * (exactly one of the two; at least one flag).
 */
export const consoleGameFlagsRequestSchema = z
  .strictObject({
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(CONSOLE_GAME_FLAGS_MAX_IDS).optional(),
    vendorCode: vendorCode.optional(),
    maintenance: z.boolean().optional(),
    hot: z.boolean().optional(),
  })
  .refine((r) => (r.ids === undefined) !== (r.vendorCode === undefined), { path: ["ids"] })
  .refine((r) => r.maintenance !== undefined || r.hot !== undefined, { path: ["maintenance"] });
export type ConsoleGameFlagsRequest = z.infer<typeof consoleGameFlagsRequestSchema>;
/** matched: games named; changed: games whose flags were different before. */
export const consoleGameFlagsResponseSchema = envelopeSchema(
  z.object({ matched: z.number().int(), changed: z.number().int() }),
);

export const consoleGameRoundQuerySchema = z.strictObject({
  account: textSchema(64).trim().min(1),
  ...pageQueryFields,
});
export const consoleGameRoundSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  bet: minorSchema,
  win: minorSchema,
  status: z.enum(["open", "settled", "rolled_back"]),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ConsoleGameRound = z.infer<typeof consoleGameRoundSchema>;
export const consoleGameRoundsResponseSchema = envelopeSchema(
  z.object({
    member: z.object({ id: z.string(), account: z.string() }),
    total: z.number().int(),
    list: z.array(consoleGameRoundSchema),
  }),
);

export const consoleVendorTransactionQuerySchema = z.strictObject({
  vendor: vendorCode,
  /** The vendor's transaction id (vendor-api.ts vendorIdSchema). */
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/),
});
export const consoleVendorTransactionSchema = z.object({
  vendorCode: z.string(),
  transactionId: z.string(),
  kind: z.enum(["bet", "win", "rollback"]),
  memberId: z.string(),
  memberAccount: z.string(),
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  amount: minorSchema,
  referenceTransactionId: z.string().nullable(),
  operationId: z.string().nullable(),
  /** "ok" or the error code of the first answer. */
  outcome: z.string(),
  /** The answer the vendor got (and gets again on a repeat). */
  answer: z.unknown(),
  createdAt: z.string(),
});
export type ConsoleVendorTransaction = z.infer<typeof consoleVendorTransactionSchema>;
export const consoleVendorTransactionResponseSchema = envelopeSchema(consoleVendorTransactionSchema);
