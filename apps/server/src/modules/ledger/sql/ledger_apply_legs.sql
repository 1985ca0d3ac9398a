-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- All legs of an operation (leg i: p_amounts[i] leaves p_debits[i] and enters p_credits[i]):
--  - the accounts' rows are locked in ascending id order (FOR UPDATE under the sort), so two
--    operations never wait on each other in a cycle; under READ COMMITTED the locked rows are the
--    newest versions;
--  - the balances after every leg are then computed (in numeric): for a few legs (the wallet's and
--    the vendor API's hot paths, one or two legs) by following them in a loop; for more (a salary
--    run posts 200,000 legs in one operation) set-wise, each account's running sum of its movements
--    in leg order (a window function), so the work grows with the legs, never with legs × accounts
--    (the loop's array_position); both give the same balances and the same refusals (tests); a player
--    account below zero after any leg, or any balance outside int8, refuses the whole operation —
--    status 'insufficient', and NOTHING is written; an account id that does not exist (a stale id
--    of a cache) answers status 'unknown', nothing written, so that the caller can retry with
--    fresh ids;
--  - otherwise every account gets its net change (the CHECK constraint stays as the backstop) and
--    the transfers are inserted in leg order, each with both balances after it: status 'ok', one
--    row per leg in leg (= id) order.
create or replace function ledger_apply_legs(
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
  v_player boolean[];
  v_balance numeric[];
  v_refused boolean := false;
  v_debit_after numeric[] := '{}';
  v_credit_after numeric[] := '{}';
  d integer;
  c integer;
begin
  if n = 0 then
    return;
  end if;
  if coalesce(cardinality(p_debits), 0) <> n or coalesce(cardinality(p_credits), 0) <> n then
    raise exception 'ledger: legs of unequal length';
  end if;
  if exists (select from unnest(p_amounts) as a (amount) where a.amount is null or a.amount <= 0) then
    raise exception 'ledger: amounts are positive';
  end if;
  if exists (select from unnest(p_debits, p_credits) as l (debit, credit)
              where l.debit is null or l.credit is null or l.debit = l.credit) then
    raise exception 'ledger: a transfer needs two accounts';
  end if;
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
  if n <= 16 then
    v_balance := v_before;
    for i in 1 .. n loop
      d := array_position(v_ids, p_debits[i]);
      c := array_position(v_ids, p_credits[i]);
      v_balance[d] := v_balance[d] - p_amounts[i];
      v_balance[c] := v_balance[c] + p_amounts[i];
      if (v_player[d] and v_balance[d] < 0) or v_balance[d] < -9223372036854775808
         or v_balance[c] > 9223372036854775807 then
        v_refused := true;
        exit;
      end if;
      v_debit_after[i] := v_balance[d];
      v_credit_after[i] := v_balance[c];
    end loop;
  else
    -- Leg i moves p_amounts[i] out of p_debits[i] and into p_credits[i]; an account appears at most
    -- once per leg, so (account, leg) orders each account's movements.
    with leg as (
      select * from unnest(p_debits, p_credits, p_amounts) with ordinality as l (debit, credit, amount, i)
    ), movement as (
      select leg.debit as account, leg.i, -leg.amount::numeric as delta, true as is_debit from leg
      union all
      select leg.credit, leg.i, leg.amount::numeric, false from leg
    ), running as (
      select m.i, m.is_debit, b.is_player,
             b.balance + sum(m.delta) over (partition by m.account order by m.i) as after
        from movement m join unnest(v_ids, v_before, v_player) as b (account, balance, is_player) on b.account = m.account
    )
    select bool_or((r.is_debit and r.is_player and r.after < 0) or r.after < -9223372036854775808
                   or r.after > 9223372036854775807),
           array_agg(r.after order by r.i) filter (where r.is_debit),
           array_agg(r.after order by r.i) filter (where not r.is_debit)
      into v_refused, v_debit_after, v_credit_after
      from running r;
  end if;
  if v_refused then
    return query select 'insufficient'::text, null::bigint, null::bigint, null::bigint, null::bigint,
                        null::bigint, null::bigint;
    return;
  end if;
  if n <= 16 then
    update ledger_account a set balance = a.balance + (m.new_balance - m.old_balance)::bigint
      from unnest(v_ids, v_before, v_balance) as m (account, old_balance, new_balance)
     where a.id = m.account;
  else
    update ledger_account a set balance = a.balance + m.net
      from (select u.account, sum(u.delta)::bigint as net
              from (select dl.account, -dl.amount as delta from unnest(p_debits, p_amounts) as dl (account, amount)
                    union all
                    select cl.account, cl.amount from unnest(p_credits, p_amounts) as cl (account, amount)) u
             group by u.account) m
     where a.id = m.account and m.net <> 0;
  end if;
  return query
    with inserted as (
      insert into ledger_transfer
        (operation_id, debit_account_id, credit_account_id, amount, currency, debit_balance_after, credit_balance_after)
      select p_operation, l.debit, l.credit, l.amount, p_currency, l.debit_after::bigint, l.credit_after::bigint
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
