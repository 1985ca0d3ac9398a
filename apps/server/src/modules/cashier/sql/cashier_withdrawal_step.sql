-- One staff step on a withdrawal order in one statement (autocommit): a conditional UPDATE (only from
-- the step's states, so a double click or a second operator changes nothing) and, for the steps that
-- move money, the ledger operation in the same statement: the member's key (ledger_claim, kind and
-- key below, fingerprint computed by the caller from {orderNo, amount}, reference = the order number,
-- remark = the operator's), its one leg (ledger_apply_legs) and its stored result {orderNo, amount}.
--   approve        pending           -> approved   (no money)
--   pay            approved          -> paid       hold -> withdrawal payout   'withdrawal-paid:<no>'   withdrawal_paid
--                                                 (receipt deadline = now + p_receipt_minutes)
--   reject         pending, approved -> rejected   hold -> main                'withdrawal-reject:<no>' withdrawal_reject
--   resolve_paid   disputed          -> resolved   (outcome paid, receipt forced; no money)
--   resolve_refund disputed          -> resolved   withdrawal payout -> main   'withdrawal-refund:<no>' withdrawal_refund
-- Answers one row: code 'ok' with the order's member and amount, or 'order_state_invalid' (nothing
-- written) when the order was in another state. Refusals after the change raise SQLSTATE 'LC400'
-- (message: the catalogue code) so that nothing is written.
create or replace function cashier_withdrawal_step(
  p_order bigint, p_step text, p_by text, p_remark text, p_receipt_minutes integer, p_fingerprint bytea
) returns table (code text, member_id bigint, amount bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_member bigint;
  v_amount bigint;
  v_order_no text;
  v_kind text;
  v_key text;
  v_debit bigint;
  v_credit bigint;
  v_claim record;
  v_leg record;
begin
  if p_step = 'approve' then
    update withdrawal_order w
       set status = 'approved', approved_at = now(), approved_by = p_by, remark = coalesce(nullif(p_remark, ''), w.remark)
     where w.id = p_order and w.status = 'pending'
    returning w.member_id, w.amount, w.order_no into v_member, v_amount, v_order_no;
  elsif p_step = 'pay' then
    update withdrawal_order w
       set status = 'paid', paid_at = now(), paid_by = p_by,
           receipt_deadline = now() + make_interval(mins => p_receipt_minutes),
           remark = coalesce(nullif(p_remark, ''), w.remark)
     where w.id = p_order and w.status = 'approved'
    returning w.member_id, w.amount, w.order_no into v_member, v_amount, v_order_no;
    v_kind := 'withdrawal_paid';
    v_key := 'withdrawal-paid:';
  elsif p_step = 'reject' then
    update withdrawal_order w
       set status = 'rejected', rejected_by = p_by, remark = coalesce(nullif(p_remark, ''), w.remark)
     where w.id = p_order and w.status in ('pending', 'approved')
    returning w.member_id, w.amount, w.order_no into v_member, v_amount, v_order_no;
    v_kind := 'withdrawal_reject';
    v_key := 'withdrawal-reject:';
  elsif p_step = 'resolve_paid' then
    update withdrawal_order w
       set status = 'resolved', resolved_outcome = 'paid', resolved_by = p_by, receipt_source = 'forced',
           remark = coalesce(nullif(p_remark, ''), w.remark)
     where w.id = p_order and w.status = 'disputed'
    returning w.member_id, w.amount, w.order_no into v_member, v_amount, v_order_no;
  elsif p_step = 'resolve_refund' then
    update withdrawal_order w
       set status = 'resolved', resolved_outcome = 'refund', resolved_by = p_by,
           remark = coalesce(nullif(p_remark, ''), w.remark)
     where w.id = p_order and w.status = 'disputed'
    returning w.member_id, w.amount, w.order_no into v_member, v_amount, v_order_no;
    v_kind := 'withdrawal_refund';
    v_key := 'withdrawal-refund:';
  else
    raise exception 'cashier: unknown withdrawal step %', p_step;
  end if;
  if v_member is null then
    return query select 'order_state_invalid'::text, null::bigint, null::bigint;
    return;
  end if;
  if v_kind is not null then
    select * into v_claim
      from ledger_claim(v_member, v_key || v_order_no, v_kind, p_fingerprint, v_order_no, coalesce(p_remark, ''));
    if v_claim.replayed then
      if not v_claim.fingerprint_matches then
        raise exception 'idempotency_conflict' using errcode = 'LC400';
      end if;
    else
      if p_step = 'pay' then
        v_debit := ledger_account_id('player_withdrawal_hold', v_member, '', 0::smallint, 'VND');
        v_credit := ledger_account_id('withdrawal_payout', null, '', (v_member % 16)::smallint, 'VND');
      elsif p_step = 'reject' then
        v_debit := ledger_account_id('player_withdrawal_hold', v_member, '', 0::smallint, 'VND');
        v_credit := ledger_account_id('player_main', v_member, '', 0::smallint, 'VND');
      else
        v_debit := ledger_account_id('withdrawal_payout', null, '', (v_member % 16)::smallint, 'VND');
        v_credit := ledger_account_id('player_main', v_member, '', 0::smallint, 'VND');
      end if;
      select * into v_leg from ledger_apply_legs(v_claim.id, array[v_debit], array[v_credit], array[v_amount], 'VND');
      if v_leg.status = 'insufficient' then
        raise exception 'insufficient_balance' using errcode = 'LC400';
      elsif v_leg.status <> 'ok' then
        raise exception 'cashier: withdrawal step legs %', v_leg.status;
      end if;
      perform ledger_finish(v_claim.id, jsonb_build_object('orderNo', v_order_no, 'amount', v_amount::text));
    end if;
  end if;
  return query select 'ok'::text, v_member, v_amount;
end;
$$;
