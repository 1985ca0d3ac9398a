-- Credits a deposit order in one statement: the order moves from open (pending, or expired: the
-- money arrived late) to credited with a conditional UPDATE, so two paths racing (a staff confirm, a
-- bank-statement line) credit it once; then the member's ledger key 'deposit:<orderNo>' is claimed
-- (ledger_claim, kind 'deposit_credit', fingerprint computed by the caller from {orderNo, amount}),
-- the leg deposit clearing (the member's shard) -> main is applied (ledger_apply_legs) and the result
-- {orderNo, amount} stored (ledger_finish).
-- Answers one row: code 'ok' with the order's member, number and amount, or 'order_state_invalid'
-- (nothing written) when the order was no longer open. A key stored with another fingerprint raises
-- SQLSTATE 'LC400' (message: the catalogue code idempotency_conflict), so the order change is undone.
-- Called alone (autocommit) or inside the caller's transaction (the bank-statement webhook).
create or replace function cashier_deposit_credit(
  p_order bigint, p_by text, p_remark text, p_fingerprint bytea
) returns table (code text, member_id bigint, order_no text, amount bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_member bigint;
  v_order_no text;
  v_amount bigint;
  v_claim record;
  v_leg record;
begin
  update deposit_order d
     set status = 'credited', credited_at = now(), credited_by = p_by,
         remark = coalesce(nullif(p_remark, ''), d.remark)
   where d.id = p_order and d.status in ('pending', 'expired')
  returning d.member_id, d.order_no, d.amount into v_member, v_order_no, v_amount;
  if v_member is null then
    return query select 'order_state_invalid'::text, null::bigint, null::text, null::bigint;
    return;
  end if;
  select * into v_claim
    from ledger_claim(v_member, 'deposit:' || v_order_no, 'deposit_credit', p_fingerprint, v_order_no, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      raise exception 'idempotency_conflict' using errcode = 'LC400';
    end if;
  else
    select * into v_leg
      from ledger_apply_legs(
        v_claim.id,
        array[ledger_account_id('deposit_clearing', null, '', (v_member % 16)::smallint, 'VND')],
        array[ledger_account_id('player_main', v_member, '', 0::smallint, 'VND')],
        array[v_amount],
        'VND');
    if v_leg.status <> 'ok' then
      raise exception 'cashier: deposit credit legs %', v_leg.status;
    end if;
    perform ledger_finish(v_claim.id, jsonb_build_object('orderNo', v_order_no, 'amount', v_amount::text));
  end if;
  return query select 'ok'::text, v_member, v_order_no, v_amount;
end;
$$;
