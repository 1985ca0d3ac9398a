-- Games (issue 5): the catalogue, favorites and recent games, vendor sessions, the seamless
-- wallet API's transactions (idempotency and rollback tombstones) and game rounds.

-- How the platform reaches a vendor: `adapter` names the launch adapter ('demo' = the built-in
-- demo vendor); `api_secret` is the HMAC secret of its seamless wallet calls (null = the vendor
-- may not call the wallet API).
alter table game_vendor
  add column adapter text not null default 'demo',
  add column api_secret text;

create table game (
  id integer primary key,
  vendor_code text not null references game_vendor (vassalage),
  -- The vendor's own game code (sent back by the vendor in wallet calls).
  code text not null check (code ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  name text not null,
  -- Lower case without Vietnamese diacritics (đ → d): what search compares against.
  search_key text not null,
  -- The vendor's grouping of its games (GCSGAME_getVassGameType), e.g. 'video', 'classic', 'table'.
  game_type text not null default '',
  engine text not null check (engine in ('slot', 'taixiu', 'baucua', 'virtual')),
  -- The demo vendor's theme / paytable key of the game.
  theme text not null default '',
  -- Published return to player in basis points (0 = not applicable).
  rtp_bp integer not null default 0 check (rtp_bp between 0 and 10000),
  is_hot boolean not null default false,
  -- Spec §3: isNew = 1 means under maintenance.
  maintenance boolean not null default false,
  -- Spec §3: isGame = VASSALAGE opens the vendor's sub-game list instead of a game.
  is_vassalage boolean not null default false,
  added_on date not null default current_date,
  sort integer not null default 0,
  enabled boolean not null default true,
  unique (vendor_code, code)
);
create index game_vendor_sort on game (vendor_code, sort, id) where enabled;

-- PVP rooms (GLS2_roomList): tables of a PVP game with stake limits.
create table game_room (
  id integer primary key,
  game_id integer not null references game (id),
  name text not null,
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null check (max_bet >= min_bet),
  seats integer not null check (seats > 0),
  enabled boolean not null default true
);

create table game_favorite (
  member_id bigint not null references member (id),
  game_id integer not null references game (id),
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);

create table game_recent (
  member_id bigint not null references member (id),
  game_id integer not null references game (id),
  played_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index game_recent_member_time on game_recent (member_id, played_at desc);

-- A vendor session: the token handed to the vendor at launch (stored as SHA-256), bound to the
-- player's session: it dies with that session (logout, password change) or when revoked.
create table vendor_session (
  id bigserial primary key,
  token_hash bytea not null unique,
  member_id bigint not null references member (id),
  member_session_id uuid not null references member_session (id),
  vendor_code text not null references game_vendor (vassalage),
  game_id integer not null references game (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index vendor_session_member on vendor_session (member_id) where revoked_at is null;

-- Every seamless wallet call that changed (or was refused to change) money, by the vendor's
-- transaction id: a repeat returns `answer` (the first answer, success or error). A rollback whose
-- bet has not arrived is stored too (a tombstone): the late bet is then refused.
create table vendor_transaction (
  vendor_code text not null references game_vendor (vassalage),
  transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  member_id bigint not null references member (id),
  round_id text not null,
  game_id integer not null references game (id),
  amount bigint not null check (amount >= 0),
  -- A rollback's bet.
  reference_transaction_id text,
  -- SHA-256 of the call's fields: the same transaction id with other fields is a conflict.
  fingerprint bytea not null,
  -- The ledger operation that moved the money (null: refused, or nothing to move).
  operation_id bigint references ledger_operation (id),
  -- 'ok' or the error code of the first answer.
  outcome text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (vendor_code, transaction_id)
);
create unique index vendor_transaction_rollback_of on vendor_transaction (vendor_code, reference_transaction_id)
  where kind = 'rollback';

-- A game round as the platform sees it: the sum of its bets and wins (betting record, profit and
-- loss, winners board).
create table game_round (
  id bigserial primary key,
  vendor_code text not null references game_vendor (vassalage),
  round_id text not null,
  member_id bigint not null references member (id),
  game_id integer not null references game (id),
  status text not null default 'open' check (status in ('open', 'settled', 'rolled_back')),
  bet_amount bigint not null default 0 check (bet_amount >= 0),
  win_amount bigint not null default 0 check (win_amount >= 0),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  unique (vendor_code, round_id)
);
create index game_round_member_time on game_round (member_id, started_at desc);
create index game_round_ended on game_round (ended_at desc) where status = 'settled' and win_amount > 0;
create index game_round_big_wins on game_round (win_amount desc) where status = 'settled' and win_amount > 0;
