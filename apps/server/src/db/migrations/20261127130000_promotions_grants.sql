-- Issue 15: bonus grants. A member's bonus money is one ledger account ('player_bonus', never below
-- zero like every player account); each grant holds its share of it: what was granted, its balance,
-- its wagering requirement and progress, and an append-only list of entries, each naming the ledger
-- operation that moved the money. `npm run ledger:verify` checks that a grant's entries sum to its
-- balance and that a member's active grants sum to their bonus account (promotions.repository.ts).
alter table ledger_account drop constraint ledger_account_kind_check;
alter table ledger_account add constraint ledger_account_kind_check check (kind in (
  'player_main', 'player_vendor', 'player_withdrawal_hold', 'player_bonus',
  'house', 'vendor_clearing', 'deposit_clearing', 'withdrawal_payout',
  'adjustments', 'trial_funding', 'promotions', 'commissions'
));

create table promotion_grant (
  id bigserial primary key,
  member_id bigint not null references member (id),
  -- What granted it and its reference there (a deposit, an application, a code): one grant each.
  source text not null check (source ~ '^[a-z][a-z0-9_]{1,31}$'),
  source_ref text not null check (source_ref ~ '^[A-Za-z0-9_:.-]{1,64}$'),
  -- The terms as granted (multiplier, base, weights, max bet, conversion cap): never read live.
  terms jsonb not null,
  granted bigint not null check (granted > 0),
  balance bigint not null check (balance >= 0),
  required bigint not null check (required >= 0),
  progress bigint not null default 0,
  status text not null default 'active' check (status in ('active', 'converted', 'expired', 'forfeited')),
  -- Why an operator or a rule forfeited it (required for a forfeit, nothing else has one).
  end_reason text check (length(end_reason) between 1 and 500),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  unique (member_id, source, source_ref),
  check (progress between 0 and required),
  check ((status = 'active') = (ended_at is null)),
  check (status = 'active' or balance = 0),
  check ((status = 'forfeited') = (end_reason is not null))
);
-- The grant a bet feeds: the member's active grant that expires first, then the oldest.
create index promotion_grant_active on promotion_grant (member_id, expires_at, id) where status = 'active';
create index promotion_grant_due on promotion_grant (expires_at) where status = 'active';

create table promotion_grant_entry (
  id bigserial primary key,
  grant_id bigint not null references promotion_grant (id),
  kind text not null check (kind in ('grant', 'bet', 'win', 'rollback', 'convert', 'expire', 'forfeit')),
  operation_id bigint not null references ledger_operation (id),
  round_id text,
  -- Signed movements of the grant's bonus and of the member's real money, and of its progress.
  bonus bigint not null,
  real bigint not null,
  wagering bigint not null,
  balance_after bigint not null check (balance_after >= 0),
  created_at timestamptz not null default now()
);
create index promotion_grant_entry_grant on promotion_grant_entry (grant_id, id);
