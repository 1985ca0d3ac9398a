-- Issue 15, VIP progression: a member's level (members without a row are at level 0), every change
-- of it, the brand's rules, the rebate rate per level and game category and the monthly bonuses
-- offered. The ladder stays the `vip_level` table (now the vip module's); a level also names the
-- valid bet a member must place in the keep window to keep it when the brand downgrades.

alter table vip_level add column keep_bet bigint not null default 0 check (keep_bet >= 0);

create table vip_setting (
  id boolean primary key default true check (id),
  upgrade_condition text not null default 'all' check (upgrade_condition in ('all', 'any')),
  downgrade_rule text not null default 'none' check (downgrade_rule in ('none', 'keep_window')),
  keep_window_days smallint not null default 90 check (keep_window_days between 7 and 365),
  upgrade_bonus_wagering smallint not null default 1 check (upgrade_bonus_wagering between 0 and 10),
  monthly_bonus_wagering smallint not null default 1 check (monthly_bonus_wagering between 0 and 10),
  updated_at timestamptz not null default now()
);
insert into vip_setting default values;

create table member_vip (
  member_id bigint primary key references member (id),
  level smallint not null check (level >= 0),
  highest_level smallint not null check (highest_level >= level),
  last_upgrade_at timestamptz,
  last_downgrade_at timestamptz,
  updated_at timestamptz not null default now()
);
create index member_vip_level on member_vip (level);

-- One row per change. An evaluation changes a member at most once per evaluation day (the unique
-- index); an operator's manual change has no evaluation day and names the operator and the reason.
create table vip_change (
  id bigserial primary key,
  member_id bigint not null references member (id),
  evaluation_day date,
  kind text not null check (kind in ('upgrade', 'downgrade', 'manual')),
  from_level smallint not null check (from_level >= 0),
  to_level smallint not null check (to_level >= 0),
  valid_bet bigint not null default 0,
  deposits bigint not null default 0,
  upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
  operator text,
  reason text not null default '',
  created_at timestamptz not null default now(),
  check ((kind = 'manual') = (evaluation_day is null)),
  check (kind = 'manual' or abs(to_level - from_level) = 1)
);
create unique index vip_change_evaluation on vip_change (member_id, evaluation_day);
create index vip_change_member on vip_change (member_id, created_at desc, id desc);

create table vip_rebate_rate (
  level smallint not null references vip_level (level) on delete cascade,
  category text not null check (category in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
  basis_points integer not null check (basis_points between 0 and 1000),
  primary key (level, category)
);

-- The monthly bonus of a (member, month) is offered once, at the level the member had then.
create table vip_monthly_bonus (
  member_id bigint not null references member (id),
  month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  level smallint not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  primary key (member_id, month)
);

-- Levels that exist already keep their one rate in every category (the console edits them apart).
insert into vip_rebate_rate (level, category, basis_points)
select l.level, c.category, least(l.rebate_basis_points, 1000)
  from vip_level l
 cross join unnest(array['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT']) as c (category);
