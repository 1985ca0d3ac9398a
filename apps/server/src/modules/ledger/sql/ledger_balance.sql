-- The balance of one player account in VND (0 when the account does not exist yet): p_kind
-- 'player_main' (p_vendor '') or 'player_vendor' (p_vendor: the vendor code). Player accounts are
-- never sharded. A plain SQL function, inlined into the caller's query by the planner; other
-- modules' SQL reads a balance through it instead of repeating the ledger's table layout.
create or replace function ledger_balance(p_kind text, p_member bigint, p_vendor text) returns bigint
language sql stable as $$
  select coalesce((select a.balance from ledger_account a
                    where a.kind = p_kind and coalesce(a.member_id, 0) = p_member and a.vendor_code = p_vendor
                      and a.shard = 0 and a.currency = 'VND'), 0)
$$;
