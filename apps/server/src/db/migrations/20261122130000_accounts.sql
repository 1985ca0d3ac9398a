-- Accounts (issue 3): members and agents, sessions, verification codes, trusted IPs,
-- social identities, login throttling and the append-only authentication event log.

alter table brand
  add column second_verification text check (second_verification in ('SMS', 'EMAIL', 'PAYEE_NAME', 'TOTP')),
  add column password_max_age_days integer not null default 90 check (password_max_age_days > 0),
  add column minimum_age integer not null default 18 check (minimum_age between 18 and 99);

create table member (
  id bigserial primary key,
  -- Lower-cased: logins and uniqueness ignore case.
  account text not null unique check (account = lower(account) and length(account) between 1 and 64),
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  -- The weak default (123456) of agent- or operator-created accounts: nothing but a change is accepted.
  must_change_password boolean not null default false,
  -- Spec §6: 0 member, 1 2 41 42 agents, 4 trial (free play).
  is_agent smallint not null default 0 check (is_agent in (0, 1, 2, 4, 41, 42)),
  status text not null default 'active' check (status in ('active', 'disabled')),
  nickname text not null default '',
  payee_name text not null default '',
  email text,
  country_dialing_code text,
  mobile_num text,
  birthday date,
  avatar text not null default 'lotus',
  avatar_type text not null default 'STATIC' check (avatar_type in ('STATIC', 'CUSTOM')),
  upline_id bigint references member (id),
  affiliate_code text,
  referral_code text,
  register_method text not null default 'WEB',
  register_ip text,
  register_url text,
  domain text,
  -- Optional registration fields (qqNum, line, whatsapp, facebook, telegram, zalo, wechat, idNumber,
  -- address, nationality, occupation, sourceOfIncome, recommenderId).
  profile jsonb not null default '{}',
  totp_secret text,
  totp_enabled boolean not null default false,
  -- The last accepted TOTP time step: a code is never accepted twice in its window.
  totp_last_step bigint,
  payment_password_hash text,
  first_login_done boolean not null default false,
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz not null default now()
);
create unique index member_mobile_key on member (country_dialing_code, mobile_num) where mobile_num is not null;
create unique index member_email_key on member (lower(email)) where email is not null;

create table member_avatar (
  member_id bigint primary key references member (id) on delete cascade,
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  updated_at timestamptz not null default now()
);

-- Agent invitation codes (spec §4 registration: /wps/agent/affiliate).
create table affiliate_code (
  code text primary key,
  agent_id bigint not null references member (id),
  active boolean not null default true
);

-- Opaque session tokens are stored only as SHA-256 hashes (architecture.md §3).
create table member_session (
  id uuid primary key default gen_random_uuid(),
  member_id bigint not null references member (id),
  token_hash bytea not null unique,
  method text not null,
  ip text not null,
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index member_session_member on member_session (member_id) where revoked_at is null;

create table member_trusted_ip (
  member_id bigint not null references member (id),
  ip text not null,
  trusted_at timestamptz not null default now(),
  primary key (member_id, ip)
);

-- Short-lived secrets: SMS and e-mail codes, pending second verifications, re-authentication,
-- password-reset links, captcha answers, social-login tickets. Only hashes are stored.
create table verification_code (
  id uuid primary key default gen_random_uuid(),
  flow text not null,
  target text not null,
  secret_hash bytea not null,
  member_id bigint references member (id),
  detail jsonb not null default '{}',
  tries integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_code_lookup on verification_code (flow, target, created_at desc);

create table social_identity (
  provider text not null,
  subject text not null,
  member_id bigint not null references member (id),
  email text,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

-- Failed-login counters per account and per IP; one row per (scope, key), updated atomically.
create table auth_throttle (
  scope text not null check (scope in ('account', 'ip')),
  key text not null,
  failures integer not null default 0,
  window_started_at timestamptz not null default now(),
  primary key (scope, key)
);

-- Every authentication event, success or failure; append-only, hash-chained, never a secret.
create table auth_event (
  id bigserial primary key,
  at timestamptz not null default now(),
  member_id bigint references member (id),
  account text not null default '',
  event text not null,
  outcome text not null,
  method text not null default '',
  ip text not null default '',
  country text not null default '',
  user_agent text not null default '',
  detail jsonb not null default '{}',
  prev_hash bytea,
  hash bytea not null
);
create index auth_event_member on auth_event (member_id, at desc);

create function auth_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'auth_event is append-only';
end;
$$;
create trigger auth_event_no_update before update or delete on auth_event
  for each row execute function auth_event_append_only();

-- The RSA key pair of the sealed envelope (architecture.md §3), shared by every server process.
create table server_key (
  key_id text primary key,
  private_pem text not null,
  public_spki text not null,
  created_at timestamptz not null default now()
);
