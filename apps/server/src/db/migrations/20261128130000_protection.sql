-- Responsible gaming (issue 16 item 6): limits, reality checks, time-outs and self-exclusions.
--
-- member_protection: one row per member who ever used a protection tool (most members have none).
-- The seamless wallet's statement (vendor_api_call) reads it by primary key for every bet: the
-- block (time-out or self-exclusion) and whether wager / loss / session limits must be summed.
-- Deposits lock the row (select … for update) so that concurrent deposits cannot pass a limit
-- together.
create table member_protection (
  member_id bigint primary key references member (id),
  -- The current time-out or self-exclusion ('infinity' = permanent); null or past = none.
  blocked_until timestamptz,
  block_kind text check (block_kind in ('timeout', 'self_exclusion')),
  -- Wager, loss or session limits exist: a bet sums the member's rounds / sessions in the windows.
  play_limits boolean not null default false,
  -- Deposit limits exist (self or operator).
  deposit_limits boolean not null default false,
  -- The reality-check interval chosen by the member (15, 30 or 60 minutes; null = off).
  reality_check_minutes smallint check (reality_check_minutes in (15, 30, 60)),
  -- The member answered the "set a deposit limit" prompt (set one or declined).
  deposit_prompt_answered_at timestamptz,
  -- A self-exclusion that ended: the account reopens only after an explicit request + 7 days.
  reopen_requested_at timestamptz,
  reopen_at timestamptz,
  updated_at timestamptz not null default now()
);
create index member_protection_blocked on member_protection (blocked_until) where blocked_until is not null;

-- Limits: one row per member, kind, period and source (the member's own, or the operator's).
-- amount: minor units (đồng × 100) for deposit / loss / wager, minutes for session.
-- A raise (or removal) of a self limit waits: pending_* hold it, pending_from is when it may be
-- confirmed (24 h after the request); the member's second confirmation then applies it.
create table protection_limit (
  member_id bigint not null references member (id),
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
  period text not null check (period in ('day', 'week', 'month')),
  source text not null check (source in ('self', 'operator')),
  amount bigint not null check (amount >= 0),
  pending_amount bigint check (pending_amount >= 0),
  pending_remove boolean not null default false,
  pending_requested_at timestamptz,
  pending_from timestamptz,
  set_by text not null default '',
  reason text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period, source)
);

-- Every time-out and self-exclusion (the regulators' export reads these).
create table protection_exclusion (
  id bigserial primary key,
  member_id bigint not null references member (id),
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  term text not null,
  started_at timestamptz not null default now(),
  -- 'infinity' for a permanent self-exclusion.
  ends_at timestamptz not null,
  reason text not null default '',
  -- What the exclusion did at once: sessions revoked, bonus forfeited, lottery stakes refunded.
  effects jsonb not null default '{}',
  created_by text not null default 'member'
);
create index protection_exclusion_member on protection_exclusion (member_id, started_at desc);
create index protection_exclusion_started on protection_exclusion (started_at desc);

-- The member-visible history of protection changes (the hash-chained auth_event log holds the
-- audited copy).
create table protection_history (
  id bigserial primary key,
  member_id bigint not null references member (id),
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  detail jsonb not null default '{}'
);
create index protection_history_member on protection_history (member_id, id desc);

-- Deposits that arrived past a limit by a path that cannot refuse them (a bank-statement line for
-- an order created before the limit, a late credit): credited, and recorded here for review.
create table protection_finding (
  id bigserial primary key,
  member_id bigint not null references member (id),
  at timestamptz not null default now(),
  kind text not null,
  reference text not null default '',
  amount bigint not null default 0,
  detail jsonb not null default '{}',
  unique (kind, reference)
);

-- Lottery lines voided by a time-out or self-exclusion (stake refunded): settlement skips them.
alter table lottery_ticket add column voided_at timestamptz;
