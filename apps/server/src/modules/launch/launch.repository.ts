import { RECENT_GAMES_MAX, type StoredText } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/** The vendor of a launch: what the launch checks before it resolves the game. */
export type LaunchVendor = {
  code: string;
  enabled: boolean;
  adapter: string;
  walletMode: "seamless" | "transfer";
};

/** The game a launch opens (a catalogue game, a room's game or the vendor's lobby game). */
export type LaunchGame = {
  id: number;
  code: string;
  name: string;
  /** The name in every language when it is descriptive (null: a title for all). */
  nameTexts: StoredText | null;
  vendorCode: string;
  enabled: boolean;
  maintenance: boolean;
  /** 'lottery' games open the site's lottery pages (theme = the lottery game code), not a vendor page. */
  engine: string;
  theme: string;
};

export async function findVendor(db: DbClient, vendorCode: string): Promise<LaunchVendor | null> {
  const { rows } = await db.query<{
    vendor_code: string;
    enabled: boolean;
    adapter: string;
    wallet_mode: "seamless" | "transfer";
  }>("select vendor_code, enabled, adapter, wallet_mode from game_vendor where vendor_code = $1", [vendorCode]);
  const row = rows[0];
  return row
    ? { code: row.vendor_code, enabled: row.enabled, adapter: row.adapter, walletMode: row.wallet_mode }
    : null;
}

type GameRow = {
  id: number;
  code: string;
  name: string;
  name_i18n: StoredText | null;
  vendor_code: string;
  enabled: boolean;
  maintenance: boolean;
  engine: string;
  theme: string;
};

const toGame = (row: GameRow): LaunchGame => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nameTexts: row.name_i18n,
  vendorCode: row.vendor_code,
  enabled: row.enabled,
  maintenance: row.maintenance,
  engine: row.engine,
  theme: row.theme,
});

const GAME_COLUMNS = "g.id, g.code, g.name, g.name_i18n, g.vendor_code, g.enabled, g.maintenance, g.engine, g.theme";

export async function findGame(db: DbClient, gameId: number): Promise<LaunchGame | null> {
  const { rows } = await db.query<GameRow>(`select ${GAME_COLUMNS} from game g where g.id = $1`, [gameId]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** A PVP room's game; a disabled room has none. */
export async function findRoomGame(db: DbClient, roomId: number): Promise<LaunchGame | null> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from game_room r join game g on g.id = r.game_id where r.id = $1 and r.enabled`,
    [roomId],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/** A lottery game of a vendor by its lottery code (launchMode LOTT, lottoGameCode). */
export async function findLotteryGame(
  db: DbClient,
  vendorCode: string,
  lotteryCode: string,
): Promise<LaunchGame | null> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from game g where g.vendor_code = $1 and g.engine = 'lottery' and g.theme = $2`,
    [vendorCode, lotteryCode],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/** The vendor's lobby game: its first enabled game by sort (then id). */
export async function findLobbyGame(db: DbClient, vendorCode: string): Promise<LaunchGame | null> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from game g where g.vendor_code = $1 and g.enabled order by g.sort, g.id limit 1`,
    [vendorCode],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/**
 * GCS_recentGame's rows: the game moves to the top of the member's recent games, and only the
 * RECENT_GAMES_MAX most recent are kept. The caller holds the member's lock (two launches of the
 * same member at once cannot both trim around each other's insert).
 */
export async function touchRecentGame(db: DbClient, memberId: bigint, gameId: number): Promise<void> {
  const member = memberId.toString();
  await db.query(
    `insert into game_recent (member_id, game_id, played_at) values ($1, $2, clock_timestamp())
     on conflict (member_id, game_id) do update set played_at = excluded.played_at`,
    [member, gameId],
  );
  await db.query(
    `delete from game_recent
      where member_id = $1
        and game_id in (select game_id from game_recent where member_id = $1
                         order by played_at desc, game_id desc offset $2)`,
    [member, RECENT_GAMES_MAX],
  );
}

/* ---- The built-in demo vendor's secret ---- */

/**
 * The server_secret value named `name`: the stored one, or `generated` stored now (the first
 * process to store wins; every process then reads the same value).
 */
export async function keepServerSecret(db: DbClient, name: string, generated: string): Promise<string> {
  await db.query("insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    generated,
  ]);
  const { rows } = await db.query<{ value: string }>("select value from server_secret where name = $1", [name]);
  return rows[0]!.value;
}

/** Gives every vendor served by `adapter` the wallet API secret `secret` (those that have another). */
export async function setAdapterVendorsSecret(db: DbClient, adapter: string, secret: string): Promise<void> {
  await db.query("update game_vendor set api_secret = $2 where adapter = $1 and api_secret is distinct from $2", [
    adapter,
    secret,
  ]);
}
