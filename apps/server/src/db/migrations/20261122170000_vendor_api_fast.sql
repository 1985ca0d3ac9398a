-- The ledger's write rules and the seamless wallet call as SQL functions (issue 5, benchmark H10).
--
-- ledger_claim and ledger_apply_legs are the ONE implementation of the ledger's idempotency keys and
-- legs: the TypeScript ledger (apps/server/src/modules/ledger/ledger.ts) calls them for every money
-- operation of the product, and vendor_api_call calls them for the seamless wallet API, so that a
-- vendor's bet, win or rollback is a single statement (one round trip, autocommit).

-- One foreign key (vendor, game) instead of two (vendor; game) on the rows every seamless call
-- inserts. Every call of a vendor's game references the same game_vendor and game rows, and each
-- foreign-key check takes a FOR KEY SHARE lock on the referenced row: concurrent calls then keep
-- rewriting those two hot rows' lockers (multixacts). Measured with pgbench on vendor_api_call at 50
-- clients: about 305–345 bet+win pairs/s with the four checks, 420–435 with these two. The new key
-- is stricter (the game must be that vendor's), and the vendor is still checked through
-- game.vendor_code's own foreign key.
create unique index game_vendor_game on game (vendor_code, id);
alter table vendor_transaction
  drop constraint vendor_transaction_vendor_code_fkey,
  drop constraint vendor_transaction_game_id_fkey,
  add constraint vendor_transaction_game_fkey foreign key (vendor_code, game_id) references game (vendor_code, id);
alter table game_round
  drop constraint game_round_vendor_code_fkey,
  drop constraint game_round_game_id_fkey,
  add constraint game_round_game_fkey foreign key (vendor_code, game_id) references game (vendor_code, id);

-- Claims an operation's idempotency key, scoped by member ('m<id>:<key>', or 'sys:<key>'): the new
-- operation's id, or (replayed) the stored operation with whether its fingerprint matches and its
-- result. A concurrent claim of the same key waits for the first one's end (unique index), and the
-- following statement sees its committed row (READ COMMITTED: a fresh snapshot per statement).
create function ledger_claim(
  p_member bigint, p_key text, p_kind text, p_fingerprint bytea, p_reference text, p_remark text
) returns table (id bigint, replayed boolean, fingerprint_matches boolean, result jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_key text := case when p_member is null then 'sys' else 'm' || p_member end || ':' || p_key;
  v_id bigint;
begin
  insert into ledger_operation (idempotency_key, kind, member_id, fingerprint, reference, remark)
  values (v_key, p_kind, p_member, p_fingerprint, coalesce(p_reference, ''), coalesce(p_remark, ''))
  on conflict (idempotency_key) do nothing
  returning ledger_operation.id into v_id;
  if v_id is not null then
    return query select v_id, false, true, null::jsonb;
    return;
  end if;
  return query
    select o.id, true, o.fingerprint = p_fingerprint, o.result from ledger_operation o where o.idempotency_key = v_key;
  if not found then
    raise exception 'ledger: operation vanished';
  end if;
end;
$$;

-- All legs of an operation (leg i: p_amounts[i] leaves p_debits[i] and enters p_credits[i]):
--  - the accounts' rows are locked in ascending id order (FOR UPDATE under the sort), so two
--    operations never wait on each other in a cycle; under READ COMMITTED the locked rows are the
--    newest versions;
--  - the balances are then followed leg by leg (in numeric): a player account below zero after any
--    leg, or any balance outside int8, refuses the whole operation — status 'insufficient', and
--    NOTHING is written; an account id that does not exist (a stale id of a cache) answers status
--    'unknown', nothing written, so that the caller can retry with fresh ids;
--  - otherwise every account gets its net change (the CHECK constraint stays as the backstop) and
--    the transfers are inserted in leg order, each with both balances after it: status 'ok', one
--    row per leg in leg (= id) order.
create function ledger_apply_legs(
  p_operation bigint, p_debits bigint[], p_credits bigint[], p_amounts bigint[], p_currency text
) returns table (
  status text, id bigint, debit_account_id bigint, credit_account_id bigint, amount bigint,
  debit_balance_after bigint, credit_balance_after bigint
)
language plpgsql as $$
#variable_conflict use_column
declare
  n integer := coalesce(cardinality(p_amounts), 0);
  v_wanted integer;
  v_ids bigint[];
  v_before numeric[];
  v_balance numeric[];
  v_player boolean[];
  v_debit_after bigint[] := '{}';
  v_credit_after bigint[] := '{}';
  d integer;
  c integer;
begin
  if n = 0 then
    return;
  end if;
  if coalesce(cardinality(p_debits), 0) <> n or coalesce(cardinality(p_credits), 0) <> n then
    raise exception 'ledger: legs of unequal length';
  end if;
  for i in 1 .. n loop
    if p_amounts[i] is null or p_amounts[i] <= 0 then
      raise exception 'ledger: amounts are positive';
    end if;
    if p_debits[i] is null or p_credits[i] is null or p_debits[i] = p_credits[i] then
      raise exception 'ledger: a transfer needs two accounts';
    end if;
  end loop;
  select count(distinct u.account) into v_wanted from unnest(p_debits || p_credits) as u (account);
  select array_agg(l.id order by l.id), array_agg(l.balance order by l.id), array_agg(l.is_player order by l.id)
    into v_ids, v_before, v_player
    from (select a.id, a.balance::numeric as balance, a.is_player
            from ledger_account a
           where a.id = any (p_debits || p_credits)
           order by a.id
             for update) l;
  if coalesce(cardinality(v_ids), 0) <> v_wanted then
    return query select 'unknown'::text, null::bigint, null::bigint, null::bigint, null::bigint, null::bigint,
                        null::bigint;
    return;
  end if;
  v_balance := v_before;
  for i in 1 .. n loop
    d := array_position(v_ids, p_debits[i]);
    c := array_position(v_ids, p_credits[i]);
    v_balance[d] := v_balance[d] - p_amounts[i];
    v_balance[c] := v_balance[c] + p_amounts[i];
    if (v_player[d] and v_balance[d] < 0) or v_balance[d] < -9223372036854775808
       or v_balance[c] > 9223372036854775807 then
      return query select 'insufficient'::text, null::bigint, null::bigint, null::bigint, null::bigint,
                          null::bigint, null::bigint;
      return;
    end if;
    v_debit_after[i] := v_balance[d];
    v_credit_after[i] := v_balance[c];
  end loop;
  update ledger_account a set balance = a.balance + (m.new_balance - m.old_balance)::bigint
    from unnest(v_ids, v_before, v_balance) as m (account, old_balance, new_balance)
   where a.id = m.account;
  return query
    with inserted as (
      insert into ledger_transfer
        (operation_id, debit_account_id, credit_account_id, amount, currency, debit_balance_after, credit_balance_after)
      select p_operation, l.debit, l.credit, l.amount, p_currency, l.debit_after, l.credit_after
        from unnest(p_debits, p_credits, p_amounts, v_debit_after, v_credit_after)
             with ordinality as l (debit, credit, amount, debit_after, credit_after, n)
       order by l.n
      returning ledger_transfer.id, ledger_transfer.debit_account_id, ledger_transfer.credit_account_id,
                ledger_transfer.amount, ledger_transfer.debit_balance_after, ledger_transfer.credit_balance_after
    )
    select 'ok'::text, i.id, i.debit_account_id, i.credit_account_id, i.amount, i.debit_balance_after,
           i.credit_balance_after
      from inserted i
     order by i.id;
end;
$$;

-- The id of an account, created on first use (like the TypeScript ledger's resolveAccounts).
create function ledger_account_id(p_kind text, p_member bigint, p_vendor text, p_shard smallint, p_currency text)
returns bigint language plpgsql as $$
declare
  v_id bigint;
begin
  for attempt in 1 .. 3 loop
    select a.id into v_id from ledger_account a
     where a.kind = p_kind and coalesce(a.member_id, 0) = coalesce(p_member, 0) and a.vendor_code = p_vendor
       and a.shard = p_shard and a.currency = p_currency;
    if v_id is not null then
      return v_id;
    end if;
    insert into ledger_account (kind, member_id, vendor_code, shard, currency)
    values (p_kind, p_member, p_vendor, p_shard, p_currency)
    on conflict do nothing
    returning id into v_id;
    if v_id is not null then
      return v_id;
    end if;
    -- Created by a concurrent transaction that committed meanwhile: the next statement sees it.
  end loop;
  raise exception 'ledger: could not resolve accounts';
end;
$$;

-- The fingerprint of a seamless wallet call: the fields a repeat of its transaction id must match
-- (the player behind the token, not the token itself; the round, the game, the amount and the
-- action's own fields). SHA-256 of the JSON array [action, member, round, game, amount,
-- endRound (win) or null, referenceTransactionId (rollback) or null].
create function vendor_api_fingerprint(
  p_action text, p_member bigint, p_round text, p_game text, p_amount bigint, p_end_round boolean,
  p_reference text
) returns bytea language sql immutable as $$
  select sha256(convert_to(format('[%s,%s,%s,%s,%s,%s,%s]',
    to_json(p_action), to_json(p_member::text), to_json(p_round), to_json(p_game), to_json(p_amount::text),
    case when p_action = 'win' then coalesce(p_end_round, false)::text else 'null' end,
    case when p_action = 'rollback' then to_json(p_reference)::text else 'null' end), 'UTF8'))
$$;

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
create function vendor_api_call(
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

  select g.id, g.enabled into v_game_id, v_game_enabled from game g where g.vendor_code = p_vendor and g.code = p_game;
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
  select r.id, r.member_id, r.game_id, r.status, r.ended_at is not null as ended into v_round
    from game_round r where r.vendor_code = p_vendor and r.round_id = p_round;
  v_foreign := v_round.id is not null and (v_round.member_id <> v_member or v_round.game_id <> v_game_id);

  -- The decision (docs/VENDOR-API.md §5): a refusal (v_code; stored unless returned at once), a
  -- record without money (v_move null), or a move.
  if p_action = 'bet' then
    if not v_live then
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
                                  'balance', coalesce(v_balance, 0)::text, 'transactionId', p_transaction);
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
    v_value := jsonb_build_object('playerId', v_member::text, 'currency', 'VND',
      'balance', (case when v_move = 'debit' then v_leg.debit_balance_after else v_leg.credit_balance_after end)::text,
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

-- Stores the refusal of a call whose money legs were refused (insufficient funds), in its own
-- transaction after vendor_api_call raised 'LV001': answers insufficient_balance when this refusal
-- is the transaction's first answer, or the stored first answer of a concurrent repeat
-- (idempotency_conflict when its fields differ).
create function vendor_api_store_refusal(
  p_vendor text, p_action text, p_transaction text, p_member bigint, p_round text, p_game text, p_game_id integer,
  p_amount bigint, p_end_round boolean, p_reference text
) returns table (code text, params jsonb, value jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_fingerprint bytea := vendor_api_fingerprint(p_action, p_member, p_round, p_game, p_amount, p_end_round, p_reference);
  v_inserted integer;
begin
  insert into vendor_transaction
    (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount, reference_transaction_id,
     fingerprint, operation_id, outcome, answer)
  values (p_vendor, p_transaction, p_action, p_member, p_round, p_game_id, p_amount, null, v_fingerprint, null,
          'insufficient_balance', '{"code": "insufficient_balance", "value": null}')
  on conflict (vendor_code, transaction_id) do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted > 0 then
    return query select 'insufficient_balance'::text, null::jsonb, null::jsonb;
    return;
  end if;
  return query
    select case when t.fingerprint = v_fingerprint then t.answer ->> 'code' else 'idempotency_conflict' end,
           case when t.fingerprint = v_fingerprint then t.answer -> 'params' end,
           case when t.fingerprint = v_fingerprint then t.answer -> 'value' end
      from vendor_transaction t where t.vendor_code = p_vendor and t.transaction_id = p_transaction;
end;
$$;
