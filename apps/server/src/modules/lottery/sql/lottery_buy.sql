-- A lottery purchase in one statement (autocommit): many lines of one draw, one ledger operation.
-- Claims the member's idempotency key (ledger_claim, kind 'bet'; the caller's fingerprint covers the
-- draw and the lines); a repeat answers 'idempotency_conflict' or, rebuilt from the lines and the
-- transfer the purchase wrote, its answer ('ok', replayed): the operation's row is written once, by
-- the claim (its result stays null — the lines are the result).
-- A new purchase then checks:
--   the draw exists (LT404 lottery_draw_not_found) and is open now: scheduled, opens_at ≤ now() <
--   closes_at (LT409 lottery_draw_closed; a past draw is refused here); the game is enabled and not
--   in maintenance (LT503 game_maintenance);
--   a đá 2 đài line's partner (the game code in "p") has its draw of the same issue open now, in the
--   same region, at another station (LT424 lottery_partner_invalid, the game code in the message);
--   every line's bet type has an enabled odds row for the game's prize mode and structure (LT422
--   lottery_bet_type_unavailable) and units ≤ max_units (LT423 lottery_units_invalid, max in the message);
-- under a lock of the member's row (so two purchases of one member never both pass its cap), for
-- each (bet type, number key) of the purchase the member's own liability on it (Σ units ×
-- payout_per_hit of their lines) stays within cap_per_member (LT411 lottery_member_cap, read in the
-- same statement as the odds). Then the lines are inserted in order with the member's round of this
-- draw (game_round, betting record; it grows by the stake) and their most recent game, in one
-- statement; then the draw's liability per number grows only while it stays within cap_per_number —
-- an atomic conditional upsert, so concurrent purchases never exceed it (LT410 lottery_number_full,
-- the number key in the message); last, one leg moves the total stake from the main wallet to the
-- vendor's clearing shard (LL001 insufficient_balance). The rows concurrent purchases share (a
-- popular number's exposure, the clearing shard) are thus locked last and held only until the commit.
-- Refusals write nothing (the statement is rolled back).
-- p_lines: [{"t": bet type, "n": [numbers], "u": units, "k": number key, "p": partner game (da2 only)}],
-- validated by the caller.
create or replace function lottery_buy(
  p_member bigint, p_key text, p_fingerprint bytea, p_draw bigint, p_lines jsonb
) returns table (code text, value jsonb, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_draw record;
  v_line record;
  v_total bigint;
  v_types text[];
  v_keys bigint[];
  v_units bigint[];
  v_prices bigint[];
  v_pays bigint[];
  v_max_units integer[];
  v_caps bigint[];
  v_enabled boolean[];
  v_member_caps bigint[];
  v_member_liability bigint[];
  v_leg record;
  v_ids jsonb;
  v_value jsonb;
  v_refusal record;
begin
  select * into v_claim from ledger_claim(p_member, p_key, 'bet', p_fingerprint, '', '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::jsonb, true;
    else
      -- The answer is rebuilt from what the purchase wrote (its lines and its one transfer), so the
      -- purchase never writes its operation row a second time.
      return query
        select 'ok'::text,
               jsonb_build_object(
                 'operationId', v_claim.id::text, 'drawId', p_draw::text, 'issue', min(d.issue),
                 'ticketIds', jsonb_agg(t.id::text order by t.id), 'stake', sum(t.stake)::text,
                 'mainBalance', (select tr.debit_balance_after::text from ledger_transfer tr
                                  where tr.operation_id = v_claim.id)),
               true
          from lottery_ticket t join lottery_draw d on d.id = t.draw_id
         where t.draw_id = p_draw and t.member_id = p_member and t.operation_id = v_claim.id;
    end if;
    return;
  end if;
  -- The draw with its game, and the member's row locked (two purchases of one member never both pass its cap).
  select d.id, d.status, d.opens_at, d.closes_at, d.draw_key, d.issue, d.game_code, g.prize_mode, g.structure, g.region,
         g.game_id, g.enabled, gm.vendor_code, gm.maintenance, gm.enabled as game_enabled
    into v_draw
    from lottery_draw d join lottery_game g on g.code = d.game_code join game gm on gm.id = g.game_id
         cross join member m
   where d.id = p_draw and m.id = p_member
     for no key update of m;
  if not found then
    raise exception 'lottery_draw_not_found' using errcode = 'LT404';
  end if;
  if v_draw.status <> 'scheduled' or now() < v_draw.opens_at or now() >= v_draw.closes_at then
    raise exception 'lottery_draw_closed' using errcode = 'LT409';
  end if;
  if not v_draw.enabled or not v_draw.game_enabled or v_draw.maintenance then
    raise exception 'game_maintenance' using errcode = 'LT503';
  end if;
  if p_lines @? '$[*].p' then
    select l.p into v_line
      from (select distinct l.p from jsonb_to_recordset(p_lines) as l (p text) where l.p is not null) l
     where not exists (
             select from lottery_draw pd join lottery_game pg on pg.code = pd.game_code join game pgm on pgm.id = pg.game_id
              where pd.game_code = l.p and pd.issue = v_draw.issue and pg.region = v_draw.region
                and pg.code <> v_draw.game_code and pg.kind = 'traditional' and pd.status = 'scheduled'
                and now() >= pd.opens_at and now() < pd.closes_at and pg.enabled and pgm.enabled and not pgm.maintenance)
     limit 1;
    if found then
      raise exception '%', v_line.p using errcode = 'LT424';
    end if;
  end if;
  -- The purchase's lines per (bet type, number key) with their odds row and the member's liability on
  -- the number so far (the member's row is locked), read once.
  select array_agg(l.t order by l.t, l.k), array_agg(l.k order by l.t, l.k), array_agg(l.units order by l.t, l.k),
         array_agg(o.unit_price order by l.t, l.k),
         array_agg(coalesce(o.payout_by_selection[l.first + 1], o.payout_per_hit) order by l.t, l.k),
         array_agg(o.max_units order by l.t, l.k), array_agg(o.cap_per_number order by l.t, l.k),
         array_agg(coalesce(o.enabled, false) order by l.t, l.k), array_agg(o.cap_per_member order by l.t, l.k),
         array_agg(m.liability order by l.t, l.k)
    into v_types, v_keys, v_units, v_prices, v_pays, v_max_units, v_caps, v_enabled, v_member_caps, v_member_liability
    from (select l.t, l.k, sum(l.u)::bigint as units, min(l.n[1]) as first
            from jsonb_to_recordset(p_lines) as l (t text, n smallint[], u bigint, k bigint)
           group by l.t, l.k) l
    left join lateral (select * from lottery_odds o
                        where o.prize_mode = v_draw.prize_mode and o.structure = v_draw.structure and o.bet_type = l.t) o
           on true
    cross join lateral (select coalesce(sum(t.units * t.payout_per_hit), 0)::bigint as liability from lottery_ticket t
                         where t.draw_id = p_draw and t.member_id = p_member and t.bet_type = l.t
                           and t.number_key = l.k) m;
  v_total := 0;
  for i in 1 .. coalesce(cardinality(v_types), 0) loop
    if v_prices[i] is null or not v_enabled[i] then
      raise exception 'lottery_bet_type_unavailable' using errcode = 'LT422';
    elsif v_units[i] > v_max_units[i] then
      raise exception '%', v_max_units[i] using errcode = 'LT423';
    elsif v_units[i] * v_pays[i] + v_member_liability[i] > v_member_caps[i] then
      raise exception '%|%', v_types[i], v_keys[i] using errcode = 'LT411';
    end if;
    v_total := v_total + v_units[i] * v_prices[i];
  end loop;
  if v_total <= 0 then
    raise exception 'lottery: a purchase needs lines';
  end if;
  -- Responsible gaming (issue 16; modules/protection/sql/protection_refusal.sql): a time-out,
  -- self-exclusion or a wager / loss / session limit this purchase would pass (the member's
  -- protection row is locked: two purchases never pass a limit together).
  select r.code, r.params into v_refusal from protection_refusal(p_member, 'lottery', v_total, true) r;
  if v_refusal.code is not null then
    raise exception '%', v_refusal.code using errcode = 'LP403', detail = v_refusal.params::text;
  end if;
  -- The lines, the member's round and recent games first, then the number caps and the money: the rows
  -- every concurrent purchase of the draw may want (a popular number's exposure, the vendor's clearing
  -- shard) are locked as late as possible, so each is held only until the commit that follows.
  with inserted as (
    insert into lottery_ticket (draw_id, member_id, operation_id, bet_type, numbers, number_key, units, stake,
                                payout_per_hit, partner_draw_id)
    select p_draw, p_member, v_claim.id, l.t, l.n, l.k, l.u, l.u * o.unit_price,
           coalesce(o.payout_by_selection[l.n[1] + 1], o.payout_per_hit),
           case when l.p is not null
                then (select pd.id from lottery_draw pd where pd.game_code = l.p and pd.issue = v_draw.issue) end
      from jsonb_to_recordset(p_lines) as l (t text, n smallint[], u bigint, k bigint, p text)
      cross join lateral (select o.unit_price, o.payout_by_selection, o.payout_per_hit from lottery_odds o
                           where o.prize_mode = v_draw.prize_mode and o.structure = v_draw.structure
                             and o.bet_type = l.t) o
    returning lottery_ticket.id
  ), round as (
    insert into game_round as r (vendor_code, round_id, member_id, game_id, bet_amount)
    values (v_draw.vendor_code, v_draw.draw_key || ':' || p_member, p_member, v_draw.game_id, v_total)
    on conflict (vendor_code, round_id) do update set bet_amount = r.bet_amount + excluded.bet_amount
  ), recent as (
    insert into lottery_recent as rc (member_id, game_code) values (p_member, v_draw.game_code)
    on conflict (member_id, game_code) do update set played_at = now() where rc.played_at < now() - interval '1 minute'
  )
  select jsonb_agg(inserted.id::text order by inserted.id) into v_ids from inserted;
  -- Every number's liability grows in one statement, each only while it stays within its cap: a row
  -- that would pass it is neither inserted nor updated, so fewer rows come back.
  with grown as (
    insert into lottery_exposure as e (draw_id, bet_type, number_key, liability, cap)
    select p_draw, x.t, x.k, x.liability, x.cap
      from unnest(v_types, v_keys, v_units, v_pays, v_caps) as x0 (t, k, units, pay, cap)
      cross join lateral (select x0.t, x0.k, x0.units * x0.pay as liability, x0.cap) x
     where x.liability <= x.cap
    on conflict (draw_id, bet_type, number_key) do update
      set liability = e.liability + excluded.liability, cap = excluded.cap
      where e.liability + excluded.liability <= excluded.cap
    returning e.bet_type, e.number_key
  )
  select x.t, x.k into v_line
    from unnest(v_types, v_keys) as x (t, k)
   where not exists (select from grown g where g.bet_type = x.t and g.number_key = x.k)
   limit 1;
  if found then
    raise exception '%|%', v_line.t, v_line.k using errcode = 'LT410';
  end if;
  select * into v_leg from ledger_apply_legs(
    v_claim.id,
    array[ledger_account_id('player_main', p_member, '', 0::smallint, 'VND')],
    array[ledger_account_id('vendor_clearing', null, v_draw.vendor_code, (((p_member % 16) + 16) % 16)::smallint, 'VND')],
    array[v_total], 'VND');
  if v_leg.status = 'insufficient' then
    raise exception 'insufficient_balance' using errcode = 'LL001';
  elsif v_leg.status <> 'ok' then
    raise exception 'lottery: ledger legs %', v_leg.status;
  end if;
  v_value := jsonb_build_object('operationId', v_claim.id::text, 'drawId', p_draw::text, 'issue', v_draw.issue,
                                'ticketIds', v_ids, 'stake', v_total::text,
                                'mainBalance', v_leg.debit_balance_after::text);
  return query select 'ok'::text, v_value, false;
end;
$$;
