-- Settles one drawn draw in one statement (autocommit): every winning line gets its lottery_win row
-- (hits × units × payout_per_hit, written set-wise), each winning member one leg (the sum of their
-- wins) from the vendor's clearing shard to the main wallet (lottery_pay), all in ONE ledger operation keyed
-- 'lottery:settle:<draw>' (kind 'win'); the members' rounds of the draw (game_round) get their win and
-- close; the draw becomes 'settled'. The draw row is locked first, so two settlements of one draw
-- run one after the other and the second answers replayed, paying nothing. A draw that is not
-- 'drawn' is refused (LT409 lottery_draw_state_invalid) — except 'settled', which answers replayed.
-- Hits (the rules of packages/contracts/src/lottery-bets.ts, which a test compares line by line):
--   lo2/lo3/lo4: occurrences of the number among the last 2/3/4 digits of every prize number that
--   has at least that many digits; de, de_dau, de_duoi, cang3, cang4, tai_xiu, chan_le, tong: 1 when
--   the special prize (the first number of the result) gives the selection; xien2–4: 1 when every
--   number appears among the 2-digit endings; truot4/8/10: 1 when none appears; da: the smaller
--   occurrence count of its two numbers; da2: the same over its draw's and its partner draw's endings
--   (a draw waits, LT412 lottery_partner_pending, until every partner is drawn; a cancelled partner
--   makes the line void: its stake comes back as a 0-hit lottery_win row).
create or replace function lottery_settle(p_draw bigint)
returns table (code text, winners bigint, paid bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_draw record;
  v_claim record;
  v_members bigint[];
  v_amounts bigint[];
  v_total bigint;
  v_c2 int[];
  v_c3 int[];
  v_c4 int[];
  v_s4 int;
begin
  select d.id, d.status, d.result, d.draw_key, gm.vendor_code
    into v_draw
    from lottery_draw d join lottery_game g on g.code = d.game_code join game gm on gm.id = g.game_id
   where d.id = p_draw
     for update of d;
  if not found then
    raise exception 'lottery_draw_not_found' using errcode = 'LT404';
  elsif v_draw.status = 'settled' then
    return query select 'ok'::text, 0::bigint, 0::bigint, true;
    return;
  elsif v_draw.status <> 'drawn' then
    raise exception 'lottery_draw_state_invalid' using errcode = 'LT409';
  end if;

  -- A đá 2 đài line needs its partner's result: the draw waits (LT412) while a partner is not drawn yet.
  -- The partners are locked (share) first, so none is cancelled while this settlement reads its result.
  perform 1 from lottery_draw pd
    where pd.id in (select partner_draw_id from lottery_ticket where draw_id = p_draw and partner_draw_id is not null)
      for share;
  if exists (select from lottery_ticket t join lottery_draw pd on pd.id = t.partner_draw_id
              where t.draw_id = p_draw and t.partner_draw_id is not null and pd.status in ('scheduled', 'drawing')) then
    raise exception 'lottery_partner_pending' using errcode = 'LT412';
  end if;

  -- The result's hit tables: occurrences of every 2-, 3- and 4-digit ending (arrays indexed by number + 1)
  -- and the special prize's last four digits; then ONE pass over the draw's lines looks each line up.
  v_c2 := lottery_endings(v_draw.result, 2);
  v_c3 := lottery_endings(v_draw.result, 3);
  v_c4 := lottery_endings(v_draw.result, 4);
  v_s4 := right(v_draw.result -> 'prizes' -> 0 -> 'numbers' ->> 0, 4)::int;

  insert into lottery_win (ticket_id, draw_id, member_id, hits, amount)
  select h.id, p_draw, h.member_id, h.hits, h.hits * h.units * h.payout_per_hit
    from (select t.id, t.member_id, t.units, t.payout_per_hit,
                 case t.bet_type
                   when 'lo2' then v_c2[t.numbers[1] + 1]
                   when 'lo3' then v_c3[t.numbers[1] + 1]
                   when 'lo4' then v_c4[t.numbers[1] + 1]
                   when 'de' then (t.numbers[1] = v_s4 % 100)::int
                   when 'de_dau' then (t.numbers[1] = (v_s4 / 10) % 10)::int
                   when 'de_duoi' then (t.numbers[1] = v_s4 % 10)::int
                   when 'cang3' then (t.numbers[1] = v_s4 % 1000)::int
                   when 'cang4' then (t.numbers[1] = v_s4)::int
                   when 'tai_xiu' then (t.numbers[1] = (v_s4 % 100 >= 50)::int)::int
                   when 'chan_le' then (t.numbers[1] = (v_s4 % 100) % 2)::int
                   when 'tong' then (t.numbers[1] = (v_s4 / 10) % 10 + v_s4 % 10)::int
                   when 'da' then least(v_c2[t.numbers[1] + 1], v_c2[t.numbers[2] + 1])
                   when 'xien2' then (v_c2[t.numbers[1] + 1] > 0 and v_c2[t.numbers[2] + 1] > 0)::int
                   when 'xien3' then (v_c2[t.numbers[1] + 1] > 0 and v_c2[t.numbers[2] + 1] > 0
                                      and v_c2[t.numbers[3] + 1] > 0)::int
                   when 'xien4' then (v_c2[t.numbers[1] + 1] > 0 and v_c2[t.numbers[2] + 1] > 0
                                      and v_c2[t.numbers[3] + 1] > 0 and v_c2[t.numbers[4] + 1] > 0)::int
                   else case when t.bet_type like 'truot%'
                             then (not exists (select from unnest(t.numbers) as x (n) where v_c2[x.n + 1] > 0))::int
                             else 0 end
                 end as hits
            from lottery_ticket t
           where t.draw_id = p_draw and t.voided_at is null) h
   where h.hits > 0;
  -- Đá 2 đài lines (the pass above gives them no hits): both stations' endings counted together; a line
  -- whose partner draw was cancelled is void and gets its stake back (0 hits).
  insert into lottery_win (ticket_id, draw_id, member_id, hits, amount)
  select h.id, p_draw, h.member_id, h.hits, case when h.void then h.stake else h.hits * h.units * h.payout_per_hit end
    from (select t.id, t.member_id, t.units, t.stake, t.payout_per_hit, pd.status = 'cancelled' as void,
                 case when pd.status = 'cancelled' then 0
                      else least(v_c2[t.numbers[1] + 1] + pd.c2[t.numbers[1] + 1],
                                 v_c2[t.numbers[2] + 1] + pd.c2[t.numbers[2] + 1]) end as hits
            from lottery_ticket t
            join (select d.id, d.status, case when d.status <> 'cancelled' then lottery_endings(d.result, 2) end as c2
                    from lottery_draw d
                   where d.id in (select partner_draw_id from lottery_ticket
                                   where draw_id = p_draw and partner_draw_id is not null)) pd on pd.id = t.partner_draw_id
           where t.draw_id = p_draw and t.partner_draw_id is not null and t.voided_at is null) h
   where h.void or h.hits > 0;

  select * into v_claim from ledger_claim(null, 'lottery:settle:' || p_draw, 'win', sha256(convert_to('lottery:settle:' || p_draw, 'UTF8')),
                                          v_draw.draw_key, '');
  select array_agg(w.member_id order by w.member_id), array_agg(w.amount order by w.member_id),
         coalesce(sum(w.amount), 0)::bigint
    into v_members, v_amounts, v_total
    from (select member_id, sum(amount)::bigint as amount from lottery_win where draw_id = p_draw group by member_id) w;
  perform lottery_pay(v_claim.id, v_draw.vendor_code, v_members, v_amounts);
  update game_round r
     set win_amount = coalesce(w.amount, 0), status = 'settled', ended_at = now()
    from (select t.member_id, sum(lw.amount)::bigint as amount
            from (select distinct member_id from lottery_ticket where draw_id = p_draw and voided_at is null) t
            left join lottery_win lw on lw.draw_id = p_draw and lw.member_id = t.member_id
           group by t.member_id) w
   where r.vendor_code = v_draw.vendor_code and r.round_id = v_draw.draw_key || ':' || w.member_id;
  update lottery_draw set status = 'settled', settled_at = now(), settle_operation_id = v_claim.id where id = p_draw;
  perform ledger_finish(v_claim.id, jsonb_build_object('drawId', p_draw::text, 'winners', coalesce(cardinality(v_amounts), 0),
                                                        'paid', v_total::text));
  return query select 'ok'::text, coalesce(cardinality(v_amounts), 0)::bigint, v_total, false;
end;
$$;
