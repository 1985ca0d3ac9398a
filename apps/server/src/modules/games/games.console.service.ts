import type pg from "pg";
import type { z } from "zod";
import type {
  ConsoleGame,
  ConsoleGameFlagsRequest,
  ConsoleGameVendor,
  ConsoleVendorTransaction,
  consoleGameQuerySchema,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { appendAudit, type Actor, type AuditDetail } from "../operator/index.ts";
import { forgetVendorCache } from "../vendor-api/index.ts";
import { gameListCache } from "./game-list-cache.ts";
import * as repo from "./games.repository.ts";
import { searchKey } from "./search-key.ts";

/*
 * The operator's game catalogue: vendors (enable / disable, vendor-wide maintenance), games
 * (search, maintenance and hot flags, one by one or in bulk) and, for a player's complaint, one
 * vendor transaction with the answer the vendor got. Each change and its audit row are one
 * transaction; the public game lists (and the wallet API's vendor rows) are cached in memory for a
 * short while, so every change drops those caches and shows at once in this process.
 */

const audit = (tx: pg.PoolClient, actor: Actor, action: string, target: string, detail: AuditDetail) =>
  appendAudit(tx, { operator: actor.session.username, action, target, ip: actor.ip, detail });

/** "%text%" for LIKE, with the pattern characters of `text` escaped. */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** This process forgets at once; other processes' caches expire within seconds (vendor rows 5 s, lists 30 s). */
function forgetCatalogueCaches(db: Db, vendorsToo: boolean): void {
  gameListCache(db).clear();
  if (vendorsToo) forgetVendorCache(db);
}

/* ---- Vendors ---- */

const toVendor = (r: repo.ConsoleVendorRow): ConsoleGameVendor => ({
  code: r.vendor_code,
  name: r.display_name,
  category: r.category,
  walletMode: r.wallet_mode,
  enabled: r.enabled,
  games: r.games,
  maintenanceGames: r.maintenance_games,
  hotGames: r.hot_games,
});

/** Every vendor in the site's order, with its game counts. */
export async function listVendors(db: DbClient): Promise<ConsoleGameVendor[]> {
  return (await repo.listConsoleVendors(db)).map(toVendor);
}

/** Enables or disables a vendor (a disabled vendor leaves the lobby); unknown → not_found. */
export async function setVendorEnabled(
  db: Db,
  code: string,
  enabled: boolean,
  actor: Actor,
): Promise<ConsoleGameVendor> {
  const vendor = await inTransaction(db, async (tx) => {
    const before = await repo.lockVendor(tx, code);
    if (!before) throw new AppError("not_found");
    await repo.setVendorEnabled(tx, code, enabled);
    await audit(tx, actor, "game_vendor.update", `game_vendor:${code}`, {
      from: { enabled: before.enabled },
      to: { enabled },
    });
    return toVendor((await repo.findConsoleVendor(tx, code))!);
  });
  forgetCatalogueCaches(db, true);
  return vendor;
}

/* ---- Games ---- */

const toGame = (r: repo.ConsoleGameRow): ConsoleGame => ({
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
 * What a console search matches: the name by the lobby's rule (diacritics and case ignored, so
 * "bau cua" finds "Bầu Cua"), the code (any case) or the id; optionally one vendor, maintenance
 * or not, hot or not.
 */
export function consoleGameFilter(
  query: Pick<GameQuery, "q" | "vendor" | "maintenance" | "hot">,
): repo.ConsoleGameFilter {
  const text = query.q.trim();
  return {
    text,
    keyPattern: likeAnywhere(searchKey(text)),
    codePattern: likeAnywhere(text.toLowerCase()),
    id: /^[0-9]{1,9}$/.test(text) ? Number(text) : null,
    vendorCode: query.vendor ?? null,
    maintenance: flagValue(query.maintenance),
    hot: flagValue(query.hot),
  };
}

/** Games matching the query, in the vendors' order, then the vendor's own order; one page. */
export async function searchGames(db: DbClient, query: GameQuery): Promise<{ total: number; list: ConsoleGame[] }> {
  const { total, rows } = await repo.searchConsoleGames(db, consoleGameFilter(query), {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { total, list: rows.map(toGame) };
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
  const flags = { maintenance: input.maintenance ?? null, hot: input.hot ?? null };
  const result = await inTransaction(db, async (tx) => {
    let ids: number[];
    if (input.vendorCode !== undefined) {
      const vendorGames = await repo.lockVendorGames(tx, input.vendorCode);
      if (!vendorGames) throw new AppError("not_found");
      ids = vendorGames;
    } else {
      ids = [...new Set(input.ids ?? [])].sort((a, b) => a - b);
      const found = new Set(await repo.lockGames(tx, ids));
      if (found.size !== ids.length) {
        throw new AppError("not_found", { detail: `unknown game ids: ${ids.filter((i) => !found.has(i)).join(", ")}` });
      }
    }
    const changed = await repo.setGameFlags(tx, ids, flags);
    const detail = { ...flags, matched: ids.length, changed };
    if (input.vendorCode !== undefined) {
      await audit(tx, actor, "game_vendor.games", `game_vendor:${input.vendorCode}`, detail);
    } else {
      const target = ids.length === 1 ? `game:${ids[0]}` : `games:${ids.length}`;
      await audit(tx, actor, "game.flags", target, { ...detail, ids });
    }
    return { matched: ids.length, changed };
  });
  forgetCatalogueCaches(db, false);
  return result;
}

/* ---- Vendor transactions ---- */

/** One seamless wallet call by (vendor, transaction id) with the answer it got; unknown → not_found. */
export async function vendorTransaction(
  db: DbClient,
  vendorCode: string,
  transactionId: string,
): Promise<ConsoleVendorTransaction> {
  const r = await repo.findVendorTransaction(db, vendorCode, transactionId);
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
