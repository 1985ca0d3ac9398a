-- Issue 14: the Vietnamese lottery and the fast Elott (module lottery). Stations, their weekdays and
-- the no-draw dates come from packages/contracts/src/lottery-schedule.ts (the seed writes them; a
-- station is named by its code everywhere, with foreign keys instead of name lookups).

-- A lottery game plays through the wallet like any game: its `game` row (vendor TCG_LOTTO_VN for the
-- traditional draws, TCG_SEA for Elott) carries the betting record and the lobby entry.
alter table game drop constraint game_engine_check;
alter table game add constraint game_engine_check check (engine in ('slot', 'taixiu', 'baucua', 'virtual', 'lottery'));

create table lottery_station (
  code text primary key check (code ~ '^M[BTN]_[A-Z]{2,4}$'),
  region text not null check (region in ('north', 'central', 'south')),
  name text not null
);

create table lottery_station_day (
  station_code text not null references lottery_station (code),
  weekday smallint not null check (weekday between 1 and 7),
  primary key (station_code, weekday)
);

create table lottery_no_draw_date (
  day date primary key,
  reason text not null default 'Tết'
);

-- A game: a traditional draw (Miền Bắc, whose host station rotates by weekday, or one station of
-- Miền Nam / Trung drawing on its weekdays) or a fast Elott cadence.
create table lottery_game (
  code text primary key check (code ~ '^[A-Z0-9_]{2,16}$'),
  game_id integer not null unique references game (id),
  kind text not null check (kind in ('traditional', 'fast')),
  region text check (region in ('north', 'central', 'south')),
  station_code text references lottery_station (code),
  structure text not null check (structure in ('north', 'southern')),
  prize_mode text not null check (prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')),
  -- Fast games: one draw every interval_seconds from local midnight.
  interval_seconds integer check (interval_seconds between 30 and 3600),
  -- Bets close this many seconds before the draw.
  cutoff_seconds integer not null check (cutoff_seconds between 0 and 86400),
  -- Bound of one chain (a new chain with its own published terminal hash follows when used up).
  chain_length integer not null check (chain_length between 16 and 16777216),
  enabled boolean not null default true,
  sort integer not null default 0,
  check ((kind = 'fast') = (interval_seconds is not null)),
  check (kind = 'fast' or region is not null)
);

-- The pre-committed hash chains (issue 14 deliver 2): s(k+1) = sha256(s(k)) up to s(M) = terminal_hash,
-- published before the first draw; draw n of the chain reveals s(M − n). s(0) is derived from the
-- deployment's chain secret (LOTTERY_CHAIN_SECRET, or lottery_secret when unset) and never stored.
create table lottery_chain (
  game_code text not null references lottery_game (code),
  chain_no integer not null check (chain_no >= 1),
  length integer not null check (length >= 16),
  terminal_hash text not null check (terminal_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (game_code, chain_no)
);

-- The demo's chain secret when no LOTTERY_CHAIN_SECRET is configured (one row).
create table lottery_secret (
  id smallint primary key check (id = 1),
  secret text not null check (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

-- One draw ("kỳ"). Stored states: scheduled, drawing (traditional: revealed progressively), drawn,
-- settled, cancelled. A scheduled draw reads as 'open' between opens_at and closes_at and as
-- 'closed' after it (lottery_draw_state), so no job flips states on the clock.
create table lottery_draw (
  id bigserial primary key,
  game_code text not null references lottery_game (code),
  -- 'YYYYMMDD' (traditional) or 'YYYYMMDD-NNNN' (fast: the NNNN-th draw of the local day).
  issue text not null check (issue ~ '^[0-9]{8}(-[0-9]{4})?$'),
  -- The fair stream's client seed: '<game>-<issue>'.
  draw_key text not null unique check (draw_key ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- The host station (Miền Bắc rotates by weekday; Nam/Trung: the game's station).
  station_code text references lottery_station (code),
  chain_no integer not null,
  chain_index integer not null check (chain_index >= 1),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draw_at timestamptz not null,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'drawing', 'drawn', 'settled', 'cancelled')),
  -- Revealed with the result: the chain link of this draw and how the result was made.
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  source text not null default 'chain' check (source in ('chain', 'official')),
  -- {prizes: [{prize, numbers: ["12345", …]}]} in the structure's order (ĐB first).
  result jsonb,
  -- Traditional draws: seconds between two revealed numbers (0: all at once).
  reveal_step_seconds integer not null default 0 check (reveal_step_seconds >= 0),
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  settle_operation_id bigint references ledger_operation (id),
  unique (game_code, issue),
  unique (game_code, chain_no, chain_index),
  foreign key (game_code, chain_no) references lottery_chain (game_code, chain_no),
  check (opens_at < closes_at and closes_at <= draw_at),
  check ((status in ('scheduled', 'cancelled')) or (result is not null and drawn_at is not null)),
  check (status <> 'settled' or settled_at is not null)
);
create index lottery_draw_pending on lottery_draw (draw_at) where status in ('scheduled', 'drawing', 'drawn');
create index lottery_draw_game_time on lottery_draw (game_code, draw_at desc);

-- Official results entered by operators instead of the chain (maker–checker: another operator approves).
create table lottery_official_result (
  draw_id bigint primary key references lottery_draw (id),
  result jsonb not null,
  entered_by bigint not null references operator (id),
  entered_at timestamptz not null default now(),
  approved_by bigint references operator (id),
  approved_at timestamptz,
  check (approved_by is null or approved_by <> entered_by)
);

-- Odds and caps per prize mode × structure × bet type (operator configuration). A line costs
-- units × unit_price and pays hits × units × payout_per_hit; the caps bound the payout of one hit
-- (units × payout_per_hit) per number per draw, over all members and per member.
create table lottery_odds (
  prize_mode text not null check (prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')),
  structure text not null check (structure in ('north', 'southern')),
  bet_type text not null check (bet_type ~ '^[a-z0-9_]{2,16}$'),
  unit_price bigint not null check (unit_price > 0),
  payout_per_hit bigint not null check (payout_per_hit > 0),
  -- Tổng: the payout of each selection (sum 0 … 18), the sums being unequally likely.
  payout_by_selection bigint[],
  max_units integer not null default 100000 check (max_units > 0),
  cap_per_number bigint not null check (cap_per_number > 0),
  cap_per_member bigint not null check (cap_per_member > 0),
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (prize_mode, structure, bet_type)
);

-- A bet line: one bet type and its expanded numbers (one number for lô/đề/càng, k for xiên/trượt/đá,
-- the option for tài/xỉu/chẵn/lẻ/tổng). Bought by one ledger operation (a purchase of many lines).
-- Its state is read from the draw: open until settled; won (a lottery_win row) or lost; void when
-- the draw was cancelled (refunded).
create table lottery_ticket (
  id bigserial primary key,
  draw_id bigint not null references lottery_draw (id),
  member_id bigint not null references member (id),
  operation_id bigint not null references ledger_operation (id),
  bet_type text not null,
  numbers smallint[] not null check (cardinality(numbers) between 1 and 10),
  -- The exposure key: the numbers sorted and packed base 10,000.
  number_key bigint not null,
  units bigint not null check (units > 0),
  stake bigint not null check (stake > 0),
  payout_per_hit bigint not null check (payout_per_hit > 0),
  created_at timestamptz not null default now()
);
create index lottery_ticket_draw_member on lottery_ticket (draw_id, member_id);
create index lottery_ticket_member on lottery_ticket (member_id, id desc);

-- Winning lines only (written set-wise at settlement; a line of a settled draw without one lost).
create table lottery_win (
  ticket_id bigint primary key references lottery_ticket (id),
  draw_id bigint not null references lottery_draw (id),
  member_id bigint not null references member (id),
  hits integer not null check (hits > 0),
  amount bigint not null check (amount > 0)
);
create index lottery_win_draw on lottery_win (draw_id);

-- Liability per number per draw: Σ units × payout_per_hit of its lines (bounded by cap_per_number).
create table lottery_exposure (
  draw_id bigint not null references lottery_draw (id),
  bet_type text not null,
  number_key bigint not null,
  liability bigint not null check (liability >= 0),
  primary key (draw_id, bet_type, number_key)
);

-- Recently opened lottery games of a member (/lgw/vn/games/game_menu/recent).
create table lottery_recent (
  member_id bigint not null references member (id),
  game_code text not null references lottery_game (code),
  played_at timestamptz not null default now(),
  primary key (member_id, game_code)
);
