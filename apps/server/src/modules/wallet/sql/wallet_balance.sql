-- The balance call's value (spec §7 GCS_balance; contracts BalanceValue) for a member:
-- sumBalance (main + every vendor wallet, listed or not), mainBalance, and one wallet per enabled
-- transfer-wallet vendor in the vendor list's order (sort, account type), balance 0 when the member
-- has no account there yet. Amounts are strings of minor units. Also the answer of wallet_transfer
-- and wallet_return_balance, read in their transaction after the legs.
create or replace function wallet_balance(p_member bigint) returns jsonb
language plpgsql stable as $$
declare
  v_value jsonb;
begin
  with accounts as (
    select a.kind, a.vendor_code, a.balance from ledger_member_accounts(p_member, false) a
     where a.kind in ('player_main', 'player_vendor')
  )
  select jsonb_build_object(
           'sumBalance', coalesce((select sum(a.balance) from accounts a), 0)::text,
           'mainBalance', coalesce((select sum(a.balance) from accounts a where a.kind = 'player_main'), 0)::text,
           'wallets', coalesce((
             select jsonb_agg(jsonb_build_object('vendorCode', v.vendor_code, 'displayName', v.display_name,
                                                 'balance', coalesce(a.balance, 0)::text)
                              order by v.sort, v.id)
               from game_vendor v
               left join accounts a on a.kind = 'player_vendor' and a.vendor_code = v.vendor_code
              where v.enabled and v.wallet_mode = 'transfer'), '[]'::jsonb))
    into v_value;
  return v_value;
end;
$$;
