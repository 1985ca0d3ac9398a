-- Issue 4: the double-entry ledger (architecture.md §4), the cashier (deposits, withdrawals,
-- receipt confirmation) and the operator console's accounts and audit log.

-- ---------------------------------------------------------------------------------------------
-- Ledger
-- ---------------------------------------------------------------------------------------------

-- One account per (kind, member, vendor, shard). Player accounts belong to a member and never go
-- below zero; system accounts (house, clearing, payout, adjustments…) may, because they mirror
-- money outside the platform. System accounts are split into shards so that concurrent money
-- movement of different members does not queue on one row lock.
create table ledger_account (
  id bigserial primary key,
  kind text not null check (kind in (
    'player_main', 'player_vendor', 'player_withdrawal_hold',
    'house', 'vendor_clearing', 'deposit_clearing', 'withdrawal_payout',
    'adjustments', 'trial_funding', 'promotions', 'commissions'
  )),
  member_id bigint references member (id),
  vendor_code text not null default '',
  shard smallint not null default 0 check (shard between 0 and 63),
  currency text not null default 'VND' check (currency ~ '^[A-Z]{3}$'),
  balance bigint not null default 0,
  is_player boolean generated always as (kind like 'player\_%') stored,
  created_at timestamptz not null default now(),
  -- The backstop behind the conditional debit: a player balance never goes below zero.
  constraint ledger_account_player_non_negative check (not is_player or balance >= 0),
  constraint ledger_account_owner check ((kind like 'player\_%') = (member_id is not null)),
  constraint ledger_account_vendor check ((kind in ('player_vendor', 'vendor_clearing')) = (vendor_code <> ''))
);
create unique index ledger_account_key
  on ledger_account (kind, coalesce(member_id, 0), vendor_code, shard, currency);
create index ledger_account_member on ledger_account (member_id) where member_id is not null;

-- A business operation (a deposit credited, a withdrawal requested, a wallet transfer…): the unit
-- of idempotency. The first successful request stores its fingerprint and its result; a repeat
-- with the same key and fingerprint returns that result, with another fingerprint it is refused.
create table ledger_operation (
  id bigserial primary key,
  idempotency_key text not null,
  kind text not null,
  member_id bigint references member (id),
  -- sha256 of the canonical request fields.
  fingerprint bytea not null,
  result jsonb not null default '{}',
  reference text not null default '',
  remark text not null default '',
  created_at timestamptz not null default now(),
  constraint ledger_operation_key unique (idempotency_key)
);
create index ledger_operation_member on ledger_operation (member_id, created_at desc);

-- Immutable transfers: `amount` leaves the debit account and enters the credit account.
-- The inserting transaction's id (xid8) lets the sealing job chain only transfers whose
-- transactions have all finished, in a stable order.
create table ledger_transfer (
  id bigserial primary key,
  operation_id bigint not null references ledger_operation (id),
  debit_account_id bigint not null references ledger_account (id),
  credit_account_id bigint not null references ledger_account (id),
  amount bigint not null check (amount > 0),
  currency text not null default 'VND',
  debit_balance_after bigint not null,
  credit_balance_after bigint not null,
  xid xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id)
);
create index ledger_transfer_operation on ledger_transfer (operation_id);
create index ledger_transfer_debit on ledger_transfer (debit_account_id, id);
create index ledger_transfer_credit on ledger_transfer (credit_account_id, id);
create index ledger_transfer_xid on ledger_transfer (xid, id);

-- The hash chain over transfers, appended by the sealing job in (xid, id) order:
-- hash = sha256(prev_hash || canonical transfer row).
create table ledger_chain (
  seq bigserial primary key,
  transfer_id bigint not null unique references ledger_transfer (id),
  hash bytea not null,
  sealed_at timestamptz not null default now()
);

create function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger ledger_transfer_immutable before update or delete on ledger_transfer
  for each row execute function ledger_immutable();
create trigger ledger_chain_immutable before update or delete on ledger_chain
  for each row execute function ledger_immutable();
-- An operation's fields never change once written; its result is written in the same transaction.
create function ledger_operation_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or new.idempotency_key <> old.idempotency_key or new.fingerprint <> old.fingerprint
     or new.kind <> old.kind or new.member_id is distinct from old.member_id then
    raise exception 'ledger_operation is append-only';
  end if;
  return new;
end;
$$;
create trigger ledger_operation_immutable before update or delete on ledger_operation
  for each row execute function ledger_operation_guard();

-- Whether a game vendor keeps its own wallet (money moves main <-> vendor by transfer) or uses
-- the main wallet through the seamless API (issue 5). Transfer vendors appear in the wallet page.
alter table game_vendor add column wallet_mode text not null default 'seamless'
  check (wallet_mode in ('seamless', 'transfer'));

-- ---------------------------------------------------------------------------------------------
-- Cashier
-- ---------------------------------------------------------------------------------------------

-- Operator settings of the cashier: one row per brand (min/max in minor units).
create table cashier_setting (
  id boolean primary key default true check (id),
  deposit_enabled boolean not null default true,
  deposit_min bigint not null default 5000000 check (deposit_min > 0),
  deposit_max bigint not null default 50000000000 check (deposit_max >= deposit_min),
  deposit_expiry_minutes integer not null default 30 check (deposit_expiry_minutes between 5 and 1440),
  withdraw_enabled boolean not null default true,
  withdraw_min bigint not null default 10000000 check (withdraw_min > 0),
  withdraw_max bigint not null default 20000000000 check (withdraw_max >= withdraw_min),
  withdraw_daily_count integer not null default 5 check (withdraw_daily_count between 1 and 100),
  auto_receipt_minutes integer not null default 60 check (auto_receipt_minutes between 1 and 10080),
  updated_at timestamptz not null default now()
);
insert into cashier_setting default values;

-- Deposit methods the operator offers (bank transfer today; the type leaves room for more).
create table deposit_method (
  id bigserial primary key,
  type text not null check (type in ('BANK_TRANSFER')),
  name text not null,
  enabled boolean not null default true,
  sort integer not null default 0
);
insert into deposit_method (type, name) values ('BANK_TRANSFER', 'Chuyển khoản ngân hàng (VietQR)');

-- The operator's receiving bank accounts shown in the VietQR code.
create table receiving_account (
  id bigserial primary key,
  bank_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{6,19}$'),
  account_name text not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (bank_code, account_number)
);

create sequence cashier_order_no start 100001;

create table deposit_order (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references member (id),
  method_id bigint not null references deposit_method (id),
  receiving_account_id bigint not null references receiving_account (id),
  amount bigint not null check (amount > 0),
  -- The transfer memo the member writes in the bank app; unique among pending orders.
  memo text not null,
  status text not null default 'pending' check (status in ('pending', 'credited', 'rejected', 'expired')),
  request_id text not null,
  expires_at timestamptz not null,
  credited_at timestamptz,
  -- Who credited it: 'operator:<username>' or 'statement:<bank reference>'.
  credited_by text,
  remark text not null default '',
  created_at timestamptz not null default now(),
  unique (member_id, request_id)
);
create unique index deposit_order_memo on deposit_order (memo);
create index deposit_order_member on deposit_order (member_id, created_at desc);
create index deposit_order_status on deposit_order (status, created_at);

-- Bank statement lines received through the signed webhook; the bank's reference is unique, so
-- a redelivered line is recognised and changes nothing.
create table bank_statement_line (
  id bigserial primary key,
  bank_reference text not null unique,
  account_number text not null,
  amount bigint not null check (amount > 0),
  memo text not null,
  booked_at timestamptz not null,
  received_at timestamptz not null default now(),
  -- matched (credited an order), unmatched (no pending order with that memo and amount).
  outcome text not null check (outcome in ('matched', 'unmatched')),
  deposit_order_id bigint references deposit_order (id)
);

create table member_bank_account (
  id bigserial primary key,
  member_id bigint not null references member (id),
  bank_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{6,19}$'),
  account_name text not null,
  removed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index member_bank_account_active
  on member_bank_account (member_id, bank_code, account_number) where removed_at is null;

create table withdrawal_order (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references member (id),
  bank_account_id bigint not null references member_bank_account (id),
  amount bigint not null check (amount > 0),
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'paid', 'received', 'disputed', 'resolved', 'rejected')),
  request_id text not null,
  approved_at timestamptz,
  approved_by text,
  paid_at timestamptz,
  paid_by text,
  receipt_deadline timestamptz,
  receipt_result text check (receipt_result in ('RECEIVED', 'NOT_RECEIVED', 'ALL_PAID')),
  receipt_source text check (receipt_source in ('member', 'auto', 'forced')),
  receipt_remaining bigint check (receipt_remaining > 0),
  receipt_at timestamptz,
  resolved_outcome text check (resolved_outcome in ('paid', 'refund')),
  resolved_by text,
  rejected_by text,
  remark text not null default '',
  created_at timestamptz not null default now(),
  unique (member_id, request_id)
);
create index withdrawal_order_member on withdrawal_order (member_id, created_at desc);
create index withdrawal_order_status on withdrawal_order (status, created_at);
create index withdrawal_order_receipt_due on withdrawal_order (receipt_deadline) where status = 'paid';

create table withdrawal_proof (
  id bigserial primary key,
  withdrawal_id bigint not null references withdrawal_order (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) <= 5242880),
  -- Set when the receipt that uses it is submitted; unattached uploads are cleaned up.
  attached boolean not null default false,
  created_at timestamptz not null default now()
);
create index withdrawal_proof_order on withdrawal_proof (withdrawal_id);

-- Scheduled jobs: at most one run per (job, period) (architecture.md §6).
create table job_run (
  job text not null,
  period text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  detail jsonb not null default '{}',
  primary key (job, period)
);

-- ---------------------------------------------------------------------------------------------
-- Operator console
-- ---------------------------------------------------------------------------------------------

create table operator (
  id bigserial primary key,
  username text not null unique check (username = lower(username) and username ~ '^[a-z0-9_.-]{3,64}$'),
  display_name text not null default '',
  password_hash text not null,
  role text not null check (role in ('admin', 'cashier')),
  -- TOTP is mandatory: an operator exists only with a secret.
  totp_secret text not null,
  totp_last_step bigint,
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now()
);

create table operator_session (
  id uuid primary key default gen_random_uuid(),
  operator_id bigint not null references operator (id),
  token_hash bytea not null unique,
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);

-- Every operator action (and failed console login), append-only and hash-chained like auth_event.
create table operator_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  operator text not null,
  action text not null,
  target text not null default '',
  ip text not null default '',
  detail jsonb not null default '{}',
  prev_hash bytea,
  hash bytea not null
);
create trigger operator_audit_immutable before update or delete on operator_audit
  for each row execute function ledger_immutable();
