-- Issue 15: points and the points mall. A member's points are the ledger account 'player_points'
-- (currency PTS) issued from and redeemed into 'points_issuance' (migration 20261127140000); these
-- tables describe where each points movement came from and what the mall sells.

-- The comparison table: one point per `per_amount` minor units of valid bet in a category, or of a
-- credited deposit. A disabled rate earns nothing (its rounds are still marked as counted).
create table points_rate (
  kind text primary key check (kind in ('live', 'lottery', 'poker', 'slot', 'sports', 'deposit')),
  per_amount bigint not null check (per_amount > 0),
  enabled boolean not null default true,
  updated_at timestamptz not null default now()
);
insert into points_rate (kind, per_amount) values
  ('live', 10000000), ('lottery', 5000000), ('poker', 10000000), ('slot', 5000000), ('sports', 10000000),
  ('deposit', 10000000);

-- The brand's points settings (one row): the conversion rate to cash (`convert_cash` minor units per
-- `convert_points` points, at least `convert_min` points, whole multiples of `convert_points`) and
-- where accrual starts: rounds and deposits before `accrue_from` earn nothing (a programme start).
create table points_setting (
  id boolean primary key default true check (id),
  convert_points bigint not null default 100 check (convert_points > 0),
  convert_cash bigint not null default 1000000 check (convert_cash > 0),
  convert_min bigint not null default 100 check (convert_min > 0),
  convert_enabled boolean not null default true,
  accrue_from timestamptz not null default '2000-01-01',
  -- The accrual job's window: sources ended at or after this (less a margin) are looked at.
  scanned_to timestamptz
);
insert into points_setting default values;

-- One accrual run of the job: one ledger operation (key 'points:accrue:<id>') with one leg per
-- (member, kind) that earned points.
create table points_run (
  id bigserial primary key,
  operation_id bigint references ledger_operation (id),
  sources integer not null default 0,
  points bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Every round or deposit that was counted, once: the primary key is the idempotency guard (a source
-- never earns twice, whatever runs overlap).
create table points_source (
  source_kind text not null check (source_kind in ('round', 'deposit')),
  source_id bigint not null,
  member_id bigint not null references member (id),
  kind text not null check (kind in ('live', 'lottery', 'poker', 'slot', 'sports', 'deposit')),
  amount bigint not null check (amount >= 0),
  run_id bigint not null references points_run (id),
  primary key (source_kind, source_id)
);
create index points_source_member on points_source (member_id, run_id);

-- The part of a member's valid bet (or deposits) per kind not yet worth a whole point: carried to
-- the next run, so that many small bets earn exactly what one big bet of their sum earns.
create table points_carry (
  member_id bigint not null references member (id),
  kind text not null check (kind in ('live', 'lottery', 'poker', 'slot', 'sports', 'deposit')),
  carry bigint not null default 0 check (carry >= 0),
  primary key (member_id, kind)
);

-- The mall's goods. Names and descriptions per language (decision 59); `cash_price` is paid from the
-- main wallet on top of the points (0: points only). `stock` is what is left, `exchanged` what went.
create table points_goods (
  id bigserial primary key,
  type text not null check (type in ('discount', 'service', 'gift')),
  name jsonb not null check (jsonb_typeof(name -> 'vi') = 'string'),
  description jsonb not null default '{"vi": ""}',
  image text not null default '',
  points_price bigint not null check (points_price > 0),
  cash_price bigint not null default 0 check (cash_price >= 0),
  stock integer not null default 0 check (stock >= 0),
  exchanged integer not null default 0 check (exchanged >= 0),
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index points_goods_list on points_goods (type, sort, id) where enabled;

-- An exchange (spec §3 points exchange record, §4 applying → approved | rejected). The points (and
-- cash) are taken when it is applied for (operation_id) and given back when it is rejected
-- (refund_operation_id); the goods' names are copied so that a record reads the same after edits.
create table points_exchange (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references member (id),
  request_id text not null,
  goods_id bigint not null references points_goods (id),
  type text not null check (type in ('discount', 'service', 'gift')),
  name jsonb not null,
  image text not null default '',
  quantity integer not null check (quantity between 1 and 10),
  points bigint not null check (points > 0),
  cash bigint not null default 0 check (cash >= 0),
  points_balance bigint not null,
  address text not null,
  phone text not null,
  status text not null default 'applying' check (status in ('applying', 'approved', 'rejected')),
  reason text not null default '',
  operation_id bigint not null references ledger_operation (id),
  refund_operation_id bigint references ledger_operation (id),
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (member_id, request_id),
  check ((status = 'rejected') = (refund_operation_id is not null)),
  check ((status = 'applying') = (reviewed_at is null))
);
create index points_exchange_member on points_exchange (member_id, created_at desc);
create index points_exchange_status on points_exchange (status, created_at);

-- A conversion of points to cash: the points leave in one operation, the cash is a bonus grant of the
-- promotions module (source 'points_convert', reference = order number) with a 1× turnover.
create table points_conversion (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references member (id),
  request_id text not null,
  points bigint not null check (points > 0),
  cash bigint not null check (cash > 0),
  points_balance bigint not null,
  operation_id bigint not null references ledger_operation (id),
  created_at timestamptz not null default now(),
  unique (member_id, request_id)
);
create index points_conversion_member on points_conversion (member_id, created_at desc);

-- Every movement of a member's points with what it came from (the points details page): the ledger
-- transfer it is, its kind and the balance after it (the transfer's own balance after).
create table points_entry (
  id bigserial primary key,
  member_id bigint not null references member (id),
  kind text not null check (kind in ('live', 'lottery', 'poker', 'slot', 'sports', 'deposit',
                                     'redeem', 'refund', 'convert')),
  points bigint not null check (points <> 0),
  balance_after bigint not null check (balance_after >= 0),
  operation_id bigint not null references ledger_operation (id),
  transfer_id bigint not null unique references ledger_transfer (id),
  sources integer not null default 0,
  base_amount bigint not null default 0,
  reference text not null default '',
  created_at timestamptz not null default now()
);
create index points_entry_member on points_entry (member_id, id desc);

-- The accrual job reads settled rounds by their end (the glossary's valid bet): an index for that
-- window (game_round's own indexes serve members' and wins' reads).
-- (Settled rounds by end time are found through game_round_settled_ended of 20261127101000.)
create index if not exists deposit_order_credited on deposit_order (credited_at) where status = 'credited';
