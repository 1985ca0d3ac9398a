-- Pays members of one lottery operation from the vendor's clearing shards (settlement wins and
-- cancellation refunds): leg i moves p_amounts[i] from the clearing shard of p_members[i] (member id
-- mod 16) to that member's main wallet, all legs in ONE ledger_apply_legs call. The 16 shards are
-- resolved once, each main wallet once. Any status but 'ok' raises (the caller's statement rolls back).
create or replace function lottery_pay(p_operation bigint, p_vendor text, p_members bigint[], p_amounts bigint[])
returns void
language plpgsql as $$
declare
  v_clearing bigint[];
  v_leg record;
begin
  if coalesce(cardinality(p_members), 0) = 0 then
    return;
  end if;
  select array_agg(ledger_account_id('vendor_clearing', null, p_vendor, s::smallint, 'VND') order by s)
    into v_clearing from generate_series(0, 15) as s;
  select * into v_leg
    from ledger_apply_legs(
      p_operation,
      (select array_agg(v_clearing[(((m.id % 16) + 16) % 16) + 1] order by m.i) from unnest(p_members) with ordinality as m (id, i)),
      (select array_agg(ledger_account_id('player_main', m.id, '', 0::smallint, 'VND') order by m.i)
         from unnest(p_members) with ordinality as m (id, i)),
      p_amounts, 'VND')
   limit 1;
  if v_leg.status <> 'ok' then
    raise exception 'lottery: ledger legs %', v_leg.status;
  end if;
end;
$$;
