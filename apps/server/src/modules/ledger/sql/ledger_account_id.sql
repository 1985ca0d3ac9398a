-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- The id of an account, created on first use (like the TypeScript ledger's resolveAccounts).
create or replace function ledger_account_id(p_kind text, p_member bigint, p_vendor text, p_shard smallint, p_currency text)
returns bigint language plpgsql as $$
declare
  v_id bigint;
begin
  for attempt in 1 .. 3 loop
    select a.id into v_id from ledger_account a
     where a.kind = p_kind and coalesce(a.member_id, 0) = coalesce(p_member, 0) and a.vendor_code = p_vendor
       and a.shard = p_shard and a.currency = p_currency;
    if v_id is not null then
      return v_id;
    end if;
    insert into ledger_account (kind, member_id, vendor_code, shard, currency)
    values (p_kind, p_member, p_vendor, p_shard, p_currency)
    on conflict do nothing
    returning id into v_id;
    if v_id is not null then
      return v_id;
    end if;
    -- Created by a concurrent transaction that committed meanwhile: the next statement sees it.
  end loop;
  raise exception 'ledger: could not resolve accounts';
end;
$$;
