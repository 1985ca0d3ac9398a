-- Issue 15: missions and races. Both are data; progress and scores are computed from the settled
-- rounds, credited deposits and login events of their window, never kept as counters. A mission met in
-- its period is paid through a reward (source 'mission', ref '<mission>:<member>:<period>'); a finished
-- race through one reward per paid placing (source 'race', ref '<race>:<member>').
create table mission (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  title jsonb not null check (jsonb_typeof(title) = 'object' and length(title ->> 'vi') > 0),
  period text not null check (period in ('daily', 'weekly')),
  trigger text not null check (trigger in ('valid_bet', 'deposit', 'login')),
  -- A valid-bet mission may count one game category only (game_vendor.category); null: every game.
  category text check (category in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
  -- Minor units for valid bet and deposits; days for login.
  target bigint not null check (target > 0),
  reward_amount bigint not null check (reward_amount > 0),
  wagering integer not null check (wagering between 0 and 10),
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check (trigger = 'valid_bet' or category is null)
);

create table race (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  title jsonb not null check (jsonb_typeof(title) = 'object' and length(title ->> 'vi') > 0),
  -- The window [starts_at, ends_at): rounds count by their ended_at.
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- Prizes by rank: a JSON array of minor-unit strings, rank 1 first.
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array' and jsonb_array_length(prizes) between 1 and 100),
  -- House edge in basis points per game category, for games whose RTP the catalogue does not publish.
  edges jsonb not null check (jsonb_typeof(edges) = 'object'),
  wagering integer not null check (wagering between 0 and 10),
  -- When the payout job offered the prizes (once; the rewards' (source, ref) keep it idempotent anyway).
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index race_unpaid on race (ends_at) where paid_at is null;

-- A race's scores read every settled round of its window by end time (missions read one member's).
-- (Settled rounds by end time are found through game_round_settled_ended of 20261127101000.)
