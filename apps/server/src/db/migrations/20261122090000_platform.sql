-- Platform foundation: the brand, its settings tree, registration field rules, resources,
-- customer service, notices, help centre, countries, VIP levels, game vendors and the
-- operator audit log. Localized text is jsonb keyed by language (vi, en, zh, ja, th).

create table brand (
  id smallint primary key default 1 check (id = 1),
  name text not null,
  merchant_code text not null unique,
  currency text not null default 'VND',
  default_language text not null default 'vi',
  login_required boolean not null default false,
  affiliate_link_enabled boolean not null default true,
  chat_header_color text not null default '#b4232c',
  maintenance boolean not null default false,
  restricted_countries text[] not null default '{}',
  image_cdns text[] not null default '{}',
  launch_game_cdns text[] not null default '{}',
  domains text[] not null default '{}',
  updated_at timestamptz not null default now()
);

create table setting_node (
  mod_id text primary key,
  parent_mod_id text references setting_node (mod_id) on delete cascade,
  enabled boolean not null default false,
  sort integer not null default 0
);

create table register_field_rule (
  field text primary key,
  enabled boolean not null,
  required boolean not null,
  accepted_pattern text not null,
  pattern_id smallint not null check (pattern_id between 0 and 22),
  min_length integer not null check (min_length >= 0),
  max_length integer not null check (max_length > 0 and max_length >= min_length),
  sort integer not null default 0
);

create table resource (
  resource_type text primary key,
  url text not null,
  qr_code_url text not null default '',
  label_name_en text not null default ''
);

create table customer_service (
  id serial primary key,
  title jsonb not null,
  cs_type text not null,
  url text not null,
  sort integer not null default 0
);

create table notice (
  id serial primary key,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  platform text not null default 'W',
  execution text not null default 'B',
  title jsonb not null,
  content jsonb not null,
  image_url text not null default '',
  link_url text not null default '',
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  sort integer not null default 0
);
create index notice_type_idx on notice (type, platform, execution);

create table help_category (
  id serial primary key,
  code text not null unique,
  title jsonb not null,
  sort integer not null default 0
);

create table help_article (
  id serial primary key,
  category_id integer not null references help_category (id) on delete cascade,
  title jsonb not null,
  content jsonb not null,
  sort integer not null default 0
);

create table country (
  country_code char(2) primary key,
  dialing_code text not null,
  name text not null,
  mobile_digits smallint not null check (mobile_digits > 0),
  sort integer not null default 0
);

create table vip_level (
  level smallint primary key check (level >= 0),
  name jsonb not null,
  deposit_requirement bigint not null check (deposit_requirement >= 0),
  bet_requirement bigint not null check (bet_requirement >= 0),
  upgrade_bonus bigint not null check (upgrade_bonus >= 0),
  monthly_bonus bigint not null check (monthly_bonus >= 0),
  rebate_basis_points integer not null check (rebate_basis_points >= 0),
  daily_withdrawals integer not null check (daily_withdrawals > 0),
  benefits jsonb not null
);

create table game_vendor (
  account_type_id integer primary key,
  vassalage text not null unique,
  display_name text not null,
  category text not null check (category in ('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT')),
  small_icon text not null,
  is_hot boolean not null default false,
  game_count integer not null default 0 check (game_count >= 0),
  enabled boolean not null default true,
  sort integer not null default 0
);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  detail jsonb not null default '{}'
);
