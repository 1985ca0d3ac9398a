import { randomInt, randomUUID } from "node:crypto";
import { MAIN_WALLET, localizedName, type Language, type LaunchGameValue } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import type { Env } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { lockMemberForUpdate, type Session } from "../account/index.ts";
import { loadBrand } from "../system/index.ts";
import { createVendorSession } from "../vendor-api/index.ts";
import { memberBalances } from "../ledger/index.ts";
import {
  findGame,
  findLobbyGame,
  findLotteryGame,
  findRoomGame,
  findVendor,
  touchRecentGame,
  type LaunchGame,
  type LaunchVendor,
} from "./launch.repository.ts";
import { assertEligible } from "../protection/index.ts";

/*
 * Game launch (spec §3 game launch, §4 "requires login", §9 constants; architecture.md §5): resolve
 * the game, bring the player's money to it (the "auto transfer" of confirmTrans 0), open a vendor session bound to the player's session, remember the game among the
 * recent games, and answer the vendor's game page address with the session's token.
 */

/** The adapter of the built-in demo vendor (apps/demo-vendor): the only one this platform launches. */
export const DEMO_ADAPTER = "demo";

/** A launch request (the wire's `vassalage` is the vendor code). */
export type LaunchInput = {
  gameId?: number;
  roomId?: number;
  vendorCode: string;
  username?: string;
  merchantCode?: string;
  /** launchMode LOTT (spec §3 lottery lobby launch). */
  lottery?: { gameCode?: string; view?: "betting" | "lobby"; backUrl?: string };
};

/** The wallet moves a launch makes (the wallet module's transfer and return balance). */
export type LaunchWallet = {
  returnBalance: (memberId: bigint, requestId: string) => Promise<unknown>;
  transfer: (
    memberId: bigint,
    input: { from: string; to: string; amount: bigint; requestId: string },
  ) => Promise<unknown>;
};

/** What a launch needs: the database, the configuration (the demo vendor's address) and the wallet moves. */
export type LaunchDeps = { db: Db; env: Pick<Env, "DEMO_VENDOR_URL">; wallet: LaunchWallet };

/** What was asked: a game, a room or (neither) the vendor's lobby game. */
export type LaunchTarget = { gameId: number } | { roomId: number } | { lotteryCode: string } | { lobby: true };

export function launchTarget(input: Pick<LaunchInput, "gameId" | "roomId" | "lottery">): LaunchTarget {
  if (input.lottery?.gameCode !== undefined && input.gameId === undefined && input.roomId === undefined) {
    return { lotteryCode: input.lottery.gameCode };
  }
  if (input.gameId !== undefined && input.roomId !== undefined) {
    throw new AppError("validation_failed", { detail: "gameId, roomId: send one of them, not both" });
  }
  if (input.gameId !== undefined) return { gameId: input.gameId };
  if (input.roomId !== undefined) return { roomId: input.roomId };
  return { lobby: true };
}

/**
 * The vendor and game a launch opens, or the catalogue error: an unknown or disabled vendor or game,
 * a game of another vendor than `vendorCode`, or a vendor without games are game_not_found; a game
 * under maintenance (isNew = 1) is game_maintenance; a vendor this platform has no adapter for is
 * vendor_unavailable.
 */
export async function resolveLaunch(
  db: DbClient,
  vendorCode: string,
  target: LaunchTarget,
): Promise<{ vendor: LaunchVendor; game: LaunchGame }> {
  const vendor = await findVendor(db, vendorCode);
  const game = !vendor
    ? null
    : "gameId" in target
      ? await findGame(db, target.gameId)
      : "roomId" in target
        ? await findRoomGame(db, target.roomId)
        : "lotteryCode" in target
          ? await findLotteryGame(db, vendor.code, target.lotteryCode)
          : await findLobbyGame(db, vendor.code);
  return checkLaunch(vendor, game);
}

/** The launch rules on what was found (see resolveLaunch). */
export function checkLaunch(
  vendor: LaunchVendor | null,
  game: LaunchGame | null,
): { vendor: LaunchVendor; game: LaunchGame } {
  if (!vendor || !vendor.enabled) throw new AppError("game_not_found");
  if (!game || !game.enabled || game.vendorCode !== vendor.code) throw new AppError("game_not_found");
  if (game.maintenance) throw new AppError("game_maintenance");
  if (vendor.adapter !== DEMO_ADAPTER) throw new AppError("vendor_unavailable");
  return { vendor, game };
}

/** The lottery page of a lottery game (spec §3 lottery launch: lottoGameCode, lottoView, backUrl). */
async function lotteryLaunch(
  db: Db,
  memberId: bigint,
  game: LaunchGame,
  input: LaunchInput,
  language: Language,
): Promise<LaunchGameValue> {
  await inTransaction(db, async (tx) => {
    await lockMemberForUpdate(tx, memberId);
    await touchRecentGame(tx, memberId, game.id);
  });
  const query = new URLSearchParams({ game: game.theme, view: input.lottery?.view ?? "betting" });
  if (input.lottery?.backUrl) query.set("backUrl", input.lottery.backUrl);
  return {
    game_url: `/lottery?${query}`,
    gameId: game.id,
    gameName: localizedName(game.nameTexts, game.name, language),
    vassalage: game.vendorCode,
  };
}

/** The game page address under `base` (DEMO_VENDOR_URL or a launch CDN host + it). */
export function gamePageUrl(
  base: string,
  parts: { vendorCode: string; gameCode: string; gameName: string; token: string; language: Language; roomId?: number },
): string {
  // The catalogue's name travels along, so the game page shows the name the lobby showed.
  const query = new URLSearchParams({ token: parts.token, lang: parts.language, name: parts.gameName });
  if (parts.roomId !== undefined) query.set("room", String(parts.roomId));
  return `${base.replace(/\/+$/, "")}/play/${encodeURIComponent(parts.vendorCode)}/${encodeURIComponent(parts.gameCode)}?${query}`;
}

/** Launch CDN entries that name a host (`https://cdn.example.com`, `//cdn.example.com`); paths are not hosts. */
export function launchHosts(cdns: readonly string[]): string[] {
  return cdns.map((entry) => entry.trim().replace(/\/+$/, "")).filter((entry) => /^(https?:)?\/\/[^/]+/i.test(entry));
}

/** Spec §9: a launch CDN host chosen at random (crypto), or null when there is none. */
export function pickLaunchHost(cdns: readonly string[]): string | null {
  const hosts = launchHosts(cdns);
  return hosts.length > 0 ? hosts[randomInt(hosts.length)]! : null;
}

/**
 * The auto transfer of confirmTrans 0: the player's money follows them to the game they open.
 * Money left in other transfer-wallet vendors' wallets comes back to main first (GCS_returnBalance,
 * only when there is some: it is one ledger operation); then, for a transfer-wallet vendor, the
 * whole main balance moves into its wallet (GCS_walletTransfer). A main wallet spent between the
 * read and the transfer is read again; nothing to move moves nothing.
 */
async function autoTransfer(deps: LaunchDeps, memberId: bigint, vendor: LaunchVendor): Promise<void> {
  const target = vendor.walletMode === "transfer" ? vendor.code : null;
  const before = await memberBalances(deps.db, memberId);
  const elsewhere = [...before.vendors.entries()].some(([code, balance]) => code !== target && balance > 0n);
  if (elsewhere) await deps.wallet.returnBalance(memberId, `launch-return-${randomUUID()}`);
  if (!target) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { main } = attempt === 0 && !elsewhere ? before : await memberBalances(deps.db, memberId);
    if (main <= 0n) return;
    try {
      await deps.wallet.transfer(memberId, {
        from: MAIN_WALLET,
        to: target,
        amount: main,
        requestId: `launch-${randomUUID()}`,
      });
      return;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "insufficient_balance") throw error;
    }
  }
}

export async function launchGame(
  deps: LaunchDeps,
  session: Session,
  language: Language,
  input: LaunchInput,
): Promise<LaunchGameValue> {
  const target = launchTarget(input);
  if (input.username !== undefined && input.username.toLowerCase() !== session.account.toLowerCase()) {
    throw new AppError("validation_failed", { detail: "username: not the logged-in account" });
  }
  const brand = await loadBrand(deps.db);
  if (input.merchantCode !== undefined && input.merchantCode !== brand.merchant_code) {
    throw new AppError("validation_failed", { detail: "merchantCode: not this site's merchant code" });
  }
  const { vendor, game } = await resolveLaunch(deps.db, input.vendorCode, target);
  // No game opens during a time-out or self-exclusion, or once a session-time limit is used up (issue 16).
  await assertEligible(deps.db, session.memberId, "launch");

  await autoTransfer(deps, session.memberId, vendor);

  // A lottery game plays on the site's own lottery pages (the main wallet pays, no vendor session).
  if (game.engine === "lottery") return lotteryLaunch(deps.db, session.memberId, game, input, language);

  const { token } = await inTransaction(deps.db, async (tx) => {
    const created = await createVendorSession(tx, {
      memberId: session.memberId,
      memberSessionId: session.id,
      vendorCode: vendor.code,
      gameId: game.id,
    });
    await lockMemberForUpdate(tx, session.memberId);
    await touchRecentGame(tx, session.memberId, game.id);
    return created;
  });

  const gameName = localizedName(game.nameTexts, game.name, language);
  const parts = {
    vendorCode: vendor.code,
    gameCode: game.code,
    gameName,
    token,
    language,
    ...("roomId" in target ? { roomId: target.roomId } : {}),
  };
  const base = deps.env.DEMO_VENDOR_URL;
  const value: LaunchGameValue = {
    game_url: gamePageUrl(base, parts),
    gameId: game.id,
    gameName,
    vassalage: vendor.code,
  };
  // Another host serves the same pages only when the vendor's address is relative to ours.
  const host = base.startsWith("/") && !base.startsWith("//") ? pickLaunchHost(brand.launch_game_cdns) : null;
  if (host) value.game_url2 = gamePageUrl(`${host}${base}`, parts);
  return value;
}
