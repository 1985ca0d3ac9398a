import { TRIAL_ACCOUNT_TYPE, type ConsoleVendorTransaction, type GameEngine, type StoredText } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

export type VendorRow = {
  id: number;
  vendor_code: string;
  display_name: string;
  /** The name in every language when it is made of words (null: a brand-like name for all). */
  display_name_i18n: StoredText | null;
  category: string;
  small_icon: string;
  is_hot: boolean;
  game_count: number;
};

export async function listEnabledVendors(db: DbClient): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(
    `select id, vendor_code, display_name, display_name_i18n, category, small_icon, is_hot, game_count
       from game_vendor where enabled order by sort, id`,
  );
  return rows;
}

/** A game as the lobby lists it, with its vendor's name and category. */
export type GameRow = {
  id: number;
  code: string;
  name: string;
  /** The name in every language when it is descriptive (null: a title that reads the same in all). */
  name_i18n: StoredText | null;
  vendor_code: string;
  vendor_name: string;
  vendor_name_i18n: StoredText | null;
  vendor_category: string;
  is_hot: boolean;
  maintenance: boolean;
  /** Spec §3 isGame VASSALAGE: the entry opens the vendor's own game list. */
  opens_game_list: boolean;
  /** Added in the last 30 days. */
  recent: boolean;
  rtp_bp: number;
};

const GAME_COLUMNS = `g.id, g.code, g.name, g.name_i18n, g.vendor_code, v.display_name as vendor_name,
  v.display_name_i18n as vendor_name_i18n, v.category as vendor_category,
  g.is_hot, g.maintenance, g.opens_game_list, g.added_on > current_date - 30 as recent, g.rtp_bp`;

/** Enabled games of enabled vendors among `vendorCodes`: hot first, then the vendors' order, then the name. */
export async function listGames(db: DbClient, vendorCodes: string[]): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from game g join game_vendor v on v.vendor_code = g.vendor_code
      where g.enabled and v.enabled and g.vendor_code = any($1::text[])
      order by g.is_hot desc, g.sort, g.name, g.id`,
    [vendorCodes],
  );
  return rows;
}

/**
 * Hot games that can be played now (not under maintenance), taking turns between vendors so that
 * no single studio fills the strip.
 */
export async function listHotGames(db: DbClient, vendorCodes: string[], limit: number): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `select * from (
       select ${GAME_COLUMNS},
              row_number() over (partition by g.vendor_code order by g.sort, g.id) as turn, v.sort as vendor_sort
         from game g join game_vendor v on v.vendor_code = g.vendor_code
        where g.enabled and v.enabled and g.is_hot and not g.maintenance and g.vendor_code = any($1::text[])
     ) t
     order by turn, vendor_sort, id
     limit $2`,
    [vendorCodes, limit],
  );
  return rows;
}

export async function countGameTypes(
  db: DbClient,
  vendorCode: string,
): Promise<{ game_type: string; count: number }[]> {
  const { rows } = await db.query<{ game_type: string; count: number }>(
    `select game_type, count(*)::int as count from game
      where vendor_code = $1 and enabled group by game_type order by count desc, game_type`,
    [vendorCode],
  );
  return rows;
}

/** A playable game: enabled, of an enabled vendor. */
export async function findPlayableGame(db: DbClient, gameId: number): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>(
    `select g.id from game g join game_vendor v on v.vendor_code = g.vendor_code
      where g.id = $1 and g.enabled and v.enabled`,
    [gameId],
  );
  return rows[0] ?? null;
}

export async function gameExists(db: DbClient, gameId: number): Promise<boolean> {
  const { rows } = await db.query("select 1 from game where id = $1", [gameId]);
  return rows.length > 0;
}

/* ---- Favorites and recent games ---- */

/** The member's favorites that are visible (enabled game and vendor), newest first. */
export async function listFavoriteGames(db: DbClient, memberId: bigint): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from game_favorite f join game g on g.id = f.game_id join game_vendor v on v.vendor_code = g.vendor_code
      where f.member_id = $1 and g.enabled and v.enabled
      order by f.created_at desc, g.id desc`,
    [memberId],
  );
  return rows;
}

export async function listFavoriteIds(db: DbClient, memberId: bigint): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select g.id from game_favorite f join game g on g.id = f.game_id join game_vendor v on v.vendor_code = g.vendor_code
      where f.member_id = $1 and g.enabled and v.enabled
      order by f.created_at desc, g.id desc`,
    [memberId],
  );
  return rows.map((r) => r.id);
}

/**
 * Serialises a member's favorite changes (until the transaction ends), so that two concurrent adds
 * cannot pass the limit together; an advisory lock keeps the member row free for everything else.
 */
export async function lockMemberFavorites(db: DbClient, memberId: bigint): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtextextended('game_favorite:' || $1::text, 0))", [memberId]);
}

export async function isFavorite(db: DbClient, memberId: bigint, gameId: number): Promise<boolean> {
  const { rows } = await db.query("select 1 from game_favorite where member_id = $1 and game_id = $2", [
    memberId,
    gameId,
  ]);
  return rows.length > 0;
}

/** Every stored favorite of the member (also those of games disabled since): what the limit counts. */
export async function countFavorites(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from game_favorite where member_id = $1", [
    memberId,
  ]);
  return rows[0]!.n;
}

export async function insertFavorite(db: DbClient, memberId: bigint, gameId: number): Promise<void> {
  await db.query("insert into game_favorite (member_id, game_id) values ($1, $2) on conflict do nothing", [
    memberId,
    gameId,
  ]);
}

export async function deleteFavorite(db: DbClient, memberId: bigint, gameId: number): Promise<void> {
  await db.query("delete from game_favorite where member_id = $1 and game_id = $2", [memberId, gameId]);
}

export async function listRecentGames(
  db: DbClient,
  memberId: bigint,
  limit: number,
): Promise<(GameRow & { played_at: Date })[]> {
  const { rows } = await db.query<GameRow & { played_at: Date }>(
    `select ${GAME_COLUMNS}, r.played_at
       from game_recent r join game g on g.id = r.game_id join game_vendor v on v.vendor_code = g.vendor_code
      where r.member_id = $1 and g.enabled and v.enabled
      order by r.played_at desc, g.id desc
      limit $2`,
    [memberId, limit],
  );
  return rows;
}

/* ---- Rooms ---- */

export type RoomRow = {
  id: number;
  game_id: number;
  name: StoredText;
  vendor_code: string;
  min_bet: bigint;
  max_bet: bigint;
  seats: number;
  maintenance: boolean;
  players: number;
};

/**
 * Enabled rooms of enabled games of `vendorCodes`. Rounds do not record the room, so a room's
 * players are the distinct members with a round of the room's game started in the last 5 minutes.
 */
export async function listRooms(db: DbClient, vendorCodes: string[]): Promise<RoomRow[]> {
  const { rows } = await db.query<RoomRow>(
    `with active as (
       select game_id, count(distinct member_id)::int as players
         from game_round
        where started_at > now() - interval '5 minutes'
          and game_id in (select game_id from game_room where enabled)
        group by game_id
     )
     select r.id, r.game_id, r.name, g.vendor_code, r.min_bet, r.max_bet, r.seats, g.maintenance,
            coalesce(a.players, 0) as players
       from game_room r
       join game g on g.id = r.game_id
       join game_vendor v on v.vendor_code = g.vendor_code
       left join active a on a.game_id = r.game_id
      where r.enabled and g.enabled and v.enabled and g.vendor_code = any($1::text[])
      order by v.sort, g.sort, r.min_bet, r.id`,
    [vendorCodes],
  );
  return rows;
}

/* ---- Winners board ---- */

export type WinRow = {
  account: string;
  game_id: number;
  game_name: string;
  game_name_i18n: StoredText | null;
  vendor_code: string;
  bet_amount: bigint;
  win_amount: bigint;
  ended_at: Date;
};

const WIN_SELECT = `select m.account, g.id as game_id, g.name as game_name, g.name_i18n as game_name_i18n,
       g.vendor_code, r.bet_amount, r.win_amount, r.ended_at
   from game_round r join member m on m.id = r.member_id join game g on g.id = r.game_id
  where r.status = 'settled' and r.win_amount > 0 and r.ended_at is not null and m.is_agent <> ${TRIAL_ACCOUNT_TYPE}`;

/** The newest settled winning rounds of real accounts. */
export async function listLatestWins(db: DbClient, limit: number): Promise<WinRow[]> {
  const { rows } = await db.query<WinRow>(`${WIN_SELECT} order by r.ended_at desc, r.id desc limit $1`, [limit]);
  return rows;
}

/** The largest wins of real accounts settled in the last 7 days. */
export async function listBiggestWins(db: DbClient, limit: number): Promise<WinRow[]> {
  const { rows } = await db.query<WinRow>(
    `${WIN_SELECT} and r.ended_at > now() - interval '7 days'
      order by r.win_amount desc, r.ended_at desc, r.id desc limit $1`,
    [limit],
  );
  return rows;
}

/* ---- Thumbnails ---- */

export type ThumbnailRow = {
  name: string;
  name_i18n: StoredText | null;
  vendor_name: string;
  vendor_name_i18n: StoredText | null;
  engine: GameEngine;
  theme: string;
};

export async function findThumbnailGame(db: DbClient, gameId: number): Promise<ThumbnailRow | null> {
  const { rows } = await db.query<ThumbnailRow>(
    `select g.name, g.name_i18n, v.display_name as vendor_name, v.display_name_i18n as vendor_name_i18n, g.engine, g.theme
       from game g join game_vendor v on v.vendor_code = g.vendor_code where g.id = $1`,
    [gameId],
  );
  return rows[0] ?? null;
}

/* ---- Operator catalogue (console) ---- */

export type ConsoleVendorRow = {
  vendor_code: string;
  display_name: string;
  category: string;
  wallet_mode: "seamless" | "transfer";
  enabled: boolean;
  games: number;
  maintenance_games: number;
  hot_games: number;
};

const CONSOLE_VENDOR_SELECT = `select v.vendor_code, v.display_name, v.category, v.wallet_mode, v.enabled,
         coalesce(c.games, 0)::int as games, coalesce(c.maintenance_games, 0)::int as maintenance_games,
         coalesce(c.hot_games, 0)::int as hot_games
    from game_vendor v
    left join lateral (
      select count(*) as games, count(*) filter (where g.maintenance) as maintenance_games,
             count(*) filter (where g.is_hot) as hot_games
        from game g where g.vendor_code = v.vendor_code
    ) c on true`;

/** Every vendor in the site's order, with its game counts. */
export async function listConsoleVendors(db: DbClient): Promise<ConsoleVendorRow[]> {
  const { rows } = await db.query<ConsoleVendorRow>(`${CONSOLE_VENDOR_SELECT} order by v.sort, v.id`);
  return rows;
}

export async function findConsoleVendor(db: DbClient, vendorCode: string): Promise<ConsoleVendorRow | null> {
  const { rows } = await db.query<ConsoleVendorRow>(`${CONSOLE_VENDOR_SELECT} where v.vendor_code = $1`, [vendorCode]);
  return rows[0] ?? null;
}

/** Locks a vendor row until the transaction ends; null when there is no such vendor. */
export async function lockVendor(db: DbClient, vendorCode: string): Promise<{ enabled: boolean } | null> {
  const { rows } = await db.query<{ enabled: boolean }>(
    "select enabled from game_vendor where vendor_code = $1 for update",
    [vendorCode],
  );
  return rows[0] ?? null;
}

export async function setVendorEnabled(db: DbClient, vendorCode: string, enabled: boolean): Promise<void> {
  await db.query("update game_vendor set enabled = $2 where vendor_code = $1", [vendorCode, enabled]);
}

export type ConsoleGameRow = {
  id: number;
  code: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  category: string;
  game_type: string;
  engine: string;
  rtp_bp: number;
  is_hot: boolean;
  maintenance: boolean;
  enabled: boolean;
};

/** What the operator's game search matches; null leaves a condition out. */
export type ConsoleGameFilter = {
  /** The trimmed search text ("" matches every game). */
  text: string;
  /** LIKE patterns (already escaped) of the text's search key and of its lower case. */
  keyPattern: string;
  codePattern: string;
  /** The text read as a game id, when it is one. */
  id: number | null;
  vendorCode: string | null;
  maintenance: boolean | null;
  hot: boolean | null;
};

const CONSOLE_GAME_WHERE = `($1 = '' or g.search_key like $2 or lower(g.code) like $3 or g.id = $4)
      and ($5::text is null or g.vendor_code = $5)
      and ($6::boolean is null or g.maintenance = $6)
      and ($7::boolean is null or g.is_hot = $7)`;

const consoleGameParams = (f: ConsoleGameFilter) => [
  f.text,
  f.keyPattern,
  f.codePattern,
  f.id,
  f.vendorCode,
  f.maintenance,
  f.hot,
];

/**
 * One page of games matching the filter (an exact id first, then the vendors' order, then the
 * vendor's own order) and the count of all matches.
 */
export async function searchConsoleGames(
  db: DbClient,
  filter: ConsoleGameFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ConsoleGameRow[] }> {
  const params = consoleGameParams(filter);
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from game g where ${CONSOLE_GAME_WHERE}`,
    params,
  );
  const { rows } = await db.query<ConsoleGameRow>(
    `select g.id, g.code, g.name, g.vendor_code, v.display_name as vendor_name, v.category, g.game_type, g.engine,
            g.rtp_bp, g.is_hot, g.maintenance, g.enabled
       from game g join game_vendor v on v.vendor_code = g.vendor_code
      where ${CONSOLE_GAME_WHERE}
      order by (g.id = $4) desc, v.sort, v.id, g.sort, g.id
      limit $8 offset $9`,
    [...params, page.limit, page.offset],
  );
  return { total: count.rows[0]!.n, rows };
}

/** Locks every game of a vendor (in id order); null when there is no such vendor. */
export async function lockVendorGames(db: DbClient, vendorCode: string): Promise<number[] | null> {
  if (!(await lockVendor(db, vendorCode))) return null;
  const { rows } = await db.query<{ id: number }>("select id from game where vendor_code = $1 order by id for update", [
    vendorCode,
  ]);
  return rows.map((r) => r.id);
}

/** Locks the games of `ids` that exist (in id order) and returns their ids. */
export async function lockGames(db: DbClient, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    "select id from game where id = any($1::int[]) order by id for update",
    [ids],
  );
  return rows.map((r) => r.id);
}

/** Sets maintenance and/or hot (null keeps it) of the games; returns how many changed. */
export async function setGameFlags(
  db: DbClient,
  ids: number[],
  flags: { maintenance: boolean | null; hot: boolean | null },
): Promise<number> {
  const { rowCount } = await db.query(
    `update game set maintenance = coalesce($2::boolean, maintenance), is_hot = coalesce($3::boolean, is_hot)
      where id = any($1::int[])
        and (maintenance is distinct from coalesce($2::boolean, maintenance)
             or is_hot is distinct from coalesce($3::boolean, is_hot))`,
    [ids, flags.maintenance, flags.hot],
  );
  return rowCount ?? 0;
}

/** A seamless wallet call as the console shows it, with the member's account and the game's name. */
export type VendorTransactionRow = {
  vendor_code: string;
  transaction_id: string;
  kind: ConsoleVendorTransaction["kind"];
  member_id: bigint;
  account: string;
  round_id: string;
  game_id: number;
  game_name: string;
  amount: bigint;
  reference_transaction_id: string | null;
  operation_id: bigint | null;
  outcome: string;
  answer: unknown;
  created_at: Date;
};

export async function findVendorTransaction(
  db: DbClient,
  vendorCode: string,
  transactionId: string,
): Promise<VendorTransactionRow | null> {
  const { rows } = await db.query<VendorTransactionRow>(
    `select t.vendor_code, t.transaction_id, t.kind, t.member_id, m.account, t.round_id, t.game_id,
            g.name as game_name, t.amount, t.reference_transaction_id, t.operation_id, t.outcome, t.answer,
            t.created_at
       from vendor_transaction t
       join member m on m.id = t.member_id
       join game g on g.id = t.game_id
      where t.vendor_code = $1 and t.transaction_id = $2`,
    [vendorCode, transactionId],
  );
  return rows[0] ?? null;
}
