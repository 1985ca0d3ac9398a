-- The current definition (first created by migrations/20261122140000_session.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- Appends one auth_event with hash = sha256(prev_hash || canonical). The advisory lock is taken
-- inside the calling transaction (or the statement's own implicit one) and each statement of a
-- plpgsql function sees rows committed before it, so the chain stays linear under concurrency.
create or replace function auth_event_append(
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
