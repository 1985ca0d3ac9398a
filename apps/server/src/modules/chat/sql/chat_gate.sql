-- Whether a member may post in a room now (issue 16), without the rate rules: the room, the account
-- (trial accounts read only, disabled accounts nothing), the mute (member or room) and the brand's
-- deposit / valid-bet rule. Answers code 'ok' or a catalogue code with its detail (the mute's end,
-- or the thresholds), and the member's totals when the rule had to read them. chat_post calls it
-- with the member's chat row locked; the join's permission calls it as it is.
create or replace function chat_gate(p_room text, p_member bigint, p_now timestamptz)
returns table (code text, detail text, deposit bigint, valid_bet bigint, rule text)
language plpgsql stable as $$
#variable_conflict use_column
declare
  v_room record;
  v_member record;
  v_chat record;
  v_set record;
  v_rule text;
  v_dep bigint;
  v_bet bigint;
  v_ok boolean;
begin
  select r.muted into v_room from chat_room r where r.id = p_room and r.enabled;
  if not found then
    return query select 'chat_room_not_found'::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;
  select m.is_agent, m.status into v_member from member m where m.id = p_member;
  if not found or v_member.status <> 'active' then
    return query select 'account_disabled'::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;
  if v_member.is_agent = 4 then
    return query select 'chat_trial_read_only'::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;
  select c.muted_forever, c.muted_until, c.qualified_rule into v_chat from chat_member c where c.member_id = p_member;
  if found and v_chat.muted_forever then
    return query select 'chat_muted_permanent'::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;
  if found and v_chat.muted_until > p_now then
    return query select 'chat_muted'::text,
      to_char(v_chat.muted_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null::bigint, null::bigint, null::text;
    return;
  end if;
  if v_room.muted then
    return query select 'chat_room_muted'::text, null::text, null::bigint, null::bigint, null::text;
    return;
  end if;
  select s.min_deposit, s.min_valid_bet, s.match into v_set from chat_setting s;
  v_rule := concat_ws(':', v_set.min_deposit, v_set.min_valid_bet, v_set.match);
  if (v_set.min_deposit = 0 and v_set.min_valid_bet = 0) or v_chat.qualified_rule is not distinct from v_rule then
    return query select 'ok'::text, null::text, null::bigint, null::bigint, v_rule;
    return;
  end if;
  select coalesce(sum(o.amount), 0)::int8 into v_dep from deposit_order o
   where o.member_id = p_member and o.status = 'credited';
  select coalesce(sum(g.bet_amount), 0)::int8 into v_bet from game_round g
   where g.member_id = p_member and g.status = 'settled';
  if v_set.match = 'all' then
    v_ok := v_dep >= v_set.min_deposit and v_bet >= v_set.min_valid_bet;
  else
    v_ok := (v_set.min_deposit > 0 and v_dep >= v_set.min_deposit)
         or (v_set.min_valid_bet > 0 and v_bet >= v_set.min_valid_bet);
  end if;
  return query select case when v_ok then 'ok' else 'chat_not_eligible' end::text, null::text, v_dep, v_bet, v_rule;
end
$$;
