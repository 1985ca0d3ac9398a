import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { vendorTokenSchema } from "@lotus/contracts";
import { isClientSeed, playRound } from "../engine/index.ts";
import type { GameEngineName } from "../engine/types.ts";
import type {
  Fairness,
  PlayResponse,
  RoundResponse,
  SeedsResponse,
  SessionResponse,
  SessionStats,
  VendorErrorCode,
} from "../protocol.ts";
import { gameOf, gameName, hashSeed, newClientSeed, newServerSeed, nodeHmac, type Game } from "./games.ts";
import { formatVnd, type Language } from "./messages.ts";
import type { WalletClient, WalletResult } from "./wallet.ts";

/*
 * The demo vendor's game service: sessions, rounds and seed pairs, and the money protocol with the
 * platform. A round's outcome is decided first (seed pair + nonce), then the stake is taken with a
 * signed `bet`, then the win is paid with a signed `win` (endRound). A bet without a clear answer is
 * rolled back; a win without an acknowledgement is sent again (same transactionId) until it is
 * acknowledged: inline a few times, then by the recovery loop (recoverDue).
 */

/** A refusal to the page: the code, its message parameters and extra fields of the error body. */
export class VendorError extends Error {
  constructor(
    readonly code: VendorErrorCode,
    readonly extra: { roundId?: string; detail?: string; params?: Record<string, string> } = {},
  ) {
    super(code);
  }
}

export type VendorContext = {
  pool: pg.Pool;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  /** Pauses between inline attempts of a rollback or a win (attempts = length + 1). */
  retryBackoffMs: readonly number[];
  /** Recovery loop period; its retry delays grow from it (× 2 per attempt, at most 5 minutes). */
  retryIntervalMs: number;
  /** How long a round being played by a request is left alone by the recovery loop. */
  leaseMs: number;
};

type SessionRow = {
  id: string;
  token: string;
  vendor_code: string;
  game_code: string;
  player_id: string;
  lang: string;
  rounds: number;
  staked: bigint;
  won: bigint;
};

type RoundRow = {
  id: string;
  session_id: string;
  request_id: string;
  player_id: string;
  vendor_code: string;
  game_code: string;
  engine: GameEngineName;
  theme: string;
  bet: unknown;
  stake: bigint;
  win: bigint;
  outcome: unknown;
  seed_pair_id: bigint;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: "pending" | "bet_placed" | "settled" | "rolled_back" | "failed";
  error: VendorErrorCode | null;
  answer: PlayResponse | null;
  created_at: Date;
};

const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ROUND_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
const stats = (s: { rounds: number; staked: bigint; won: bigint }): SessionStats => ({
  rounds: s.rounds,
  staked: s.staked.toString(),
  won: s.won.toString(),
  net: (s.won - s.staked).toString(),
});

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

/* ---- Seed pairs ---- */

/** The player's current pair as the page sees it (created on first use). */
async function currentPair(db: pg.PoolClient | pg.Pool, playerId: string): Promise<Fairness> {
  const { rows } = await db.query<{ server_seed_hash: string; client_seed: string; next_nonce: number }>(
    "select server_seed_hash, client_seed, next_nonce from demo_vendor.seed_pair where player_id = $1 and revealed_at is null",
    [playerId],
  );
  const row = rows[0];
  if (row) return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.next_nonce };
  return createPair(db, playerId);
}

async function createPair(db: pg.PoolClient | pg.Pool, playerId: string): Promise<Fairness> {
  await db.query(
    `insert into demo_vendor.seed_pair (player_id, server_seed, server_seed_hash, client_seed)
     select $1, $2, $3, $4
      where not exists (select 1 from demo_vendor.seed_pair where player_id = $1 and revealed_at is null)
     on conflict do nothing`,
    [playerId, ...newPairSeeds()],
  );
  const { rows } = await db.query<{ server_seed_hash: string; client_seed: string; next_nonce: number }>(
    "select server_seed_hash, client_seed, next_nonce from demo_vendor.seed_pair where player_id = $1 and revealed_at is null",
    [playerId],
  );
  const row = rows[0]!;
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.next_nonce };
}

function newPairSeeds(clientSeed?: string): [string, string, string] {
  const serverSeed = newServerSeed();
  return [serverSeed, hashSeed(serverSeed), clientSeed ?? newClientSeed()];
}

/** Takes the next nonce of the player's current pair (locks the pair until the transaction ends). */
async function takeNonce(
  client: pg.PoolClient,
  playerId: string,
): Promise<{ id: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
  for (let attempt = 0; attempt < 4; attempt++) {
    // A rotation committing while this waits makes the old pair no longer current: try again.
    const { rows } = await client.query<{
      id: bigint;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
    }>(
      `update demo_vendor.seed_pair set next_nonce = next_nonce + 1
        where player_id = $1 and revealed_at is null
       returning id, server_seed, server_seed_hash, client_seed, next_nonce - 1 as nonce`,
      [playerId],
    );
    const row = rows[0];
    if (row) {
      return {
        id: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      };
    }
    await createPair(client, playerId);
  }
  throw new Error(`no current seed pair for player ${playerId}`);
}

/* ---- Sessions ---- */

export type SessionInput = { token: unknown; vendorCode: unknown; gameCode: unknown; lang: Language };

export async function openSession(ctx: VendorContext, input: SessionInput): Promise<SessionResponse> {
  const { token, vendorCode, gameCode, lang } = input;
  if (typeof vendorCode !== "string" || !VENDOR_CODE.test(vendorCode) || typeof gameCode !== "string") {
    throw new VendorError("invalid_request");
  }
  if (typeof token !== "string" || !vendorTokenSchema.safeParse(token).success)
    throw new VendorError("session_invalid");
  const game = gameOf(gameCode);
  if (!game) throw new VendorError("game_unavailable");
  const answer = await ctx.wallet(vendorCode, "balance", { token });
  if (answer.kind !== "ok") throw walletFailure(ctx, answer, "balance");
  const playerId = answer.value.playerId;
  const { session, fairness } = await inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<SessionRow>(
      `insert into demo_vendor.session (id, token, vendor_code, game_code, player_id, lang)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (token, vendor_code, game_code) do update set lang = excluded.lang, player_id = excluded.player_id
       returning *`,
      [randomBytes(24).toString("base64url"), token, vendorCode, gameCode, playerId, lang],
    );
    return { session: rows[0]!, fairness: await currentPair(client, playerId) };
  });
  const described = game.impl.describe();
  return {
    sessionId: session.id,
    playerId,
    currency: "VND",
    balance: answer.value.balance,
    game: {
      vendorCode,
      gameCode,
      name: game.name,
      engine: game.engine,
      theme: game.theme,
      rtpBp: described.rtpBp,
      rules: described.rules,
      limits: { min: game.limits.min.toString(), max: game.limits.max.toString() },
    },
    fairness,
    stats: stats(session),
  };
}

export async function findSession(ctx: VendorContext, sessionId: unknown): Promise<SessionRow> {
  if (typeof sessionId !== "string" || !SESSION_ID.test(sessionId)) throw new VendorError("session_invalid");
  const { rows } = await ctx.pool.query<SessionRow>("select * from demo_vendor.session where id = $1", [sessionId]);
  if (!rows[0]) throw new VendorError("session_invalid");
  return rows[0];
}

/** The page's error for a wallet call that did not succeed (outside the bet, whose failures are handled in play). */
function walletFailure(ctx: VendorContext, answer: Exclude<WalletResult, { kind: "ok" }>, action: string): VendorError {
  if (answer.kind === "unknown") {
    ctx.log.warn({ action, reason: answer.reason }, "demo vendor: wallet call without an answer");
    return new VendorError("wallet_error");
  }
  return new VendorError(refusalCode(ctx, answer.code, action));
}

function refusalCode(ctx: VendorContext, platformCode: string, action: string): VendorErrorCode {
  switch (platformCode) {
    case "insufficient_balance":
      return "insufficient_balance";
    case "vendor_token_invalid":
      return "session_invalid";
    case "game_not_found":
    case "game_maintenance":
    case "vendor_unknown":
    case "vendor_unavailable":
      return "game_unavailable";
    default:
      ctx.log.warn({ action, platformCode }, "demo vendor: wallet call refused");
      return "wallet_error";
  }
}

/* ---- Play ---- */

export type PlayInput = { session: SessionRow; requestId: unknown; bet: unknown; lang: Language };

export async function play(ctx: VendorContext, input: PlayInput): Promise<PlayResponse> {
  const { session, requestId, lang } = input;
  if (typeof requestId !== "string" || !REQUEST_ID.test(requestId)) throw new VendorError("invalid_request");
  const existing = await roundByRequest(ctx, session.id, requestId);
  if (existing) return replay(existing);
  const game = gameOf(session.game_code);
  if (!game) throw new VendorError("game_unavailable");
  const parsed = game.impl.parseBet(input.bet, game.limits);
  if (!parsed.ok) {
    throw new VendorError("invalid_bet", {
      detail: parsed.error,
      params: { min: formatVnd(game.limits.min, lang), max: formatVnd(game.limits.max, lang) },
    });
  }
  let round: RoundRow;
  try {
    round = await startRound(ctx, session, game, requestId, parsed.bet, parsed.stake);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same requestId a moment ago (replay it), or another round of this session in flight.
    const again = await roundByRequest(ctx, session.id, requestId);
    if (again) return replay(again);
    throw new VendorError("round_in_progress");
  }
  return runRound(ctx, session, round);
}

async function roundByRequest(ctx: VendorContext, sessionId: string, requestId: string): Promise<RoundRow | null> {
  const { rows } = await ctx.pool.query<RoundRow>(
    "select * from demo_vendor.round where session_id = $1 and request_id = $2",
    [sessionId, requestId],
  );
  return rows[0] ?? null;
}

async function roundById(ctx: VendorContext, roundId: string): Promise<RoundRow> {
  const { rows } = await ctx.pool.query<RoundRow>("select * from demo_vendor.round where id = $1", [roundId]);
  return rows[0]!;
}

/** The answer already given for a round (the same requestId again). */
function replay(round: RoundRow): PlayResponse {
  switch (round.status) {
    case "settled":
      return round.answer!;
    case "failed":
    case "rolled_back":
      throw new VendorError(round.error ?? "wallet_error", { roundId: round.id });
    case "bet_placed":
      throw new VendorError("round_settling", { roundId: round.id });
    case "pending":
      throw new VendorError(round.error ?? "round_in_progress", { roundId: round.id });
  }
}

/** Decides the outcome from the current seed pair and the next nonce, and records the round (pending). */
async function startRound(
  ctx: VendorContext,
  session: SessionRow,
  game: Game,
  requestId: string,
  bet: unknown,
  stake: bigint,
): Promise<RoundRow> {
  return inTransaction(ctx.pool, async (client) => {
    const pair = await takeNonce(client, session.player_id);
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
    // The engine's playRound: the very function the verification page replays the round with.
    const { outcome, win } = playRound({
      engine: game.engine,
      theme: game.theme,
      seeds,
      bet,
      hmac: nodeHmac,
      limits: game.limits,
    });
    const { rows } = await client.query<RoundRow>(
      `insert into demo_vendor.round (id, session_id, request_id, player_id, vendor_code, game_code, engine, theme,
                                      bet, stake, win, outcome, seed_pair_id, server_seed_hash, client_seed, nonce,
                                      next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
               now() + make_interval(secs => $17::double precision / 1000))
       returning *`,
      [
        randomBytes(12).toString("hex"),
        session.id,
        requestId,
        session.player_id,
        session.vendor_code,
        game.gameCode,
        game.engine,
        game.theme,
        json(bet),
        stake.toString(),
        win.toString(),
        json(outcome),
        pair.id.toString(),
        pair.serverSeedHash,
        pair.clientSeed,
        pair.nonce,
        ctx.leaseMs,
      ],
    );
    return rows[0]!;
  });
}

const txIds = (roundId: string) => ({ bet: `${roundId}:b`, win: `${roundId}:w`, rollback: `${roundId}:r` });

async function runRound(ctx: VendorContext, session: SessionRow, round: RoundRow): Promise<PlayResponse> {
  const ids = txIds(round.id);
  const bet = await ctx.wallet(round.vendor_code, "bet", {
    token: session.token,
    transactionId: ids.bet,
    roundId: round.id,
    gameCode: round.game_code,
    amount: round.stake.toString(),
  });
  if (bet.kind === "refused") {
    // A definitive refusal: no money moved, nothing to roll back.
    const code = refusalCode(ctx, bet.code, "bet");
    const failed = await transition(ctx, round.id, "pending", "failed", code);
    if (!failed) return replay(await roundById(ctx, round.id));
    throw new VendorError(code, { roundId: round.id });
  }
  if (bet.kind === "unknown") {
    ctx.log.warn({ roundId: round.id, reason: bet.reason }, "demo vendor: bet without an answer, rolling back");
    const rolledBack = await withRetries(ctx, () => rollback(ctx, session.token, round));
    if (rolledBack) {
      if (!(await transition(ctx, round.id, "pending", "rolled_back", "wallet_timeout"))) {
        return replay(await roundById(ctx, round.id));
      }
    } else {
      // The recovery loop keeps sending the rollback; the page is told its stake is being returned.
      await ctx.pool.query(
        `update demo_vendor.round set error = 'wallet_timeout', updated_at = now(),
                next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
          where id = $1 and status = 'pending'`,
        [round.id, ctx.retryIntervalMs],
      );
    }
    throw new VendorError("wallet_timeout", { roundId: round.id });
  }
  if (!(await transition(ctx, round.id, "pending", "bet_placed", null, ctx.leaseMs))) {
    return replay(await roundById(ctx, round.id));
  }
  let settled: PlayResponse | null = null;
  await withRetries(ctx, async () => {
    settled = await payWin(ctx, session.token, round);
    return settled !== null;
  });
  if (settled) return settled;
  await ctx.pool.query(
    `update demo_vendor.round set updated_at = now(),
            next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
      where id = $1 and status = 'bet_placed'`,
    [round.id, ctx.retryIntervalMs],
  );
  throw new VendorError("round_settling", { roundId: round.id });
}

/** Moves a round from one status to another; false when it was no longer in `from` (someone else moved it). */
async function transition(
  ctx: VendorContext,
  roundId: string,
  from: RoundRow["status"],
  to: RoundRow["status"],
  error: VendorErrorCode | null,
  leaseMs?: number,
): Promise<boolean> {
  const result = await ctx.pool.query(
    `update demo_vendor.round
        set status = $3, error = coalesce($4, error), updated_at = now(),
            next_attempt_at = case when $5::double precision is null then next_attempt_at
                                   else now() + make_interval(secs => $5::double precision / 1000) end
      where id = $1 and status = $2`,
    [roundId, from, to, error, leaseMs ?? null],
  );
  return result.rowCount === 1;
}

async function withRetries(ctx: VendorContext, attempt: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; ; i++) {
    if (await attempt()) return true;
    const pause = ctx.retryBackoffMs[i];
    if (pause === undefined) return false;
    await sleep(pause);
  }
}

/** Sends the rollback of the round's bet once; true when the platform acknowledged it. */
async function rollback(ctx: VendorContext, token: string, round: RoundRow): Promise<boolean> {
  const ids = txIds(round.id);
  const answer = await ctx.wallet(round.vendor_code, "rollback", {
    token,
    transactionId: ids.rollback,
    referenceTransactionId: ids.bet,
    roundId: round.id,
    gameCode: round.game_code,
    amount: round.stake.toString(),
  });
  if (answer.kind === "ok") return true;
  ctx.log.warn(
    { roundId: round.id, answer: answer.kind === "refused" ? answer.code : answer.reason },
    "demo vendor: rollback not acknowledged",
  );
  return false;
}

/** Sends the round's win once; on acknowledgement settles the round and returns the page's answer. */
async function payWin(ctx: VendorContext, token: string, round: RoundRow): Promise<PlayResponse | null> {
  const answer = await ctx.wallet(round.vendor_code, "win", {
    token,
    transactionId: txIds(round.id).win,
    roundId: round.id,
    gameCode: round.game_code,
    amount: round.win.toString(),
    endRound: true,
  });
  if (answer.kind !== "ok") {
    ctx.log.warn(
      { roundId: round.id, answer: answer.kind === "refused" ? answer.code : answer.reason },
      "demo vendor: win not acknowledged",
    );
    return null;
  }
  return settle(ctx, round.id, answer.value.balance);
}

/** Marks the round settled, counts it in its session's stats and stores the answer (once). */
async function settle(ctx: VendorContext, roundId: string, balance: string): Promise<PlayResponse> {
  return inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<RoundRow>("select * from demo_vendor.round where id = $1 for update", [
      roundId,
    ]);
    const round = rows[0]!;
    if (round.status === "settled") return round.answer!;
    const session = await client.query<SessionRow>(
      `update demo_vendor.session set rounds = rounds + 1, staked = staked + $2, won = won + $3
        where id = $1 returning *`,
      [round.session_id, round.stake.toString(), round.win.toString()],
    );
    const answer: PlayResponse = {
      round: summary(round),
      balance,
      stats: stats(session.rows[0]!),
      fairness: await currentPair(client, round.player_id),
    };
    await client.query(
      `update demo_vendor.round set status = 'settled', answer = $2, settled_at = now(), updated_at = now()
        where id = $1`,
      [roundId, json(answer)],
    );
    return answer;
  });
}

const summary = (round: RoundRow) => ({
  roundId: round.id,
  nonce: round.nonce,
  stake: round.stake.toString(),
  win: round.win.toString(),
  outcome: round.outcome,
  at: round.created_at.toISOString(),
});

/* ---- Seeds and verification ---- */

export async function rotateSeeds(
  ctx: VendorContext,
  session: SessionRow,
  clientSeed: unknown,
): Promise<SeedsResponse> {
  if (clientSeed !== undefined && (typeof clientSeed !== "string" || !isClientSeed(clientSeed))) {
    throw new VendorError("invalid_request", { detail: "clientSeed: 1-64 characters of A-Z a-z 0-9 _ -" });
  }
  return inTransaction(ctx.pool, async (client) => {
    await currentPair(client, session.player_id);
    const { rows } = await client.query<{
      id: bigint;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      next_nonce: number;
    }>("select * from demo_vendor.seed_pair where player_id = $1 and revealed_at is null for update", [
      session.player_id,
    ]);
    const old = rows[0]!;
    // A round whose bet is not yet placed keeps its seed secret until its stake is settled or returned.
    const pending = await client.query(
      "select 1 from demo_vendor.round where seed_pair_id = $1 and status = 'pending'",
      [old.id.toString()],
    );
    if (pending.rowCount) throw new VendorError("round_in_progress");
    await client.query("update demo_vendor.seed_pair set revealed_at = now() where id = $1", [old.id.toString()]);
    const [serverSeed, serverSeedHash, nextClientSeed] = newPairSeeds(
      typeof clientSeed === "string" ? clientSeed : old.client_seed,
    );
    await client.query(
      `insert into demo_vendor.seed_pair (player_id, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4)`,
      [session.player_id, serverSeed, serverSeedHash, nextClientSeed],
    );
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        lastNonce: old.next_nonce - 1,
      },
      next: { serverSeedHash, clientSeed: nextClientSeed, nonce: 1 },
    };
  });
}

export async function roundForVerification(
  ctx: VendorContext,
  vendorCode: unknown,
  roundId: unknown,
): Promise<RoundResponse> {
  if (typeof vendorCode !== "string" || typeof roundId !== "string" || !ROUND_ID.test(roundId)) {
    throw new VendorError("round_not_found");
  }
  const { rows } = await ctx.pool.query<RoundRow & { server_seed: string; revealed_at: Date | null }>(
    `select r.*, p.server_seed, p.revealed_at
       from demo_vendor.round r join demo_vendor.seed_pair p on p.id = r.seed_pair_id
      where r.id = $1 and r.vendor_code = $2 and r.status = 'settled'`,
    [roundId, vendorCode],
  );
  const round = rows[0];
  if (!round) throw new VendorError("round_not_found");
  const game = gameOf(round.game_code);
  return {
    roundId: round.id,
    vendorCode: round.vendor_code,
    gameCode: round.game_code,
    gameName: game?.name ?? gameName(round.engine, round.theme),
    engine: round.engine,
    theme: round.theme,
    bet: round.bet,
    stake: round.stake.toString(),
    win: round.win.toString(),
    outcome: round.outcome,
    serverSeedHash: round.server_seed_hash,
    serverSeed: round.revealed_at ? round.server_seed : null,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    at: round.created_at.toISOString(),
  };
}

/* ---- Recovery ---- */

/**
 * One pass of the recovery loop: rounds whose request is gone and whose money is not final —
 * pending (the bet's fate unknown: roll it back) and bet_placed (the win not acknowledged: send it
 * again). Claimed with skip locked and pushed back with a growing delay, so several processes and
 * slow platforms do not make it spin. Returns how many rounds it acted on.
 */
export async function recoverDue(ctx: VendorContext, limit = 20): Promise<number> {
  const { rows } = await ctx.pool.query<RoundRow & { token: string }>(
    `update demo_vendor.round r
        set attempts = r.attempts + 1,
            next_attempt_at = now() + make_interval(secs => least(300, $2::double precision / 1000 * power(2, least(r.attempts, 12))))
       from demo_vendor.session s
      where s.id = r.session_id
        and r.id in (select id from demo_vendor.round
                      where status in ('pending', 'bet_placed') and next_attempt_at <= now()
                      order by next_attempt_at limit $1 for update skip locked)
      returning r.*, s.token`,
    [limit, ctx.retryIntervalMs],
  );
  for (const round of rows) {
    try {
      if (round.status === "pending") {
        if (await rollback(ctx, round.token, round)) {
          await transition(ctx, round.id, "pending", "rolled_back", "wallet_timeout");
        }
      } else {
        await payWin(ctx, round.token, round);
      }
    } catch (error) {
      ctx.log.error({ err: error, roundId: round.id }, "demo vendor: recovery of a round failed");
    }
  }
  return rows.length;
}
