-- Settles one drawn draw in one statement (autocommit): every winning line gets its lottery_win row
-- (hits × units × payout_per_hit, written set-wise), each winning member one leg (the sum of their
-- wins) from the vendor's clearing shard to the main wallet, all in ONE ledger operation keyed
-- 'lottery:settle:<draw>' (kind 'win'); the members' rounds of the draw (game_round) get their win and
-- close; the draw becomes 'settled'. The draw row is locked first, so two settlements of one draw
-- run one after the other and the second answers replayed, paying nothing. A draw that is not
-- 'drawn' is refused (LT409 lottery_draw_state_invalid) — except 'settled', which answers replayed.
-- Hits (the rules of packages/contracts/src/lottery-bets.ts, which a test compares line by line):
--   lo2/lo3/lo4: occurrences of the number among the last 2/3/4 digits of every prize number that
--   has at least that many digits; de, de_dau, de_duoi, cang3, cang4, tai_xiu, chan_le, tong: 1 when
--   the special prize (the first number of the result) gives the selection; xien2–4: 1 when every
--   number appears among the 2-digit endings; truot4/8/10: 1 when none appears; da: the smaller
--   occurrence count of its two numbers.
create or replace function lottery_settle(p_draw bigint)
returns table (code text, winners bigint, paid bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_draw record;
  v_claim record;
  v_debits bigint[];
  v_credits bigint[];
  v_amounts bigint[];
  v_total bigint;
  v_leg record;
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

  with num as (
    select p.ord as prize_no, x.ord as number_no, x.num
      from jsonb_array_elements(v_draw.result -> 'prizes') with ordinality as p (e, ord),
           jsonb_array_elements_text(p.e -> 'numbers') with ordinality as x (num, ord)
  ), special as (
    select right(num, 4)::int as s4 from num where prize_no = 1 and number_no = 1
  ), ending as (
    -- every (single-number bet type, selection) that hits, with its hit count
    select 'lo' || d.len as kind, right(num.num, d.len)::int as n, count(*)::int as c
      from num cross join (values (2), (3), (4)) as d (len)
     where length(num.num) >= d.len
     group by 1, 2
    union all
    select o.kind, o.n, 1
      from special s cross join lateral (values
        ('de', s.s4 % 100), ('de_dau', (s.s4 / 10) % 10), ('de_duoi', s.s4 % 10), ('cang3', s.s4 % 1000),
        ('cang4', s.s4), ('tai_xiu', case when s.s4 % 100 >= 50 then 1 else 0 end), ('chan_le', (s.s4 % 100) % 2),
        ('tong', (s.s4 / 10) % 10 + s.s4 % 10)) as o (kind, n)
  ), lo2 as (
    select n, c from ending where kind = 'lo2'
  ), hit as (
    select t.id, t.member_id, t.units, t.payout_per_hit, e.c as hits
      from lottery_ticket t join ending e on e.kind = t.bet_type and e.n = t.numbers[1]
     where t.draw_id = p_draw and cardinality(t.numbers) = 1
    union all
    select m.id, m.member_id, m.units, m.payout_per_hit, m.hits
      from (select t.id, t.member_id, t.units, t.payout_per_hit,
                   case
                     when t.bet_type like 'xien%' then
                       case when (select count(*) from unnest(t.numbers) x join lo2 on lo2.n = x) = cardinality(t.numbers)
                            then 1 else 0 end
                     when t.bet_type like 'truot%' then
                       case when exists (select from unnest(t.numbers) x join lo2 on lo2.n = x) then 0 else 1 end
                     when t.bet_type = 'da' then
                       least(coalesce((select lo2.c from lo2 where lo2.n = t.numbers[1]), 0),
                             coalesce((select lo2.c from lo2 where lo2.n = t.numbers[2]), 0))
                     else 0
                   end as hits
              from lottery_ticket t
             where t.draw_id = p_draw and cardinality(t.numbers) > 1) m
     where m.hits > 0
  )
  insert into lottery_win (ticket_id, draw_id, member_id, hits, amount)
  select hit.id, p_draw, hit.member_id, hit.hits, hit.hits * hit.units * hit.payout_per_hit from hit;

  select * into v_claim from ledger_claim(null, 'lottery:settle:' || p_draw, 'win', sha256(convert_to('lottery:settle:' || p_draw, 'UTF8')),
                                          v_draw.draw_key, '');
  select array_agg(ledger_account_id('vendor_clearing', null, v_draw.vendor_code, (((w.member_id % 16) + 16) % 16)::smallint, 'VND') order by w.member_id),
         array_agg(ledger_account_id('player_main', w.member_id, '', 0::smallint, 'VND') order by w.member_id),
         array_agg(w.amount order by w.member_id),
         coalesce(sum(w.amount), 0)::bigint
    into v_debits, v_credits, v_amounts, v_total
    from (select member_id, sum(amount)::bigint as amount from lottery_win where draw_id = p_draw group by member_id) w;
  if coalesce(cardinality(v_amounts), 0) > 0 then
    select * into v_leg from ledger_apply_legs(v_claim.id, v_debits, v_credits, v_amounts, 'VND') limit 1;
    if v_leg.status <> 'ok' then
      raise exception 'lottery: ledger legs %', v_leg.status;
    end if;
  end if;
  update game_round r
     set win_amount = coalesce(w.amount, 0), status = 'settled', ended_at = now()
    from (select t.member_id, sum(lw.amount)::bigint as amount
            from (select distinct member_id from lottery_ticket where draw_id = p_draw) t
            left join lottery_win lw on lw.draw_id = p_draw and lw.member_id = t.member_id
           group by t.member_id) w
   where r.vendor_code = v_draw.vendor_code and r.round_id = v_draw.draw_key || ':' || w.member_id;
  update lottery_draw set status = 'settled', settled_at = now(), settle_operation_id = v_claim.id where id = p_draw;
  perform ledger_finish(v_claim.id, jsonb_build_object('drawId', p_draw::text, 'winners', coalesce(cardinality(v_amounts), 0),
                                                        'paid', v_total::text));
  return query select 'ok'::text, coalesce(cardinality(v_amounts), 0)::bigint, v_total, false;
end;
$$;
