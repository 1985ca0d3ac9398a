-- Voids a member's lines of draws not drawn yet and refunds their stakes (issue 16 item 6: a
-- time-out or self-exclusion voids lottery tickets for future draws). In one statement: the draws
-- are locked (a settlement or cancellation of the same draw waits), the lines get voided_at (the
-- settlement and cancellation skip them), their numbers' exposure shrinks, the member's rounds
-- lose the stake (rolled back when nothing is left) and ONE ledger operation keyed p_key (kind
-- 'rollback') pays the stakes back from the vendors' clearing shards to the main wallet
-- (lottery_pay, one call per lottery vendor). A repeat of p_key does nothing (0 lines).
create or replace function lottery_void_member(p_member bigint, p_key text, p_reason text)
returns table (lines bigint, refunded bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_vendor record;
  v_lines bigint := 0;
  v_total bigint := 0;
begin
  perform 1 from lottery_draw d
   where d.status = 'scheduled'
     and d.id in (select t.draw_id from lottery_ticket t where t.member_id = p_member and t.voided_at is null)
   order by d.id
     for update of d;
  create temporary table if not exists lottery_void_lines (id bigint, draw_id bigint, vendor_code text, draw_key text,
                                                          bet_type text, number_key bigint, liability bigint, stake bigint)
    on commit drop;
  delete from lottery_void_lines;
  insert into lottery_void_lines
  select t.id, t.draw_id, gm.vendor_code, d.draw_key, t.bet_type, t.number_key, t.units * t.payout_per_hit, t.stake
    from lottery_ticket t
    join lottery_draw d on d.id = t.draw_id
    join lottery_game g on g.code = d.game_code
    join game gm on gm.id = g.game_id
   where t.member_id = p_member and t.voided_at is null and d.status = 'scheduled';
  select count(*), coalesce(sum(stake), 0)::bigint into v_lines, v_total from lottery_void_lines;
  if v_lines = 0 then
    return query select 0::bigint, 0::bigint;
    return;
  end if;
  select * into v_claim from ledger_claim(p_member, p_key, 'rollback',
                                          sha256(convert_to(p_key || ':' || v_total, 'UTF8')), '', p_reason);
  if v_claim.replayed then
    return query select 0::bigint, 0::bigint;
    return;
  end if;
  update lottery_ticket t set voided_at = now() from lottery_void_lines v where t.id = v.id;
  update lottery_exposure e set liability = greatest(e.liability - x.liability, 0)
    from (select draw_id, bet_type, number_key, sum(liability)::bigint as liability
            from lottery_void_lines group by draw_id, bet_type, number_key) x
   where e.draw_id = x.draw_id and e.bet_type = x.bet_type and e.number_key = x.number_key;
  update game_round r
     set bet_amount = r.bet_amount - x.stake,
         status = case when r.bet_amount - x.stake = 0 then 'rolled_back' else r.status end,
         ended_at = case when r.bet_amount - x.stake = 0 then now() else r.ended_at end
    from (select vendor_code, draw_key, sum(stake)::bigint as stake from lottery_void_lines group by vendor_code, draw_key) x
   where r.vendor_code = x.vendor_code and r.round_id = x.draw_key || ':' || p_member;
  for v_vendor in select vendor_code, sum(stake)::bigint as stake from lottery_void_lines group by vendor_code loop
    perform lottery_pay(v_claim.id, v_vendor.vendor_code, array[p_member], array[v_vendor.stake]);
  end loop;
  perform ledger_finish(v_claim.id, jsonb_build_object('lines', v_lines, 'refunded', v_total::text));
  return query select v_lines, v_total;
end;
$$;
