-- Issue 15: the reward centre. A reward is money offered to one member by another feature (a mission
-- met, a race placing, a rebate, a VIP bonus, an envelope…) that the member claims before it expires.
-- Offering moves no money; a claim gives a bonus grant through the promotions module (source 'reward',
-- reference = the reward's id), and a 0× grant converts to real money in the same statement. A
-- (source, reference) is offered once: jobs may offer again and again, and only the first counts.
create table reward (
  id bigserial primary key,
  member_id bigint not null references member (id),
  source text not null check (source in (
    'mission', 'race', 'rebate', 'vip_upgrade', 'vip_monthly', 'vip_birthday', 'promotion', 'envelope'
  )),
  source_ref text not null check (source_ref ~ '^[A-Za-z0-9_:.-]{1,64}$'),
  amount bigint not null check (amount > 0),
  -- Turnover multiple of the amount once claimed (0 = paid as real money at once).
  wagering integer not null check (wagering between 0 and 10),
  -- The reward's name in the five languages ({vi, en, zh, ja, th}; vi required).
  title jsonb not null check (jsonb_typeof(title) = 'object' and length(title ->> 'vi') > 0),
  expires_at timestamptz not null,
  status text not null default 'offered' check (status in ('offered', 'claimed', 'lapsed')),
  claimed_at timestamptz,
  -- The bonus grant the claim gave (promotion_grant.id).
  grant_id bigint,
  created_at timestamptz not null default now(),
  unique (source, source_ref),
  check ((status = 'claimed') = (claimed_at is not null and grant_id is not null))
);
-- The reward centre's list: a member's rewards, offered first by expiry.
create index reward_member on reward (member_id, status, expires_at);
-- The lapse job: offered rewards by expiry.
create index reward_due on reward (expires_at) where status = 'offered';
