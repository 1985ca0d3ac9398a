-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- Stores the refusal of a call whose money legs were refused (insufficient funds), in its own
-- transaction after vendor_api_call raised 'LV001': answers insufficient_balance when this refusal
-- is the transaction's first answer, or the stored first answer of a concurrent repeat
-- (idempotency_conflict when its fields differ).
create or replace function vendor_api_store_refusal(
  p_vendor text, p_action text, p_transaction text, p_member bigint, p_round text, p_game text, p_game_id integer,
  p_amount bigint, p_end_round boolean, p_reference text
) returns table (code text, params jsonb, value jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_fingerprint bytea := vendor_api_fingerprint(p_action, p_member, p_round, p_game, p_amount, p_end_round, p_reference);
  v_inserted integer;
begin
  insert into vendor_transaction
    (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount, reference_transaction_id,
     fingerprint, operation_id, outcome, answer)
  values (p_vendor, p_transaction, p_action, p_member, p_round, p_game_id, p_amount, null, v_fingerprint, null,
          'insufficient_balance', '{"code": "insufficient_balance", "value": null}')
  on conflict (vendor_code, transaction_id) do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted > 0 then
    return query select 'insufficient_balance'::text, null::jsonb, null::jsonb;
    return;
  end if;
  return query
    select case when t.fingerprint = v_fingerprint then t.answer ->> 'code' else 'idempotency_conflict' end,
           case when t.fingerprint = v_fingerprint then t.answer -> 'params' end,
           case when t.fingerprint = v_fingerprint then t.answer -> 'value' end
      from vendor_transaction t where t.vendor_code = p_vendor and t.transaction_id = p_transaction;
end;
$$;
