-- A withdrawal request in one statement (autocommit), after the caller's checks that only a new
-- request must pass (payment password, method enabled, amount limits): the member's cashier lock
-- (the daily count is counted under it), an order number ('W' + the brand's date yyMMdd + the
-- sequence), the member's ledger key = the request id (ledger_claim, kind 'withdrawal_request',
-- fingerprint computed by the caller from {amount, bankAccountId}, reference = the order number);
-- a repeat answers the stored first answer (replayed). A new request checks the daily count
-- (withdraw_daily_limit {count}) and the member's own active bank account (not_found), moves the
-- amount main -> withdrawal hold (ledger_apply_legs: insufficient_balance), inserts the pending order
-- and stores and answers the order as the member sees it (contracts WithdrawalOrder; p_bank_name is
-- the bank's display name, the bank code when null). Refusals write nothing (the statement is
-- rolled back): SQLSTATE 'LC400' with the catalogue code as message and its params (JSON) as detail.
create or replace function cashier_withdrawal_request(
  p_member bigint, p_request text, p_bank_account bigint, p_amount bigint, p_fingerprint bytea,
  p_bank_name text, p_time_zone text
) returns table (value jsonb, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_order_no text;
  v_claim record;
  v_daily integer;
  v_used integer;
  v_account record;
  v_leg record;
  v_order record;
  v_value jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('lotus.cashier.withdraw.' || p_member, 0));
  -- Drawn before the claim so that the operation carries the order number (a replay leaves a gap).
  v_order_no := 'W' || to_char(now() at time zone p_time_zone, 'YYMMDD') || nextval('cashier_order_no')::text;
  select * into v_claim
    from ledger_claim(p_member, p_request, 'withdrawal_request', p_fingerprint, v_order_no, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      raise exception 'idempotency_conflict' using errcode = 'LC400';
    end if;
    return query select v_claim.result, true;
    return;
  end if;
  select s.withdraw_daily_count into v_daily from cashier_setting s where s.id;
  select count(*)::int into v_used from withdrawal_order w
   where w.member_id = p_member and w.status <> 'rejected'
     and w.created_at >= date_trunc('day', now() at time zone p_time_zone) at time zone p_time_zone;
  if v_used >= v_daily then
    raise exception 'withdraw_daily_limit' using errcode = 'LC400', detail = jsonb_build_object('count', v_daily)::text;
  end if;
  select b.bank_code, b.account_number, b.account_name into v_account
    from member_bank_account b
   where b.id = p_bank_account and b.member_id = p_member and b.removed_at is null;
  if not found then
    raise exception 'not_found' using errcode = 'LC400';
  end if;
  select * into v_leg
    from ledger_apply_legs(
      v_claim.id,
      array[ledger_account_id('player_main', p_member, '', 0::smallint, 'VND')],
      array[ledger_account_id('player_withdrawal_hold', p_member, '', 0::smallint, 'VND')],
      array[p_amount],
      'VND');
  if v_leg.status = 'insufficient' then
    raise exception 'insufficient_balance' using errcode = 'LC400';
  elsif v_leg.status <> 'ok' then
    raise exception 'cashier: withdrawal hold legs %', v_leg.status;
  end if;
  insert into withdrawal_order (order_no, member_id, bank_account_id, amount, request_id)
  values (v_order_no, p_member, p_bank_account, p_amount, p_request)
  returning withdrawal_order.created_at, withdrawal_order.remark into v_order;
  v_value := jsonb_build_object(
    'orderNo', v_order_no,
    'amount', p_amount::text,
    'status', 'pending',
    'bankCode', v_account.bank_code,
    'bankName', coalesce(p_bank_name, v_account.bank_code),
    'accountNumberMasked',
      repeat('*', greatest(0, length(v_account.account_number) - 4)) || right(v_account.account_number, 4),
    'accountName', v_account.account_name,
    'createdAt', to_char(v_order.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'paidAt', null,
    'receiptDeadline', null,
    'receipt', null,
    'remark', v_order.remark);
  perform ledger_finish(v_claim.id, v_value);
  return query select v_value, false;
end;
$$;
