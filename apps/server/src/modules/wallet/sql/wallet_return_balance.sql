-- GCS_returnBalance in one statement (autocommit): every vendor wallet with money back to main in
-- one operation (kind 'return_balance'; vendors no longer listed included: the money is the
-- member's). Claims the key like wallet_transfer (repeat: stored result; other fingerprint:
-- 'idempotency_conflict'), locks the member's main and vendor rows in id order
-- (ledger_member_accounts with p_lock), moves each positive vendor balance in vendor-code order, and
-- stores and answers the balances after it (wallet_balance); moved tells whether money moved.
create or replace function wallet_return_balance(p_member bigint, p_key text, p_fingerprint bytea)
returns table (code text, value jsonb, replayed boolean, moved boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_debits bigint[];
  v_amounts bigint[];
  v_main bigint;
  v_leg record;
  v_value jsonb;
begin
  select * into v_claim from ledger_claim(p_member, p_key, 'return_balance', p_fingerprint, '', '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::jsonb, true, false;
    else
      return query select 'ok'::text, v_claim.result, true, false;
    end if;
    return;
  end if;
  select array_agg(a.id order by a.vendor_code), array_agg(a.balance order by a.vendor_code)
    into v_debits, v_amounts
    from ledger_member_accounts(p_member, true) a
   where a.kind = 'player_vendor' and a.balance > 0;
  if coalesce(cardinality(v_debits), 0) > 0 then
    v_main := ledger_account_id('player_main', p_member, '', 0::smallint, 'VND');
    select * into v_leg
      from ledger_apply_legs(v_claim.id, v_debits, array_fill(v_main, array[cardinality(v_debits)]), v_amounts, 'VND');
    if v_leg.status <> 'ok' then
      raise exception 'wallet: ledger legs %', v_leg.status;
    end if;
  end if;
  v_value := wallet_balance(p_member);
  perform ledger_finish(v_claim.id, v_value);
  return query select 'ok'::text, v_value, false, coalesce(cardinality(v_debits), 0) > 0;
end;
$$;
