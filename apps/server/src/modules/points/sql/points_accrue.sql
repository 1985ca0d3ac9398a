-- Points accrual (issue 15), one statement per run, set-based: the settled rounds (valid bet, counted
-- at ended_at: the glossary's "valid bet") and credited deposits of the window not counted yet earn
-- points at the comparison table's rate per kind (vendor category → live, lottery, poker, slot,
-- sports; deposits → deposit), with each member's remainder per kind carried to the next run.
--
-- Idempotent per source: each round or deposit is written once to points_source (primary key), and
-- runs are serialised by the lock on points_setting, so a source never earns twice whatever runs
-- overlap. Only rounds with status 'settled' count: a round rolled back entirely ends 'rolled_back'
-- and earns nothing; a partly rolled-back round counts what is left of its stake. Ended rounds are
-- final — the seamless wallet refuses bets, wins and rollbacks on an ended round
-- (vendor_api_call: 'vendor_round_closed') — so points earned from a round never need taking back.
-- Lottery lines count through their member's round of the draw (vendor category LOTT or ELOTT), which
-- the draw's settlement ends 'settled' and a settled draw is never cancelled. Trial (free-play) accounts earn nothing. The window reaches back 10 minutes before the last scan
-- (a round's ended_at is its transaction's start; it may commit a little later); at most p_limit
-- sources per run (the window then stays where it was and the next run takes the rest).
--
-- One ledger operation per run (key 'points:accrue:<run>', kind 'points_accrual', no member) with one
-- leg per (member, kind) that earned points: points_issuance (the member's shard) → player_points; each
-- leg is a points_entry with its ledger transfer and the balance after it.
-- p_now: the end of the window (null: the database's clock now — never a client's clock, which may
-- lag a source's timestamp by a fraction of a millisecond).
create or replace function points_accrue(p_now timestamptz, p_limit integer)
returns table (run_id bigint, sources integer, points bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_setting record;
  v_from timestamptz;
  v_run bigint;
  v_sources integer;
  v_m bigint[];
  v_k text[];
  v_p bigint[];
  v_b bigint[];
  v_n integer[];
  v_c bigint[];
  v_lm bigint[];
  v_lk text[];
  v_lp bigint[];
  v_lb bigint[];
  v_ln integer[];
  v_debits bigint[];
  v_credits bigint[];
  v_claim record;
  v_tids bigint[];
  v_after bigint[];
  v_ok boolean;
  v_total bigint := 0;
begin
  select * into v_setting from points_setting where id for update;
  p_now := coalesce(p_now, clock_timestamp());
  v_from := greatest(v_setting.accrue_from, coalesce(v_setting.scanned_to - interval '10 minutes', v_setting.accrue_from));
  -- The run's row is written only when it counts something (an idle tick writes no run): the
  -- sources name it before it exists (the foreign key is checked at commit).
  v_run := nextval('points_run_id_seq');

  with rounds as (
    select 'round'::text as source_kind, r.id as source_id, r.member_id,
           case v.category when 'LIVE' then 'live' when 'RNG' then 'slot' when 'FISH' then 'slot'
                           when 'SPORTS' then 'sports' when 'ESPORTS' then 'sports' when 'PVP' then 'poker'
                           else 'lottery' end as kind,
           r.bet_amount as amount, r.ended_at as at
      from game_round r
      join game_vendor v on v.vendor_code = r.vendor_code
      join member m on m.id = r.member_id and m.is_agent <> 4
     where r.status = 'settled' and r.ended_at >= v_from and r.ended_at < p_now and r.bet_amount > 0
       and not exists (select from points_source s where s.source_kind = 'round' and s.source_id = r.id)
  ), deposits as (
    select 'deposit'::text, d.id, d.member_id, 'deposit'::text, d.amount, d.credited_at
      from deposit_order d
      join member m on m.id = d.member_id and m.is_agent <> 4
     where d.status = 'credited' and d.credited_at >= v_from and d.credited_at < p_now
       and not exists (select from points_source s where s.source_kind = 'deposit' and s.source_id = d.id)
  ), picked as (
    select * from (select * from rounds union all select * from deposits) u order by u.at, u.source_id limit p_limit
  )
  insert into points_source (source_kind, source_id, member_id, kind, amount, run_id)
  select source_kind, source_id, member_id, kind, amount, v_run from picked;
  get diagnostics v_sources = row_count;

  update points_setting set scanned_to = case when v_sources < p_limit then p_now else scanned_to end where id;
  if v_sources = 0 then
    return query select null::int8, 0, 0::int8;
    return;
  end if;
  insert into points_run (id) values (v_run);

  -- Per (member, kind): the run's amount plus the carried remainder → whole points and a new remainder.
  select array_agg(x.member_id order by x.member_id, x.kind), array_agg(x.kind order by x.member_id, x.kind),
         array_agg(x.pts order by x.member_id, x.kind), array_agg(x.amount order by x.member_id, x.kind),
         array_agg(x.n order by x.member_id, x.kind), array_agg(x.carry order by x.member_id, x.kind)
    into v_m, v_k, v_p, v_b, v_n, v_c
    from (select p.member_id, p.kind, p.n, p.amount::int8 as amount,
                 div(p.amount + coalesce(c.carry, 0), r.per_amount)::int8 as pts,
                 mod(p.amount + coalesce(c.carry, 0), r.per_amount)::int8 as carry
            from (select s.member_id, s.kind, sum(s.amount) as amount, count(*)::int as n
                    from points_source s where s.run_id = v_run group by 1, 2) p
            join points_rate r on r.kind = p.kind and r.enabled
            left join points_carry c on c.member_id = p.member_id and c.kind = p.kind) x;

  if v_m is not null then
    insert into points_carry (member_id, kind, carry)
    select * from unnest(v_m, v_k, v_c)
    on conflict (member_id, kind) do update set carry = excluded.carry;

    select array_agg(u.m order by u.o), array_agg(u.k order by u.o), array_agg(u.p order by u.o),
           array_agg(u.b order by u.o), array_agg(u.n order by u.o),
           array_agg(ledger_account_id('points_issuance', null, '', (((u.m % 16) + 16) % 16)::smallint, 'PTS') order by u.o),
           array_agg(ledger_account_id('player_points', u.m, '', 0::smallint, 'PTS') order by u.o),
           coalesce(sum(u.p), 0)::int8
      into v_lm, v_lk, v_lp, v_lb, v_ln, v_debits, v_credits, v_total
      from unnest(v_m, v_k, v_p, v_b, v_n) with ordinality as u (m, k, p, b, n, o)
     where u.p > 0;
  end if;

  if v_lm is not null then
    select * into v_claim from ledger_claim(null, 'points:accrue:' || v_run, 'points_accrual',
                                            sha256(convert_to('points:accrue:' || v_run, 'UTF8')), 'run ' || v_run, '');
    if v_claim.replayed then
      raise exception 'points: run % claimed twice', v_run;
    end if;
    select array_agg(t.id order by t.id), array_agg(t.credit_balance_after order by t.id), bool_and(t.status = 'ok')
      into v_tids, v_after, v_ok
      from ledger_apply_legs(v_claim.id, v_debits, v_credits, v_lp, 'PTS') t;
    if not v_ok or cardinality(v_tids) <> cardinality(v_lp) then
      raise exception 'points: accrual legs not applied';
    end if;
    insert into points_entry (member_id, kind, points, balance_after, operation_id, transfer_id, sources, base_amount, reference)
    select u.m, u.k, u.p, u.a, v_claim.id, u.t, u.n, u.b, 'run ' || v_run
      from unnest(v_lm, v_lk, v_lp, v_after, v_tids, v_ln, v_lb) as u (m, k, p, a, t, n, b);
    perform ledger_finish(v_claim.id, jsonb_build_object('run', v_run::text, 'points', v_total::text));
    update points_run set operation_id = v_claim.id where id = v_run;
  end if;
  update points_run set sources = v_sources, points = v_total where id = v_run;
  return query select v_run, v_sources, v_total;
end;
$$;
