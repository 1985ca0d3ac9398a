-- One ledger operation of one leg for the fortune module (a wheel prize: promotions → main),
-- idempotent by (member, key): a repeat answers the first operation (replayed) and moves nothing.
-- System accounts are the given shard; player accounts the member's. Refusals raise.
create or replace function fortune_move(
  p_member bigint, p_key text, p_kind text, p_reference text,
  p_debit_kind text, p_debit_member bigint, p_debit_shard smallint,
  p_credit_kind text, p_credit_member bigint, p_credit_shard smallint,
  p_amount bigint, p_result jsonb
) returns table (operation_id bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_leg record;
begin
  select * into v_claim from ledger_claim(
    p_member, p_key, p_kind,
    sha256(convert_to(concat_ws('|', p_kind, p_debit_kind, p_credit_kind, p_amount), 'UTF8')), p_reference, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      raise exception 'fortune: idempotency conflict' using errcode = 'LF409';
    end if;
    return query select v_claim.id, true;
    return;
  end if;
  select * into v_leg from ledger_apply_legs(
    v_claim.id,
    array[ledger_account_id(p_debit_kind, p_debit_member, '', p_debit_shard, 'VND')],
    array[ledger_account_id(p_credit_kind, p_credit_member, '', p_credit_shard, 'VND')],
    array[p_amount], 'VND');
  if v_leg.status <> 'ok' then
    raise exception 'fortune: ledger legs %', v_leg.status;
  end if;
  perform ledger_finish(v_claim.id, p_result);
  return query select v_claim.id, false;
end;
$$;
