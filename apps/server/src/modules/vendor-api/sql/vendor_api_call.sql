-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- A seamless wallet money call (bet, win, rollback; docs/VENDOR-API.md) in one statement, called in
-- autocommit after the HTTP checks (vendor, timestamp, signature, body). It first takes two advisory
-- locks — the transaction id's (for a bet: its own; for a rollback: the bet it names) and the
-- round's — so repeats of one transaction id, a bet racing the rollback naming it, and the calls
-- of one round run one after the other; then (each statement with a fresh snapshot) it reads what
-- it decides on, decides, and writes: the vendor_transaction row with the first answer, the round,
-- and, when money moves, the ledger operation (ledger_claim) and its leg (ledger_apply_legs).
--
-- Answers one row: code ('ok' or an error code), params, value (the answer's value), member_id
-- (null when the token is unknown), moved (money moved). A refusal that is the transaction's first
-- answer is stored (a repeat gets it again); a refusal before the transaction is known (token,
-- game, unknown round) is not. Insufficient funds raise SQLSTATE 'LV001' (detail: member id and
-- game id) with nothing written: the caller stores that refusal with vendor_api_store_refusal.
create or replace function vendor_api_call(
  p_vendor text, p_wallet_kind text, p_wallet_vendor text, p_action text, p_token_hash bytea,
  p_transaction text, p_round text, p_game text, p_amount bigint, p_end_round boolean, p_reference text,
  p_operation_fingerprint bytea
) returns table (code text, params jsonb, value jsonb, member_id bigint, moved boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_bet_tx text := case p_action when 'bet' then p_transaction when 'rollback' then p_reference end;
  v_member bigint;
  v_live boolean;
  v_fingerprint bytea;
  v_own_fingerprint bytea;
  v_own_answer jsonb;
  v_game_id integer;
  v_game_enabled boolean;
  v_bet record;
  v_rolled_back_by text;
  v_round record;
  v_foreign boolean;
  v_code text;
  v_params jsonb;
  v_move text; -- null (record only), 'debit', 'credit'
  v_reference text;
  v_change text; -- null, 'open', 'bet', 'win', 'rollback'
  v_balance bigint;
  v_wallet bigint;
  v_clearing bigint;
  v_operation bigint;
  v_replayed boolean;
  v_leg record;
  v_value jsonb;
  -- Bonus grants (issue 15; promotions/sql): the seamless wallet's playable balance is main + bonus.
  v_grants integer := 0;
  v_bonus bigint := 0;
  v_max_bet bigint;
  v_category text;
  v_promo record;
  v_round_key text := p_vendor || ':' || p_round;
  v_main_after bigint;
  v_promo_used boolean := false;
begin
  perform pg_advisory_xact_lock(1447121476, hashtext(p_vendor || ':' || coalesce(v_bet_tx, p_transaction)));
  perform pg_advisory_xact_lock(1447121477, hashtext(p_vendor || ':' || p_round));

  -- The token's player, and whether the token may still open new bets.
  select vs.member_id,
         (vs.revoked_at is null and vs.expires_at > now() and ms.revoked_at is null and ms.expires_at > now()
          and m.status = 'active')
    into v_member, v_live
    from vendor_session vs
    join member_session ms on ms.id = vs.member_session_id
    join member m on m.id = vs.member_id
   where vs.token_hash = p_token_hash and vs.vendor_code = p_vendor;
  if v_member is null then
    return query select 'vendor_token_invalid'::text, null::jsonb, null::jsonb, null::bigint, false;
    return;
  end if;

  -- A repeat: the first answer, when the fields match.
  v_fingerprint := vendor_api_fingerprint(p_action, v_member, p_round, p_game, p_amount, p_end_round, p_reference);
  select t.fingerprint, t.answer into v_own_fingerprint, v_own_answer
    from vendor_transaction t where t.vendor_code = p_vendor and t.transaction_id = p_transaction;
  if v_own_fingerprint is not null then
    if v_own_fingerprint <> v_fingerprint then
      return query select 'idempotency_conflict'::text, null::jsonb, null::jsonb, v_member, false;
    else
      return query select v_own_answer ->> 'code', v_own_answer -> 'params', v_own_answer -> 'value', v_member, false;
    end if;
    return;
  end if;

  select g.id, g.enabled, v.category into v_game_id, v_game_enabled, v_category
    from game g join game_vendor v on v.vendor_code = g.vendor_code
   where g.vendor_code = p_vendor and g.code = p_game;
  if v_game_id is null then
    return query select 'game_not_found'::text, null::jsonb, null::jsonb, v_member, false;
    return;
  end if;

  if v_bet_tx is not null then
    select b.kind, b.member_id, b.round_id, b.game_id, b.amount, b.operation_id is not null as moved into v_bet
      from vendor_transaction b where b.vendor_code = p_vendor and b.transaction_id = v_bet_tx;
    select rb.transaction_id into v_rolled_back_by
      from vendor_transaction rb
     where rb.vendor_code = p_vendor and rb.reference_transaction_id = v_bet_tx and rb.kind = 'rollback';
  end if;
  select r.id, r.member_id, r.game_id, r.status, r.bet_amount, r.ended_at is not null as ended into v_round
    from game_round r where r.vendor_code = p_vendor and r.round_id = p_round;
  v_foreign := v_round.id is not null and (v_round.member_id <> v_member or v_round.game_id <> v_game_id);
  -- The member's active bonus grants (one index probe; none for almost every player): their count,
  -- their bonus (the bonus account), and the max bet of the one a bet would feed.
  if p_wallet_kind = 'player_main' then
    select count(*)::int, coalesce(sum(g.balance), 0)::bigint,
           (array_agg((g.terms ->> 'maxBet')::bigint order by g.expires_at, g.id))[1]
      into v_grants, v_bonus, v_max_bet
      from promotion_grant g where g.member_id = v_member and g.status = 'active';
  end if;

  -- The decision (docs/VENDOR-API.md §5): a refusal (v_code; stored unless returned at once), a
  -- record without money (v_move null), or a move.
  if p_action = 'bet' then
    -- Responsible gaming (issue 16; modules/protection/sql/protection_refusal.sql): a member in a
    -- time-out or self-exclusion, or past a wager, loss or session limit, is refused in this same
    -- statement — also with a game token issued before the block (a token outlives the session).
    -- Stored as the transaction's first answer: a repeat stays refused.
    select r.code, r.params into v_code, v_params from protection_refusal(v_member, 'bet', p_amount, true) r;
    if v_code is not null then
      null;
    elsif not v_live then
      return query select 'vendor_token_invalid'::text, null::jsonb, null::jsonb, v_member, false;
      return;
    elsif not v_game_enabled then
      return query select 'game_not_found'::text, null::jsonb, null::jsonb, v_member, false;
      return;
    elsif v_rolled_back_by is not null then
      v_code := 'vendor_bet_rolled_back';
    elsif v_foreign then
      v_code := 'validation_failed';
    elsif v_round.ended then
      v_code := 'vendor_round_closed';
    elsif v_grants > 0 and v_max_bet is not null and p_amount > v_max_bet then
      v_code := 'bonus_max_bet';
      v_params := jsonb_build_object('maxBet', v_max_bet::text);
    else
      v_move := 'debit';
      v_change := case when v_round.id is null then 'open' else 'bet' end;
    end if;
  elsif p_action = 'win' then
    if v_round.id is null then
      return query select 'vendor_round_unknown'::text, null::jsonb, null::jsonb, v_member, false;
      return;
    elsif v_foreign then
      v_code := 'validation_failed';
    elsif v_round.ended then
      v_code := 'vendor_round_closed';
    elsif v_round.status = 'rolled_back' and p_amount > 0 then
      v_code := 'vendor_bet_rolled_back';
    else
      v_change := 'win';
      v_move := case when p_amount > 0 then 'credit' end;
    end if;
  elsif p_action = 'rollback' then
    if v_bet.kind is null then
      -- The bet has not arrived: the first rollback is its tombstone (the late bet is refused).
      v_reference := case when v_rolled_back_by is null then p_reference end;
    elsif v_bet.kind <> 'bet' or v_bet.member_id <> v_member or v_bet.round_id <> p_round
          or v_bet.game_id <> v_game_id or v_bet.amount <> p_amount then
      v_code := 'vendor_rollback_mismatch';
    elsif v_rolled_back_by is not null then
      -- Rolled back already (under another transaction id): accepted, nothing moves again.
      null;
    elsif not v_bet.moved then
      -- The bet was refused (it took no money): nothing to return.
      v_reference := p_reference;
    elsif v_round.id is null or v_round.ended then
      v_code := 'vendor_round_closed';
    else
      v_move := 'credit';
      v_reference := p_reference;
      v_change := 'rollback';
    end if;
  else
    raise exception 'vendor-api: unknown action %', p_action;
  end if;

  if v_code is not null then
    if v_code = 'validation_failed' then
      v_params := jsonb_build_object('detail', 'roundId: the round belongs to another player or game');
    end if;
    -- (bonus_max_bet carries its params already.)
    insert into vendor_transaction
      (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount, reference_transaction_id,
       fingerprint, operation_id, outcome, answer)
    values (p_vendor, p_transaction, p_action, v_member, p_round, v_game_id, p_amount, null, v_fingerprint, null,
            v_code, jsonb_strip_nulls(jsonb_build_object('code', v_code, 'params', v_params)) || '{"value": null}');
    return query select v_code, v_params, null::jsonb, v_member, false;
    return;
  end if;

  if v_move is null then
    select a.balance into v_balance from ledger_account a
     where a.kind = p_wallet_kind and coalesce(a.member_id, 0) = v_member and a.vendor_code = p_wallet_vendor
       and a.shard = 0 and a.currency = 'VND';
    v_value := jsonb_build_object('playerId', v_member::text, 'currency', 'VND',
                                  'balance', (coalesce(v_balance, 0) + v_bonus)::text, 'transactionId', p_transaction);
  else
    -- The player's wallet and the vendor clearing shard of the player (the ledger's shard rule:
    -- shard key mod 16, see SYSTEM_SHARDS in ledger.ts).
    v_wallet := ledger_account_id(p_wallet_kind, v_member, p_wallet_vendor, 0::smallint, 'VND');
    v_clearing := ledger_account_id('vendor_clearing', null, p_vendor, (((v_member % 16) + 16) % 16)::smallint, 'VND');
    select c.id, c.replayed into v_operation, v_replayed
      from ledger_claim(v_member, 'vendor:' || p_vendor || ':' || p_transaction, p_action, p_operation_fingerprint,
                        p_round, '') c;
    -- The key is claimed only together with the vendor_transaction row, under the same lock.
    if v_replayed then
      raise exception 'vendor-api: a ledger operation without its vendor transaction';
    end if;
    if v_move = 'debit' and v_grants > 0 then
      -- Real money first, the bonus of the grant that expires first for the rest (promotion_bet).
      select * into v_promo
        from promotion_bet(v_operation, v_member, v_round_key, p_vendor || ':' || p_transaction, p_amount,
                           v_category, p_vendor, p_game, v_clearing);
      v_promo_used := true;
      if v_promo.status = 'insufficient' then
        raise exception 'insufficient_balance' using errcode = 'LV001', detail = v_member || ':' || v_game_id;
      elsif v_promo.status <> 'ok' then
        -- The max bet was checked above; a grant that changed in between: the vendor retries.
        raise exception 'vendor-api: promotion_bet %', v_promo.status;
      end if;
      v_main_after := v_promo.main_after;
    elsif v_move = 'credit' and p_wallet_kind = 'player_main'
          and exists (select from promotion_grant_entry e where e.round_id = v_round_key and e.kind = 'bet') then
      -- A round bonus money staked in: the amount returns in the stake's proportion (promotion_return);
      -- 'none' when the bonus bets of the round were all rolled back.
      select * into v_promo
        from promotion_return(v_operation, v_member, v_round_key,
                              case when p_action = 'rollback' then p_vendor || ':' || p_reference end,
                              p_amount, v_round.bet_amount, v_clearing);
      v_promo_used := true;
      if v_promo.status = 'ok' then
        v_main_after := v_promo.main_after;
      end if;
    end if;
    if v_main_after is null then
      if v_move = 'debit' then
        select * into v_leg from ledger_apply_legs(v_operation, array[v_wallet], array[v_clearing], array[p_amount], 'VND');
      else
        select * into v_leg from ledger_apply_legs(v_operation, array[v_clearing], array[v_wallet], array[p_amount], 'VND');
      end if;
      if v_leg.status = 'insufficient' then
        raise exception 'insufficient_balance' using errcode = 'LV001', detail = v_member || ':' || v_game_id;
      elsif v_leg.status <> 'ok' then
        raise exception 'vendor-api: ledger legs %', v_leg.status;
      end if;
      v_main_after := case when v_move = 'debit' then v_leg.debit_balance_after else v_leg.credit_balance_after end;
    end if;
    if v_grants > 0 or v_promo_used then
      -- Conversions, expiries and returns may have moved bonus money: read what remains active.
      select coalesce(sum(g.balance), 0)::bigint into v_bonus
        from promotion_grant g where g.member_id = v_member and g.status = 'active';
    end if;
    v_value := jsonb_build_object('playerId', v_member::text, 'currency', 'VND',
      'balance', (v_main_after + v_bonus)::text,
      'transactionId', p_transaction, 'platformTransactionId', v_operation::text);
  end if;

  insert into vendor_transaction
    (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount, reference_transaction_id,
     fingerprint, operation_id, outcome, answer)
  values (p_vendor, p_transaction, p_action, v_member, p_round, v_game_id, p_amount, v_reference, v_fingerprint,
          v_operation, 'ok', jsonb_build_object('code', 'ok', 'value', v_value));

  if v_change = 'open' then
    insert into game_round (vendor_code, round_id, member_id, game_id, bet_amount)
    values (p_vendor, p_round, v_member, v_game_id, p_amount);
  elsif v_change = 'bet' then
    -- A new bet on a round whose earlier bets were all rolled back makes it a live round again.
    update game_round set bet_amount = bet_amount + p_amount, status = 'open' where id = v_round.id;
  elsif v_change = 'win' then
    if p_end_round then
      update game_round set win_amount = win_amount + p_amount, ended_at = now(),
             status = case when bet_amount > 0 then 'settled' else 'rolled_back' end
       where id = v_round.id;
    else
      update game_round set win_amount = win_amount + p_amount where id = v_round.id;
    end if;
  elsif v_change = 'rollback' then
    update game_round set bet_amount = bet_amount - p_amount,
           status = case when bet_amount - p_amount = 0 then 'rolled_back' else status end
     where id = v_round.id;
  end if;

  return query select 'ok'::text, null::jsonb, v_value, v_member, v_move is not null;
end;
$$;
