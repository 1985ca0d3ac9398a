-- A bet of p_stake by a member who may hold bonus grants, inside the caller's statement and ledger
-- operation (p_operation), credited to p_clearing (the vendor's clearing shard). The rules of
-- packages/contracts/src/promotions-wagering.ts: grants past their expiry end first; the grant that
-- expires first (then the oldest) feeds the bet — its max bet refuses a larger stake ('max_bet');
-- real money pays first, that grant's bonus the shortfall ('insufficient' when it cannot, nothing
-- written); the grant's progress grows by the stake × its weight for the game (game, vendor, category,
-- default — from the grant's terms) up to the requirement, and a met requirement converts the grant
-- (promotion_grant_end, its own operation). One or two legs: main → clearing, bonus → clearing.
-- Answers the status, the grant fed (null without one), the real and bonus parts, the contribution and
-- the main wallet's balance after.
create or replace function promotion_bet(
  p_operation bigint, p_member bigint, p_round text, p_reference text, p_stake bigint,
  p_category text, p_vendor text, p_game text, p_clearing bigint
) returns table (status text, grant_id bigint, real_part bigint, bonus_part bigint, contribution bigint, main_after bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_grant record;
  v_main bigint;
  v_bonus_account bigint;
  v_main_balance bigint;
  v_real bigint;
  v_bonus bigint;
  v_weight integer;
  v_contribution bigint := 0;
  v_debits bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_leg record;
  v_main_after bigint;
  v_progress bigint;
  v_row record;
begin
  if p_stake <= 0 then
    raise exception 'promotions: a stake is positive';
  end if;
  v_main := ledger_account_id('player_main', p_member, '', 0::smallint, 'VND');
  v_bonus_account := ledger_account_id('player_bonus', p_member, '', 0::smallint, 'VND');
  -- Lock order: the member's grant rows first (in id order), then the accounts (ledger_apply_legs, in
  -- id order) — as promotion_return and promotion_grant_end do, so calls of one member never wait on
  -- each other in a cycle; and the shared rows (the vendor's clearing shard, the promotions shard of an
  -- expiry or a conversion) are held only from the legs to the end, as on the path without a bonus.
  -- The active grants are locked before one is chosen: a concurrent bet that converted or spent the
  -- first one is then seen, and this bet moves on to the next. Those past their expiry end here; the
  -- one that expires first (then the oldest) feeds the bet.
  select null::bigint as id, null::jsonb as terms, null::bigint as balance, null::bigint as required,
         null::bigint as progress, null::timestamptz as expires_at into v_grant;
  for v_row in
    select g.id, g.terms, g.balance, g.required, g.progress, g.expires_at
      from promotion_grant g where g.member_id = p_member and g.status = 'active' order by g.id for update
  loop
    if v_row.expires_at <= now() then
      perform promotion_grant_end(v_row.id, 'expire', null);
    elsif v_grant.id is null or v_row.expires_at < v_grant.expires_at
          or (v_row.expires_at = v_grant.expires_at and v_row.id < v_grant.id) then
      v_grant := v_row;
    end if;
  end loop;
  if v_grant.id is not null and v_grant.terms ->> 'maxBet' is not null
     and p_stake > (v_grant.terms ->> 'maxBet')::bigint then
    return query select 'max_bet'::text, v_grant.id, 0::bigint, 0::bigint, 0::bigint, null::bigint;
    return;
  end if;
  -- Read unlocked: the legs check the balance again under the lock and refuse ('insufficient') if a
  -- concurrent call of the member spent it meanwhile.
  select a.balance into v_main_balance from ledger_account a where a.id = v_main;
  v_real := least(p_stake, greatest(coalesce(v_main_balance, 0), 0));
  v_bonus := p_stake - v_real;
  if v_bonus > 0 and (v_grant.id is null or v_grant.balance < v_bonus) then
    return query select 'insufficient'::text, v_grant.id, 0::bigint, 0::bigint, 0::bigint, null::bigint;
    return;
  end if;
  if v_grant.id is not null then
    v_weight := coalesce((v_grant.terms -> 'weights' -> 'game' ->> p_game)::integer,
                         (v_grant.terms -> 'weights' -> 'vendor' ->> p_vendor)::integer,
                         (v_grant.terms -> 'weights' -> 'category' ->> p_category)::integer,
                         (v_grant.terms -> 'weights' ->> 'default')::integer, 0);
    v_contribution := p_stake * v_weight / 100;
  end if;
  if v_real > 0 then
    v_debits := v_debits || v_main;
    v_amounts := v_amounts || v_real;
  end if;
  if v_bonus > 0 then
    v_debits := v_debits || v_bonus_account;
    v_amounts := v_amounts || v_bonus;
  end if;
  v_main_after := v_main_balance;
  for v_leg in
    select * from ledger_apply_legs(p_operation, v_debits, array_fill(p_clearing, array[cardinality(v_debits)]),
                                    v_amounts, 'VND')
  loop
    if v_leg.status = 'insufficient' then
      return query select 'insufficient'::text, v_grant.id, 0::bigint, 0::bigint, 0::bigint, null::bigint;
      return;
    elsif v_leg.status <> 'ok' then
      raise exception 'promotions: ledger legs %', v_leg.status;
    end if;
    if v_leg.debit_account_id = v_main then
      v_main_after := v_leg.debit_balance_after;
    end if;
  end loop;
  if v_grant.id is not null then
    v_progress := least(v_grant.required, v_grant.progress + v_contribution);
    update promotion_grant set balance = balance - v_bonus, progress = v_progress where id = v_grant.id;
    insert into promotion_grant_entry (grant_id, kind, operation_id, round_id, reference, bonus, real, wagering,
                                       balance_after)
    values (v_grant.id, 'bet', p_operation, p_round, p_reference, -v_bonus, -v_real, v_contribution,
            v_grant.balance - v_bonus);
    if v_progress >= v_grant.required then
      perform promotion_grant_end(v_grant.id, 'convert', null);
      -- The conversion paid into the main wallet (its row is locked by this transaction already).
      select a.balance into v_main_after from ledger_account a where a.id = v_main;
    end if;
  end if;
  return query select 'ok'::text, v_grant.id, v_real, v_bonus, v_contribution, v_main_after;
end;
$$;
