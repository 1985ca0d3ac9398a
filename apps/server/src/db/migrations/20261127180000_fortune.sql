-- Issue 15, fortune: red envelopes (lì xì rain) and the lucky wheel.

-- A red envelope campaign. Its split is made at creation from a fresh server seed (promotions-fair.ts
-- splitEnvelope over the fair stream): seed_hash and split_hash are published at once, the seed and
-- the amounts when the campaign ends. At the window's start the total moves promotions →
-- rewards_escrow ('open'); each grab pays the next packet escrow → member; at the end the rest goes
-- back to promotions ('ended').
create table fortune_envelope (
  id bigserial primary key,
  title jsonb not null,
  total bigint not null check (total > 0),
  packets integer not null check (packets between 1 and 10000),
  minimum bigint not null check (minimum > 0),
  mode text not null check (mode in ('fixed', 'random')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  wagering integer not null default 0 check (wagering between 0 and 10),
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  min_valid_bet bigint not null default 0 check (min_valid_bet >= 0),
  match text not null default 'all' check (match in ('all', 'any')),
  lookback_days integer not null default 7 check (lookback_days between 1 and 90),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash text not null,
  split_hash text not null,
  state text not null default 'scheduled' check (state in ('scheduled', 'open', 'ended')),
  taken integer not null default 0,
  -- The amount refunded at the end (null until then).
  refunded bigint,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (total >= packets * minimum)
);
create index fortune_envelope_state on fortune_envelope (state, starts_at);

-- The packets in claiming order; member_id is set by the grab that takes it (never pre-assigned).
create table fortune_envelope_packet (
  envelope_id bigint not null references fortune_envelope (id),
  position integer not null,
  amount bigint not null check (amount > 0),
  member_id bigint references member (id),
  grabbed_at timestamptz,
  operation_id bigint,
  primary key (envelope_id, position)
);
-- One packet per member per campaign.
create unique index fortune_envelope_packet_member on fortune_envelope_packet (envelope_id, member_id)
  where member_id is not null;
create index fortune_envelope_packet_by_member on fortune_envelope_packet (member_id) where member_id is not null;

-- A lucky wheel campaign and its prize table (amount 0 = nothing).
create table fortune_wheel (
  id bigserial primary key,
  title jsonb not null,
  enabled boolean not null default false,
  starts_at timestamptz not null,
  ends_at timestamptz,
  wagering integer not null default 0 check (wagering between 0 and 10),
  -- Minor units of deposit / valid bet per earned ticket (0 = that source earns none).
  deposit_per_ticket bigint not null default 0 check (deposit_per_ticket >= 0),
  bet_per_ticket bigint not null default 0 check (bet_per_ticket >= 0),
  created_by text not null default '',
  created_at timestamptz not null default now()
);

create table fortune_wheel_prize (
  wheel_id bigint not null references fortune_wheel (id),
  position integer not null,
  amount bigint not null check (amount >= 0),
  weight integer not null check (weight >= 0),
  primary key (wheel_id, position)
);

-- A member's tickets of a wheel: the balance and what each earning source has given so far (the
-- earning job adds target − earned, so running it twice adds nothing).
create table fortune_ticket (
  member_id bigint not null references member (id),
  wheel_id bigint not null references fortune_wheel (id),
  tickets integer not null default 0 check (tickets >= 0),
  earned_deposit integer not null default 0,
  earned_bet integer not null default 0,
  primary key (member_id, wheel_id)
);

-- Every change of a member's tickets (earned, granted, spent), append-only.
create table fortune_ticket_entry (
  id bigserial primary key,
  member_id bigint not null references member (id),
  wheel_id bigint not null references fortune_wheel (id),
  delta integer not null check (delta <> 0),
  source text not null check (source in ('deposit', 'bet', 'grant', 'spin')),
  -- A grant's request id, a spin's id, or the earning job's cumulative count.
  ref text not null,
  reason text not null default '',
  operator text not null default '',
  created_at timestamptz not null default now(),
  unique (member_id, wheel_id, source, ref)
);

-- A member's wheel seed pairs: one active at a time (its hash shown before each spin); rotating it
-- reveals the server seed and starts a new pair.
create table fortune_wheel_seed (
  id bigserial primary key,
  member_id bigint not null references member (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  seed_hash text not null,
  client_seed text not null,
  next_nonce integer not null default 0,
  active boolean not null default true,
  revealed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index fortune_wheel_seed_active on fortune_wheel_seed (member_id) where active;

create table fortune_wheel_spin (
  id bigserial primary key,
  member_id bigint not null references member (id),
  wheel_id bigint not null references fortune_wheel (id),
  request_id text not null,
  seed_id bigint not null references fortune_wheel_seed (id),
  nonce integer not null,
  -- The prize table at the spin (what the browser recomputes against).
  weights integer[] not null,
  amounts bigint[] not null,
  segment integer not null,
  amount bigint not null,
  operation_id bigint,
  created_at timestamptz not null default now(),
  unique (member_id, request_id),
  unique (seed_id, nonce)
);
create index fortune_wheel_spin_member on fortune_wheel_spin (member_id, id desc);
