-- An upline <-> direct downline transfer in one statement (autocommit), main wallet to main wallet.
-- Claims the sender's idempotency key (ledger_claim, kind 'agent_transfer', fingerprint computed by
-- the caller from {direction, to, amount}); a repeat answers the stored result (code 'ok', replayed)
-- or 'idempotency_conflict' when its fingerprint differs. A new transfer then checks, under a lock of
-- the sender's member row (so two transfers of one sender never both pass the daily limit):
--   down: p_to is in the sender's team (else LG404 agent_not_in_team) and its direct downline
--         (else LG422 agent_transfer_not_direct);
--   up:   the sender has an upline (else LG409 agent_transfer_no_upline), which receives the money;
-- the brand's limits (LG001 amount_below_minimum / LG002 amount_above_maximum / LG003
-- agent_transfer_daily_limit, the limit in the message), applies the leg (LL001
-- insufficient_balance), writes the agent_transfer row and stores the answer. Refusals write
-- nothing (the statement is rolled back).
create or replace function agents_transfer(
  p_member bigint, p_key text, p_fingerprint bytea, p_direction text, p_to bigint, p_amount bigint
) returns table (code text, value jsonb, replayed boolean, to_id bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_to bigint;
  v_depth integer;
  v_brand record;
  v_today bigint;
  v_leg record;
  v_value jsonb;
begin
  if p_direction not in ('down', 'up') then
    raise exception 'agents: direction must be down or up';
  end if;
  select * into v_claim from ledger_claim(p_member, p_key, 'agent_transfer', p_fingerprint, '', '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::jsonb, true, null::bigint;
    else
      return query select 'ok'::text, v_claim.result, true, null::bigint;
    end if;
    return;
  end if;
  perform 1 from member m where m.id = p_member for no key update;
  if p_direction = 'down' then
    select t.depth into v_depth from member_tree t where t.ancestor_id = p_member and t.descendant_id = p_to;
    if v_depth is null or v_depth = 0 then
      raise exception 'agent_not_in_team' using errcode = 'LG404';
    elsif v_depth <> 1 then
      raise exception 'agent_transfer_not_direct' using errcode = 'LG422';
    end if;
    v_to := p_to;
  else
    select m.upline_id into v_to from member m where m.id = p_member;
    if v_to is null then
      raise exception 'agent_transfer_no_upline' using errcode = 'LG409';
    end if;
  end if;
  select b.agent_transfer_min, b.agent_transfer_max, b.agent_transfer_daily_max into v_brand from brand b where b.id = 1;
  if p_amount < v_brand.agent_transfer_min then
    raise exception '%', v_brand.agent_transfer_min using errcode = 'LG001';
  elsif p_amount > v_brand.agent_transfer_max then
    raise exception '%', v_brand.agent_transfer_max using errcode = 'LG002';
  end if;
  select coalesce(sum(a.amount), 0) into v_today from agent_transfer a
   where a.from_id = p_member
     and a.created_at >= (date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh');
  if v_today + p_amount > v_brand.agent_transfer_daily_max then
    raise exception '%', v_brand.agent_transfer_daily_max using errcode = 'LG003';
  end if;
  select * into v_leg from ledger_apply_legs(
    v_claim.id,
    array[ledger_account_id('player_main', p_member, '', 0::smallint, 'VND')],
    array[ledger_account_id('player_main', v_to, '', 0::smallint, 'VND')],
    array[p_amount], 'VND');
  if v_leg.status = 'insufficient' then
    raise exception 'insufficient_balance' using errcode = 'LL001';
  elsif v_leg.status <> 'ok' then
    raise exception 'agents: ledger legs %', v_leg.status;
  end if;
  insert into agent_transfer (operation_id, from_id, to_id, amount, direction)
  values (v_claim.id, p_member, v_to, p_amount, p_direction);
  v_value := jsonb_build_object(
    'operationId', v_claim.id::text,
    'toAccount', (select m.account from member m where m.id = v_to),
    'amount', p_amount::text,
    'mainBalance', ledger_balance('player_main', p_member, '')::text);
  perform ledger_finish(v_claim.id, v_value);
  return query select 'ok'::text, v_value, false, v_to;
end;
$$;
