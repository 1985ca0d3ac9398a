-- GCS_walletTransfer in one statement (autocommit): main -> vendor wallet or vendor wallet -> main.
-- Claims the member's idempotency key (ledger_claim, kind 'wallet_transfer', fingerprint computed by
-- the caller from {from, to, amount}); a repeat answers the stored result (code 'ok', replayed) or
-- 'idempotency_conflict' when its fingerprint differs. A new transfer checks that the vendor is an
-- enabled transfer-wallet vendor (after the key: a repeat gets its first answer whatever the
-- vendor's state now), applies the one leg (ledger_apply_legs), and stores and answers the member's
-- balances after it (wallet_balance). Refusals write nothing (the statement is rolled back):
-- SQLSTATE 'LW404' wallet_not_found, 'LL001' insufficient_balance.
-- p_from / p_to: 'MAIN' (contracts MAIN_WALLET) or a vendor code; exactly one of them is 'MAIN'.
create or replace function wallet_transfer(
  p_member bigint, p_key text, p_fingerprint bytea, p_from text, p_to text, p_amount bigint
) returns table (code text, value jsonb, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_outbound boolean := p_from = 'MAIN';
  v_vendor text := case when p_from = 'MAIN' then p_to else p_from end;
  v_claim record;
  v_main bigint;
  v_wallet bigint;
  v_leg record;
  v_value jsonb;
begin
  if (p_from = 'MAIN') = (p_to = 'MAIN') then
    raise exception 'wallet: a transfer is between MAIN and one vendor wallet';
  end if;
  select * into v_claim from ledger_claim(p_member, p_key, 'wallet_transfer', p_fingerprint, '', '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::jsonb, true;
    else
      return query select 'ok'::text, v_claim.result, true;
    end if;
    return;
  end if;
  if not exists (select 1 from game_vendor g
                  where g.vendor_code = v_vendor and g.enabled and g.wallet_mode = 'transfer') then
    raise exception 'wallet_not_found' using errcode = 'LW404';
  end if;
  v_main := ledger_account_id('player_main', p_member, '', 0::smallint, 'VND');
  v_wallet := ledger_account_id('player_vendor', p_member, v_vendor, 0::smallint, 'VND');
  if v_outbound then
    select * into v_leg from ledger_apply_legs(v_claim.id, array[v_main], array[v_wallet], array[p_amount], 'VND');
  else
    select * into v_leg from ledger_apply_legs(v_claim.id, array[v_wallet], array[v_main], array[p_amount], 'VND');
  end if;
  if v_leg.status = 'insufficient' then
    raise exception 'insufficient_balance' using errcode = 'LL001';
  elsif v_leg.status <> 'ok' then
    raise exception 'wallet: ledger legs %', v_leg.status;
  end if;
  v_value := wallet_balance(p_member);
  perform ledger_finish(v_claim.id, v_value);
  return query select 'ok'::text, v_value, false;
end;
$$;
