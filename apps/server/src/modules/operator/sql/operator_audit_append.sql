-- The current definition (first created by migrations/20261122150400_console.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- Appends one operator_audit row with hash = sha256(prev_hash || canonical). The advisory lock
-- (held to the end of the caller's transaction) keeps the chain linear when several server
-- processes append at once; the caller computes `p_canonical` from the same fields it passes.
create or replace function operator_audit_append(
  p_at timestamptz,
  p_operator text,
  p_action text,
  p_target text,
  p_ip text,
  p_detail jsonb,
  p_canonical text
) returns bigint language plpgsql as $$
declare
  v_prev bytea;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(7265040);
  select hash into v_prev from operator_audit order by id desc limit 1;
  insert into operator_audit (at, operator, action, target, ip, detail, prev_hash, hash)
  values (p_at, p_operator, p_action, p_target, p_ip, p_detail, v_prev,
          sha256(coalesce(v_prev, ''::bytea) || convert_to(p_canonical, 'UTF8')))
  returning id into v_id;
  return v_id;
end;
$$;
