-- Sessions and logins (issue 3): the previous login shown to the member, single-use markers for
-- human-verification solutions and free-play nonces, short request throttles, server-side secrets,
-- and the hash-chained append of auth_event.

-- Member info shows the login BEFORE the current one (spec §3 lastLoginAt/lastLoginIp); the
-- current one is member.last_login_at/ip.
alter table member
  add column previous_login_at timestamptz,
  add column previous_login_ip text;

-- Something that may be used once: a human-verification solution, a free-play nonce. Only a hash
-- is kept, until the thing would have expired anyway.
create table spent_token (
  kind text not null check (kind in ('human_solution', 'free_play_nonce')),
  hash bytea not null,
  expires_at timestamptz not null,
  primary key (kind, hash)
);
create index spent_token_expiry on spent_token (expires_at);

-- Fixed-window request throttles that must hold across server processes (captcha per IP per second).
create table request_throttle (
  scope text not null,
  key text not null,
  window_started_at timestamptz not null default now(),
  hits integer not null default 0,
  primary key (scope, key)
);

-- Secrets the server derives once and every process shares (the ALTCHA HMAC key when
-- ALTCHA_HMAC_KEY is not configured).
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Appends one auth_event with hash = sha256(prev_hash || canonical). The advisory lock is taken
-- inside the calling transaction (or the statement's own implicit one) and each statement of a
-- plpgsql function sees rows committed before it, so the chain stays linear under concurrency.
create function auth_event_append(
  p_at timestamptz,
  p_member_id bigint,
  p_account text,
  p_event text,
  p_outcome text,
  p_method text,
  p_ip text,
  p_country text,
  p_user_agent text,
  p_detail jsonb,
  p_canonical text
) returns bigint language plpgsql as $$
declare
  v_prev bytea;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(7265002);
  select hash into v_prev from auth_event order by id desc limit 1;
  insert into auth_event (at, member_id, account, event, outcome, method, ip, country, user_agent, detail, prev_hash, hash)
  values (p_at, p_member_id, p_account, p_event, p_outcome, p_method, p_ip, p_country, p_user_agent, p_detail, v_prev,
          sha256(coalesce(v_prev, ''::bytea) || convert_to(p_canonical, 'UTF8')))
  returning id into v_id;
  return v_id;
end;
$$;
