-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- Claims an operation's idempotency key, scoped by member ('m<id>:<key>', or 'sys:<key>'): the new
-- operation's id, or (replayed) the stored operation with whether its fingerprint matches and its
-- result. A concurrent claim of the same key waits for the first one's end (unique index), and the
-- following statement sees its committed row (READ COMMITTED: a fresh snapshot per statement).
create or replace function ledger_claim(
  p_member bigint, p_key text, p_kind text, p_fingerprint bytea, p_reference text, p_remark text
) returns table (id bigint, replayed boolean, fingerprint_matches boolean, result jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_key text := case when p_member is null then 'sys' else 'm' || p_member end || ':' || p_key;
  v_id bigint;
begin
  insert into ledger_operation (idempotency_key, kind, member_id, fingerprint, reference, remark)
  values (v_key, p_kind, p_member, p_fingerprint, coalesce(p_reference, ''), coalesce(p_remark, ''))
  on conflict (idempotency_key) do nothing
  returning ledger_operation.id into v_id;
  if v_id is not null then
    return query select v_id, false, true, null::jsonb;
    return;
  end if;
  return query
    select o.id, true, o.fingerprint = p_fingerprint, o.result from ledger_operation o where o.idempotency_key = v_key;
  if not found then
    raise exception 'ledger: operation vanished';
  end if;
end;
$$;
