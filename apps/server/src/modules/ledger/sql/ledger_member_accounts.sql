-- A member's player accounts in VND (main, vendor wallets, withdrawal hold) with their balances, in
-- id order. With p_lock, the main and vendor-wallet rows are locked (FOR UPDATE, ascending id: the
-- ledger's lock order) and the withdrawal hold is left out: a caller that moves every vendor wallet
-- (return balance) reads balances no concurrent transfer can change before its legs apply.
-- The ledger's table layout stays here: other modules read balances through this function (in SQL)
-- or through modules/ledger/index.ts (in TypeScript).
create or replace function ledger_member_accounts(p_member bigint, p_lock boolean)
returns table (id bigint, kind text, vendor_code text, balance bigint)
language plpgsql as $$
#variable_conflict use_column
begin
  if p_lock then
    return query
      select a.id, a.kind, a.vendor_code, a.balance from ledger_account a
       where a.member_id = p_member and a.currency = 'VND' and a.kind in ('player_main', 'player_vendor')
       order by a.id for update;
  else
    return query
      select a.id, a.kind, a.vendor_code, a.balance from ledger_account a
       where a.member_id = p_member and a.currency = 'VND'
       order by a.id;
  end if;
end;
$$;
