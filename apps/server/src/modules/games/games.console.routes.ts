import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleGameFlagsRequestSchema,
  consoleGameFlagsResponseSchema,
  consoleGameQuerySchema,
  consoleGameRoundQuerySchema,
  consoleGameRoundsResponseSchema,
  consoleGamesResponseSchema,
  consoleGameVendorParamsSchema,
  consoleGameVendorRequestSchema,
  consoleGameVendorResponseSchema,
  consoleGameVendorsResponseSchema,
  consoleVendorTransactionQuerySchema,
  consoleVendorTransactionResponseSchema,
  type ConsoleGame,
  type ConsoleGameFlagsRequest,
  type ConsoleGameRound,
  type ConsoleGameVendor,
  type ConsoleVendorTransaction,
} from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { gameListCache } from "./game-list-cache.ts";
import { forgetVendorCache } from "../vendor-api/vendor-api.repository.ts";
import { searchKey } from "./search-key.ts";
import { appendAudit, type AuditDetail } from "../operator/operator-audit.ts";
import { actorOf, requireOperator, type Actor } from "../operator/operator-auth.ts";

/*
 * The operator's game catalogue: vendors (enable / disable, vendor-wide maintenance), games
 * (search, maintenance and hot flags, one by one or in bulk) and, for a player's complaint, the
 * player's rounds and one vendor transaction with the answer the vendor got. Reading: admin and
 * cashier ("gamesRead"); changing: admin ("games"). Each change and its audit row are one
 * transaction; the public game lists are cached in memory for a short while, so every change
 * drops that cache and shows at once.
 */

type Queryable = Db | pg.PoolClient;

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
const tags = ["console"];

const audit = (tx: pg.PoolClient, actor: Actor, action: string, target: string, detail: AuditDetail) =>
  appendAudit(tx, { operator: actor.session.username, action, target, ip: actor.ip, detail });

/** "%text%" for LIKE, with the pattern characters of `text` escaped. */
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/* ---- Vendors ---- */

type VendorRow = {
  vassalage: string;
  display_name: string;
  category: string;
  wallet_mode: "seamless" | "transfer";
  enabled: boolean;
  games: number;
  maintenance_games: number;
  hot_games: number;
};

const toVendor = (r: VendorRow): ConsoleGameVendor => ({
  code: r.vassalage,
  name: r.display_name,
  category: r.category,
  walletMode: r.wallet_mode,
  enabled: r.enabled,
  games: r.games,
  maintenanceGames: r.maintenance_games,
  hotGames: r.hot_games,
});

const VENDOR_SELECT = `select v.vassalage, v.display_name, v.category, v.wallet_mode, v.enabled,
         coalesce(c.games, 0)::int as games, coalesce(c.maintenance_games, 0)::int as maintenance_games,
         coalesce(c.hot_games, 0)::int as hot_games
    from game_vendor v
    left join lateral (
      select count(*) as games, count(*) filter (where g.maintenance) as maintenance_games,
             count(*) filter (where g.is_hot) as hot_games
        from game g where g.vendor_code = v.vassalage
    ) c on true`;

/** Every vendor in the site's order, with its game counts. */
export async function listVendors(db: Queryable): Promise<ConsoleGameVendor[]> {
  const { rows } = await db.query<VendorRow>(`${VENDOR_SELECT} order by v.sort, v.account_type_id`);
  return rows.map(toVendor);
}

async function findVendor(db: Queryable, code: string): Promise<ConsoleGameVendor | null> {
  const { rows } = await db.query<VendorRow>(`${VENDOR_SELECT} where v.vassalage = $1`, [code]);
  return rows[0] ? toVendor(rows[0]) : null;
}

/** Enables or disables a vendor (a disabled vendor leaves the lobby); unknown → not_found. */
export async function setVendorEnabled(
  db: Db,
  code: string,
  enabled: boolean,
  actor: Actor,
): Promise<ConsoleGameVendor> {
  const vendor = await inTransaction(db, async (tx) => {
    const before = await tx.query<{ enabled: boolean }>(
      "select enabled from game_vendor where vassalage = $1 for update",
      [code],
    );
    if (!before.rows[0]) throw new AppError("not_found");
    await tx.query("update game_vendor set enabled = $2 where vassalage = $1", [code, enabled]);
    await audit(tx, actor, "game_vendor.update", `game_vendor:${code}`, {
      from: { enabled: before.rows[0].enabled },
      to: { enabled },
    });
    return (await findVendor(tx, code))!;
  });
  // This process forgets at once; other processes' caches expire within seconds (vendor rows 5 s, lists 30 s).
  gameListCache(db).clear();
  forgetVendorCache(db);
  return vendor;
}

/* ---- Games ---- */

type GameRow = {
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

const toGame = (r: GameRow): ConsoleGame => ({
  id: r.id,
  code: r.code,
  name: r.name,
  vendorCode: r.vendor_code,
  vendorName: r.vendor_name,
  category: r.category,
  gameType: r.game_type,
  engine: r.engine,
  rtpBp: r.rtp_bp,
  hot: r.is_hot,
  maintenance: r.maintenance,
  enabled: r.enabled,
});

export type GameQuery = z.infer<typeof consoleGameQuerySchema>;
const flagValue = (filter: "all" | "on" | "off"): boolean | null => (filter === "all" ? null : filter === "on");

/**
 * Games by name (the lobby's rule: diacritics and case ignored, so "bau cua" finds "Bầu Cua"),
 * code or id, optionally of one vendor, under maintenance or not, hot or not; in the vendors'
 * order, then the vendor's own order.
 */
export async function searchGames(db: Queryable, query: GameQuery): Promise<{ total: number; list: ConsoleGame[] }> {
  const q = query.q.trim();
  const id = /^[0-9]{1,9}$/.test(q) ? Number(q) : null;
  const where = `($1 = '' or g.search_key like $2 or lower(g.code) like $3 or g.id = $4)
      and ($5::text is null or g.vendor_code = $5)
      and ($6::boolean is null or g.maintenance = $6)
      and ($7::boolean is null or g.is_hot = $7)`;
  const params = [
    q,
    likeAnywhere(searchKey(q)),
    likeAnywhere(q.toLowerCase()),
    id,
    query.vendor ?? null,
    flagValue(query.maintenance),
    flagValue(query.hot),
  ];
  const count = await db.query<{ n: number }>(`select count(*)::int as n from game g where ${where}`, params);
  const { rows } = await db.query<GameRow>(
    `select g.id, g.code, g.name, g.vendor_code, v.display_name as vendor_name, v.category, g.game_type, g.engine,
            g.rtp_bp, g.is_hot, g.maintenance, g.enabled
       from game g join game_vendor v on v.vassalage = g.vendor_code
      where ${where}
      order by (g.id = $4) desc, v.sort, v.account_type_id, g.sort, g.id
      limit $8 offset $9`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { total: count.rows[0]!.n, list: rows.map(toGame) };
}

/**
 * Sets maintenance and/or hot of the named games (all must exist, else not_found and nothing
 * changes) or of every game of a vendor (vendor-wide maintenance).
 */
export async function setGameFlags(
  db: Db,
  input: ConsoleGameFlagsRequest,
  actor: Actor,
): Promise<{ matched: number; changed: number }> {
  const maintenance = input.maintenance ?? null;
  const hot = input.hot ?? null;
  const result = await inTransaction(db, async (tx) => {
    let ids: number[];
    if (input.vendorCode !== undefined) {
      const vendor = await tx.query("select 1 from game_vendor where vassalage = $1 for update", [input.vendorCode]);
      if (vendor.rowCount === 0) throw new AppError("not_found");
      const { rows } = await tx.query<{ id: number }>(
        "select id from game where vendor_code = $1 order by id for update",
        [input.vendorCode],
      );
      ids = rows.map((r) => r.id);
    } else {
      ids = [...new Set(input.ids ?? [])].sort((a, b) => a - b);
      const { rows } = await tx.query<{ id: number }>(
        "select id from game where id = any($1::int[]) order by id for update",
        [ids],
      );
      if (rows.length !== ids.length) {
        const found = new Set(rows.map((r) => r.id));
        throw new AppError("not_found", { detail: `unknown game ids: ${ids.filter((i) => !found.has(i)).join(", ")}` });
      }
    }
    const { rowCount } = await tx.query(
      `update game set maintenance = coalesce($2::boolean, maintenance), is_hot = coalesce($3::boolean, is_hot)
        where id = any($1::int[])
          and (maintenance is distinct from coalesce($2::boolean, maintenance)
               or is_hot is distinct from coalesce($3::boolean, is_hot))`,
      [ids, maintenance, hot],
    );
    const changed = rowCount ?? 0;
    const flags = { maintenance, hot, matched: ids.length, changed };
    if (input.vendorCode !== undefined) {
      await audit(tx, actor, "game_vendor.games", `game_vendor:${input.vendorCode}`, flags);
    } else {
      const target = ids.length === 1 ? `game:${ids[0]}` : `games:${ids.length}`;
      await audit(tx, actor, "game.flags", target, { ...flags, ids });
    }
    return { matched: ids.length, changed };
  });
  gameListCache(db).clear();
  return result;
}

/* ---- Rounds and vendor transactions ---- */

type RoundRow = {
  id: bigint;
  round_id: string;
  vendor_code: string;
  vendor_name: string;
  game_id: number;
  game_name: string;
  bet_amount: bigint;
  win_amount: bigint;
  status: ConsoleGameRound["status"];
  started_at: Date;
  ended_at: Date | null;
};

/** A member's rounds (by account, any case), newest first; unknown account → not_found. */
export async function memberRounds(
  db: Queryable,
  query: { account: string; page: number; size: number },
): Promise<{ member: { id: string; account: string }; total: number; list: ConsoleGameRound[] }> {
  const member = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account = lower($1)",
    [query.account.trim()],
  );
  const found = member.rows[0];
  if (!found) throw new AppError("not_found");
  const count = await db.query<{ n: number }>("select count(*)::int as n from game_round where member_id = $1", [
    found.id.toString(),
  ]);
  const { rows } = await db.query<RoundRow>(
    `select r.id, r.round_id, r.vendor_code, v.display_name as vendor_name, r.game_id, g.name as game_name,
            r.bet_amount, r.win_amount, r.status, r.started_at, r.ended_at
       from game_round r
       join game g on g.id = r.game_id
       join game_vendor v on v.vassalage = r.vendor_code
      where r.member_id = $1
      order by r.started_at desc, r.id desc
      limit $2 offset $3`,
    [found.id.toString(), query.size, (query.page - 1) * query.size],
  );
  return {
    member: { id: found.id.toString(), account: found.account },
    total: count.rows[0]!.n,
    list: rows.map((r) => ({
      id: r.id.toString(),
      roundId: r.round_id,
      vendorCode: r.vendor_code,
      vendorName: r.vendor_name,
      gameId: r.game_id,
      gameName: r.game_name,
      bet: r.bet_amount.toString(),
      win: r.win_amount.toString(),
      status: r.status,
      startedAt: r.started_at.toISOString(),
      endedAt: r.ended_at ? r.ended_at.toISOString() : null,
    })),
  };
}

type TransactionRow = {
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

/** One seamless wallet call by (vendor, transaction id) with the answer it got; unknown → not_found. */
export async function vendorTransaction(
  db: Queryable,
  vendor: string,
  transactionId: string,
): Promise<ConsoleVendorTransaction> {
  const { rows } = await db.query<TransactionRow>(
    `select t.vendor_code, t.transaction_id, t.kind, t.member_id, m.account, t.round_id, t.game_id,
            g.name as game_name, t.amount, t.reference_transaction_id, t.operation_id, t.outcome, t.answer,
            t.created_at
       from vendor_transaction t
       join member m on m.id = t.member_id
       join game g on g.id = t.game_id
      where t.vendor_code = $1 and t.transaction_id = $2`,
    [vendor, transactionId],
  );
  const r = rows[0];
  if (!r) throw new AppError("not_found");
  return {
    vendorCode: r.vendor_code,
    transactionId: r.transaction_id,
    kind: r.kind,
    memberId: r.member_id.toString(),
    memberAccount: r.account,
    roundId: r.round_id,
    gameId: r.game_id,
    gameName: r.game_name,
    amount: r.amount.toString(),
    referenceTransactionId: r.reference_transaction_id,
    operationId: r.operation_id === null ? null : r.operation_id.toString(),
    outcome: r.outcome,
    answer: r.answer,
    createdAt: r.created_at.toISOString(),
  };
}

/* ---- Routes (registered inside consoleRoutes: its no-store hook and request decoration apply) ---- */

export const consoleGameRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator("gamesRead");
  const change = requireOperator("games");

  app.get(
    CONSOLE_PATHS.gameVendors,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Game vendors with their game counts (all, under maintenance, hot)",
        querystring: noQuery,
        response: { 200: consoleGameVendorsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await listVendors(app.db)),
  );

  app.put(
    CONSOLE_PATHS.gameVendor,
    {
      preHandler: change,
      schema: {
        tags,
        summary: "Enables or disables a game vendor",
        params: consoleGameVendorParamsSchema,
        body: consoleGameVendorRequestSchema,
        response: { 200: consoleGameVendorResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await setVendorEnabled(app.db, request.params.code, request.body.enabled, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.games,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Games by name (diacritics ignored), code or id; by vendor, maintenance, hot; paged",
        querystring: consoleGameQuerySchema,
        response: { 200: consoleGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await searchGames(app.db, request.query)),
  );

  app.put(
    CONSOLE_PATHS.gameFlags,
    {
      preHandler: change,
      schema: {
        tags,
        summary: "Sets maintenance and/or hot of games by ids, or of every game of a vendor",
        body: consoleGameFlagsRequestSchema,
        response: { 200: consoleGameFlagsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await setGameFlags(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.gameRounds,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A member's game rounds by account, newest first",
        querystring: consoleGameRoundQuerySchema,
        response: { 200: consoleGameRoundsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await memberRounds(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.vendorTransaction,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "One seamless wallet transaction by vendor and transaction id, with the answer the vendor got",
        querystring: consoleVendorTransactionQuerySchema,
        response: { 200: consoleVendorTransactionResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await vendorTransaction(app.db, request.query.vendor, request.query.transactionId)),
  );
};
