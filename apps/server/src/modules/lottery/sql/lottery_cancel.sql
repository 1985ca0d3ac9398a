-- Cancels a draw that is not settled yet (force majeure, a Tết day, an operator's decision) in one
-- statement: every line is void and its stake goes back — one leg per member (the sum of their
-- stakes) from the vendor's clearing shard to the main wallet (lottery_pay), in ONE ledger operation keyed
-- 'lottery:cancel:<draw>' (kind 'rollback'); the members' rounds are rolled back; the draw becomes
-- 'cancelled' with the reason. Settled or cancelled draws are refused (LT409), and so is a drawn draw
-- whose result a settled draw's đá 2 đài lines were paid on. Đá 2 đài lines of other draws that name
-- this one as partner become void when their own draw settles.
create or replace function lottery_cancel(p_draw bigint, p_reason text)
returns table (code text, members bigint, refunded bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_draw record;
  v_claim record;
  v_members bigint[];
  v_amounts bigint[];
  v_total bigint;
begin
  select d.id, d.status, d.draw_key, gm.vendor_code
    into v_draw
    from lottery_draw d join lottery_game g on g.code = d.game_code join game gm on gm.id = g.game_id
   where d.id = p_draw
     for update of d;
  if not found then
    raise exception 'lottery_draw_not_found' using errcode = 'LT404';
  elsif v_draw.status not in ('scheduled', 'drawing', 'drawn') then
    raise exception 'lottery_draw_state_invalid' using errcode = 'LT409';
  elsif v_draw.status = 'drawn' and exists (
          select from lottery_ticket t join lottery_draw od on od.id = t.draw_id
           where t.partner_draw_id = p_draw and od.status = 'settled') then
    -- Its result already paid the đá 2 đài lines of a settled draw that named it as partner.
    raise exception 'lottery_draw_state_invalid' using errcode = 'LT409';
  end if;
  select * into v_claim from ledger_claim(null, 'lottery:cancel:' || p_draw, 'rollback',
                                          sha256(convert_to('lottery:cancel:' || p_draw, 'UTF8')), v_draw.draw_key, p_reason);
  select array_agg(s.member_id order by s.member_id), array_agg(s.amount order by s.member_id),
         coalesce(sum(s.amount), 0)::bigint
    into v_members, v_amounts, v_total
    from (select member_id, sum(stake)::bigint as amount from lottery_ticket
           where draw_id = p_draw and voided_at is null group by member_id) s;
  perform lottery_pay(v_claim.id, v_draw.vendor_code, v_members, v_amounts);
  update game_round r set status = 'rolled_back', ended_at = now()
    from (select distinct member_id from lottery_ticket where draw_id = p_draw and voided_at is null) m
   where r.vendor_code = v_draw.vendor_code and r.round_id = v_draw.draw_key || ':' || m.member_id;
  update lottery_draw set status = 'cancelled', cancelled_at = now(), cancel_reason = p_reason where id = p_draw;
  perform ledger_finish(v_claim.id, jsonb_build_object('drawId', p_draw::text, 'refunded', v_total::text));
  return query select 'ok'::text, coalesce(cardinality(v_amounts), 0)::bigint, v_total;
end;
$$;
