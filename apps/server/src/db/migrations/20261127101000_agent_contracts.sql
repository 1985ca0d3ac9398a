-- Agents (issue 13, spec §2): contracts between an upline and a direct downline (dividend and the
-- three salaries), their history, the operator's caps and templates, and the settlement runs with
-- one statement per (contract, period). Money is paid through the ledger (commission_payout from
-- the `commissions` system account); these tables only record what was computed and paid.

create table agent_contract (
  id bigserial primary key,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  -- null = the house (top agents' contracts, set by the operator within the caps).
  upline_id bigint references member (id),
  downline_id bigint not null references member (id),
  -- 1 for the first contract of (kind, downline); a new offer replacing a signed one is version + 1.
  version integer not null default 1 check (version >= 1),
  period text not null check (period in ('D', 'W', 'H', 'M', 'R5')),
  terms jsonb not null,
  -- The contract's highest rate (ppm); for real-time the larger of the win and loss rates.
  ratio_ppm integer not null check (ratio_ppm between 0 and 1000000),
  status text not null default 'offered' check (status in (
    'offered', 'signed', 'rejected', 'termination_requested', 'terminated', 'superseded', 'cancelled_by_rule'
  )),
  termination_requested_by bigint references member (id),
  created_at timestamptz not null default now(),
  signed_at timestamptz,
  -- The first period boundary after signing: the contract pays for periods starting at or after it.
  effective_from timestamptz,
  -- The effective end (a period boundary): nothing is paid for periods starting at or after it.
  ended_at timestamptz,
  replaces_id bigint references agent_contract (id),
  cancelled_by_id bigint references agent_contract (id),
  check (upline_id is null or upline_id <> downline_id),
  check ((kind = 'realtime_salary') = (period = 'R5')),
  check (kind = 'dividend' or period in ('D', 'R5'))
);
-- One open contract (offered, signed or termination requested) per kind and downline, except that a
-- signed one may have one new offered version beside it (the offer that would supersede it).
create unique index agent_contract_open on agent_contract (kind, downline_id)
  where status in ('signed', 'termination_requested');
create unique index agent_contract_offer on agent_contract (kind, downline_id) where status = 'offered';
create index agent_contract_upline on agent_contract (upline_id, kind, status);
create index agent_contract_downline on agent_contract (downline_id, status);

create table agent_contract_event (
  id bigserial primary key,
  contract_id bigint not null references agent_contract (id),
  at timestamptz not null default now(),
  actor_member_id bigint references member (id),
  actor_operator_id bigint references operator (id),
  action text not null,
  detail jsonb not null default '{}'
);
create index agent_contract_event_contract on agent_contract_event (contract_id, id);

create table agent_cap (
  top_agent_id bigint not null references member (id),
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  max_ratio_ppm integer not null check (max_ratio_ppm between 0 and 1000000),
  primary key (top_agent_id, kind)
);

create table agent_contract_template (
  id bigserial primary key,
  name text not null,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  period text not null check (period in ('D', 'W', 'H', 'M', 'R5')),
  terms jsonb not null,
  created_by bigint references operator (id),
  created_at timestamptz not null default now()
);

create table agent_settlement_run (
  id bigserial primary key,
  kind text not null check (kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  period_start timestamptz not null,
  period_end timestamptz not null check (period_end > period_start),
  status text not null default 'computed' check (status in ('computed', 'held', 'paid')),
  computed_at timestamptz not null default now(),
  paid_at timestamptz,
  -- The one ledger operation that paid every statement of the run.
  operation_id bigint,
  unique (kind, period_start)
);

create table agent_statement (
  id bigserial primary key,
  run_id bigint not null references agent_settlement_run (id),
  contract_id bigint not null references agent_contract (id),
  contract_version integer not null,
  agent_id bigint not null references member (id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  inputs jsonb not null,
  tier jsonb,
  gross bigint not null check (gross >= 0),
  deductions jsonb not null default '[]',
  clawback bigint not null default 0 check (clawback >= 0),
  carried_in bigint not null default 0,
  carried_out bigint not null default 0,
  amount bigint not null check (amount >= 0),
  status text not null check (status in ('paid', 'held', 'zero')),
  operation_id bigint,
  -- sha256 of the canonical JSON of the statement without the hash (settlement verify recomputes it).
  hash bytea not null,
  unique (contract_id, period_start)
);
create index agent_statement_agent on agent_statement (agent_id, period_start desc);
create index agent_statement_run on agent_statement (run_id);

-- Windows of valid bet: settled rounds by the time they ended.
create index game_round_settled_ended on game_round (ended_at) where status = 'settled';
-- Clawback: rounds rolled back after they were settled (the rollback time is when the round changed).
alter table game_round add column rolled_back_at timestamptz;
create index game_round_rolled_back on game_round (rolled_back_at) where status = 'rolled_back';
create function game_round_rolled_back_at() returns trigger language plpgsql as $$
begin
  new.rolled_back_at := now();
  return new;
end;
$$;
create trigger game_round_rolled_back_at before update of status on game_round
  for each row when (new.status = 'rolled_back' and old.status <> 'rolled_back')
  execute function game_round_rolled_back_at();
