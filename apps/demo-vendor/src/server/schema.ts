import type pg from "pg";

/*
 * The demo vendor's own tables, in schema demo_vendor of the database it is given. Created at
 * start (idempotent) under an advisory lock, so that several processes starting at once agree.
 *
 *   seed_pair  a player's seed pairs: the current one (revealed_at null, one per player) and the
 *              revealed history. Nonces of a pair start at 1.
 *   session    a game session opened by a page: the platform's token, the game, the player and the
 *              session's stats (settled rounds only).
 *   round      one play: outcome decided first from the seed pair and nonce, then the platform's bet
 *              and win. status pending → bet_placed → settled | rolled_back | failed. `next_attempt_at`
 *              is when the recovery loop may act on a pending (roll back) or bet_placed (pay the win)
 *              round; `answer` is the stored answer replayed to the same requestId.
 */

const LOCK_KEY = 7_360_212_505_001n; // pg_advisory_xact_lock key of the schema creation

const DDL = `
create schema if not exists demo_vendor;

create table if not exists demo_vendor.seed_pair (
  id bigserial primary key,
  player_id text not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null unique,
  client_seed text not null,
  next_nonce integer not null default 1 check (next_nonce >= 1),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index if not exists seed_pair_current on demo_vendor.seed_pair (player_id) where revealed_at is null;

create table if not exists demo_vendor.session (
  id text primary key,
  token text not null,
  vendor_code text not null,
  game_code text not null,
  player_id text not null,
  lang text not null default 'vi',
  rounds integer not null default 0,
  staked bigint not null default 0,
  won bigint not null default 0,
  created_at timestamptz not null default now(),
  unique (token, vendor_code, game_code)
);

create table if not exists demo_vendor.round (
  id text primary key,
  session_id text not null references demo_vendor.session (id),
  request_id text not null,
  player_id text not null,
  vendor_code text not null,
  game_code text not null,
  engine text not null,
  theme text not null,
  bet jsonb not null,
  stake bigint not null check (stake > 0),
  win bigint not null check (win >= 0),
  outcome jsonb not null,
  seed_pair_id bigint not null references demo_vendor.seed_pair (id),
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null,
  status text not null default 'pending'
    check (status in ('pending', 'bet_placed', 'settled', 'rolled_back', 'failed')),
  error text,
  answer jsonb,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (session_id, request_id)
);
create unique index if not exists round_in_flight on demo_vendor.round (session_id)
  where status in ('pending', 'bet_placed');
create index if not exists round_recovery on demo_vendor.round (next_attempt_at)
  where status in ('pending', 'bet_placed');
`;

export async function ensureSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [LOCK_KEY.toString()]);
    const { rows } = await client.query<{ ready: boolean }>(
      "select to_regclass('demo_vendor.round') is not null and to_regclass('demo_vendor.round_recovery') is not null as ready",
    );
    if (!rows[0]?.ready) await client.query(DDL);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
