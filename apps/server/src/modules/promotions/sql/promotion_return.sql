-- A win or a rollback on a round that bonus money staked in, inside the caller's statement and ledger
-- operation (p_operation), paid from p_clearing (the vendor's clearing shard). The rules of
-- packages/contracts/src/promotions-wagering.ts: an amount returns in its stake's proportion — a
-- rollback (p_bet_reference: the bet it undoes) exactly that bet's real and bonus parts, a win in the
-- proportion of each grant's bonus stake in the round to the round's whole stake (p_round_stake) —
-- the bonus share back to the grant's balance while it is active, to the main wallet once it
-- converted, to the promotions account once it expired or was forfeited; the rest to the main
-- wallet. A rollback also takes back its contribution from an active grant; a bet is rolled back once
-- and no longer stakes in its round afterwards. Raises on a round stake below what its grants staked
-- and on a rollback of another amount than its bet. Answers 'none' (writes nothing) when no grant
-- staked in the round or bet: the caller credits the main wallet as usual.
create or replace function promotion_return(
  p_operation bigint, p_member bigint, p_round text, p_bet_reference text, p_amount bigint, p_round_stake bigint,
  p_clearing bigint
) returns table (status text, real_part bigint, bonus_part bigint, main_after bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_kind text := case when p_bet_reference is null then 'win' else 'rollback' end;
  v_parts record;
  v_main bigint;
  v_credits bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_real_total bigint := 0;
  v_bonus_total bigint := 0;
  v_share bigint;
  v_taken bigint;
  v_leg record;
  v_main_after bigint;
  v_any boolean := false;
  v_staked bigint := 0;
begin
  if p_amount < 0 then
    raise exception 'promotions: an amount returned is not negative';
  end if;
  v_main := ledger_account_id('player_main', p_member, '', 0::smallint, 'VND');
  if v_kind = 'rollback' then
    -- A bet is rolled back once (the caller's transaction guard, and this index-backed check).
    if exists (select from promotion_grant_entry e where e.kind = 'rollback' and e.reference = p_bet_reference) then
      raise exception 'promotions: bet % is rolled back already', p_bet_reference;
    end if;
  end if;
  -- Each grant that staked bonus money in the round (or in the bet rolled back), locked in id order —
  -- grants first, accounts in the legs after (promotion_bet's lock order).
  for v_parts in
    select g.id, g.status, g.balance, g.progress, s.bonus_stake, s.stake, s.contribution
      from (select e.grant_id, sum(-e.bonus)::bigint as bonus_stake, sum(-(e.bonus + e.real))::bigint as stake,
                   sum(e.wagering)::bigint as contribution
              from (-- The round's bets (a win) or the one bet (a rollback): two branches, each on its index.
                    select * from promotion_grant_entry e1
                     where p_bet_reference is null and e1.round_id = p_round and e1.kind = 'bet'
                    union all
                    select * from promotion_grant_entry e2
                     where p_bet_reference is not null and e2.reference = p_bet_reference and e2.kind = 'bet') e
              join promotion_grant g0 on g0.id = e.grant_id
             where g0.member_id = p_member
               -- A rolled-back bet no longer stakes in its round.
               and not exists (select from promotion_grant_entry r where r.kind = 'rollback' and r.reference = e.reference)
             group by e.grant_id) s
      join promotion_grant g on g.id = s.grant_id
     order by g.id
       for update of g
  loop
    v_any := true;
    v_staked := v_staked + v_parts.stake;
    if v_kind = 'rollback' and p_amount <> v_parts.stake then
      raise exception 'promotions: a rollback returns its bet''s stake % (not %)', v_parts.stake, p_amount;
    end if;
    -- Floor of amount × bonus stake / round stake, in numeric (the product can pass int8's range).
    v_share := case when v_kind = 'rollback' then v_parts.bonus_stake
                    when p_round_stake > 0
                    then floor(p_amount::numeric * v_parts.bonus_stake / p_round_stake)::bigint
                    else 0 end;
    v_taken := case when v_kind = 'rollback' and v_parts.status = 'active'
                    then least(v_parts.contribution, v_parts.progress) else 0 end;
    v_bonus_total := v_bonus_total + v_share;
    if v_parts.status = 'active' then
      if v_share > 0 then
        v_credits := v_credits || ledger_account_id('player_bonus', p_member, '', 0::smallint, 'VND');
        v_amounts := v_amounts || v_share;
      end if;
      update promotion_grant set balance = balance + v_share, progress = progress - v_taken where id = v_parts.id;
      insert into promotion_grant_entry (grant_id, kind, operation_id, round_id, reference, bonus, real, wagering,
                                         balance_after)
      values (v_parts.id, v_kind, p_operation, p_round, p_bet_reference, v_share, 0, -v_taken, v_parts.balance + v_share);
    else
      if v_share > 0 then
        v_credits := v_credits || case when v_parts.status = 'converted' then v_main
                                       else ledger_account_id('promotions', null, '', (((p_member % 16) + 16) % 16)::smallint, 'VND') end;
        v_amounts := v_amounts || v_share;
      end if;
      insert into promotion_grant_entry (grant_id, kind, operation_id, round_id, reference, bonus, real, wagering,
                                         balance_after)
      values (v_parts.id, v_kind, p_operation, p_round, p_bet_reference, 0,
              case when v_parts.status = 'converted' then v_share else 0 end, 0, 0);
    end if;
  end loop;
  if not v_any then
    return query select 'none'::text, 0::bigint, 0::bigint, null::bigint;
    return;
  end if;
  if v_kind = 'win' and p_round_stake < v_staked then
    raise exception 'promotions: the round''s stake % is below what its grants staked (%)', p_round_stake, v_staked;
  end if;
  -- The real part: the amount less the grants' shares (for a rollback, whose amount is checked to be its
  -- bet's stake and whose share is the bet's bonus part, that is the bet's real part).
  v_real_total := p_amount - v_bonus_total;
  if v_real_total > 0 then
    v_credits := v_credits || v_main;
    v_amounts := v_amounts || v_real_total;
  end if;
  if cardinality(v_amounts) > 0 then
    for v_leg in
      select * from ledger_apply_legs(p_operation, array_fill(p_clearing, array[cardinality(v_credits)]), v_credits,
                                      v_amounts, 'VND')
    loop
      if v_leg.status <> 'ok' then
        raise exception 'promotions: ledger legs %', v_leg.status;
      end if;
      if v_leg.credit_account_id = v_main then
        v_main_after := v_leg.credit_balance_after;
      end if;
    end loop;
  end if;
  if v_main_after is null then
    select a.balance into v_main_after from ledger_account a where a.id = v_main;
  end if;
  return query select 'ok'::text, v_real_total, v_bonus_total, v_main_after;
end;
$$;
