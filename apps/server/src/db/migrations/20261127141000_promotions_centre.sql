-- Issue 15: the promotions centre. A promotion is a template with parameters (promotions.ts in the
-- contracts: deposit_match, free_bonus, cashback, raffle, promo_code, rebate, info), its texts in the
-- five languages, its eligibility rules as data and its window. A member's part in one is a
-- participation (joined, applying, issued, rejected, claimed), one per (promotion, member, period) —
-- the period is '' for a one-off promotion and the brand day for a daily one. Application images are
-- kept here (png/jpeg, at most 5 MB, at most 3 per application). A deposit order may name the
-- promotion its member chose; the daily rebate is recorded once per (member, day).
create table promotion (
  id bigserial primary key,
  type text not null check (type in ('sports', 'live', 'slots', 'poker', 'fishing', 'lottery', 'rebate',
    'points_mall', 'vip', 'deposit', 'app_download', 'new_player', 'gaming', 'ranking', 'others')),
  tags text[] not null default '{}'
    check (tags <@ array['newbie', 'limited', 'special_offer', 'daily', 'high_rebate', 'vip']::text[]),
  template text not null
    check (template in ('deposit_match', 'free_bonus', 'cashback', 'raffle', 'promo_code', 'rebate', 'info')),
  entry text not null check (entry in ('auto', 'join', 'claim', 'apply', 'code')),
  title jsonb not null,
  summary jsonb not null,
  terms jsonb not null,
  image_url text not null default '',
  params jsonb not null,
  eligibility jsonb not null default '{}',
  enabled boolean not null default true,
  sort integer not null default 0,
  starts_at timestamptz not null,
  ends_at timestamptz,
  registration_ends_at timestamptz,
  -- promo_code: the code members enter (upper case), unique among promotions.
  code text unique check (code ~ '^[A-Z0-9]{4,20}$'),
  -- raffle: the server seed every member's prize is drawn from (its sha256 is shown from the start,
  -- the seed itself once the promotion ends), so a prize is fixed before the member claims it.
  raffle_seed text not null default encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') check (raffle_seed ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);

create table promotion_participation (
  id bigserial primary key,
  promotion_id bigint not null references promotion (id),
  member_id bigint not null references member (id),
  period text not null default '',
  state text not null check (state in ('signed', 'applying', 'issued', 'rejected', 'claimed')),
  request_id text not null,
  remark text not null default '' check (length(remark) <= 140),
  reason text not null default '',
  grant_id bigint references promotion_grant (id),
  ip text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by text,
  unique (promotion_id, member_id, period)
);
create index promotion_participation_member on promotion_participation (member_id, promotion_id);
create index promotion_participation_applying on promotion_participation (created_at) where state = 'applying';
create index promotion_participation_ip on promotion_participation (promotion_id, ip);

create table promotion_image (
  id bigserial primary key,
  member_id bigint not null references member (id),
  participation_id bigint references promotion_participation (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) between 1 and 5242880),
  created_at timestamptz not null default now()
);
create index promotion_image_participation on promotion_image (participation_id);
create index promotion_image_member on promotion_image (member_id, created_at);

-- A grant names the promotion it came from in its terms ({"promotionId": …}); this index finds them.
create index promotion_grant_promotion on promotion_grant (((terms ->> 'promotionId')::bigint), member_id)
  where terms ? 'promotionId';

-- The member's choice at the deposit: a deposit match (promotion_id), or no bonus at all (declined).
alter table deposit_order add column promotion_id bigint references promotion (id),
  add column promotion_declined boolean not null default false;

create table rebate_day (
  member_id bigint not null references member (id),
  day date not null,
  valid_bet bigint not null check (valid_bet >= 0),
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  primary key (day, member_id)
);
create table rebate_run (
  day date primary key,
  members integer not null,
  valid_bet bigint not null,
  amount bigint not null,
  created_at timestamptz not null default now()
);
