-- Posts one chat message (issue 16) in one round trip, idempotent by (member, request id). The
-- member's chat row is locked first, so two tabs or two server processes posting at once are
-- serialised: the gate (chat_gate: room, account, mute, deposit/valid-bet rule), one message per
-- second and no identical message (same fingerprint) a third time within 10 seconds hold for all of
-- them. The lock is a transaction-scoped advisory lock on the member (class 'lotus.chat_post'), so a
-- refusal writes no row at all. Answers code 'ok' (stored), 'replayed' (this request id was stored
-- before) or a catalogue code with its detail; a refusal stores nothing.
create or replace function chat_post(
  p_room text, p_member bigint, p_request text, p_body text, p_fingerprint text,
  p_nickname text, p_vip smallint, p_ticket jsonb
) returns table (code text, detail text, message_id bigint, created_at timestamptz)
language plpgsql as $$
#variable_conflict use_column
declare
  v_now timestamptz := clock_timestamp();
  v_gate record;
  v_last timestamptz;
  v_prev record;
  v_same integer;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(hashtext('lotus.chat_post'), (p_member % 2147483647)::integer);
  select c.last_post_at into v_last from chat_member c where c.member_id = p_member;

  select m.id, m.room_id, m.fingerprint, m.created_at into v_prev
    from chat_message m where m.member_id = p_member and m.request_id = p_request;
  if found then
    if v_prev.room_id <> p_room or v_prev.fingerprint <> p_fingerprint then
      return query select 'idempotency_conflict'::text, null::text, null::bigint, null::timestamptz;
    else
      return query select 'replayed'::text, null::text, v_prev.id, v_prev.created_at;
    end if;
    return;
  end if;

  select * into v_gate from chat_gate(p_room, p_member, v_now);
  if v_gate.code <> 'ok' then
    return query select v_gate.code, v_gate.detail, null::bigint, null::timestamptz;
    return;
  end if;
  if v_last is not null and v_last > v_now - interval '1 second' then
    return query select 'chat_too_fast'::text, null::text, null::bigint, null::timestamptz;
    return;
  end if;
  select count(*) into v_same from chat_message m
   where m.member_id = p_member and m.created_at > v_now - interval '10 seconds' and m.fingerprint = p_fingerprint;
  if v_same >= 2 then
    return query select 'chat_duplicate'::text, null::text, null::bigint, null::timestamptz;
    return;
  end if;

  insert into chat_message (room_id, member_id, request_id, body, fingerprint, nickname, vip_level, ticket, created_at)
  values (p_room, p_member, p_request, p_body, p_fingerprint, p_nickname, p_vip, p_ticket, v_now)
  returning id into v_id;
  insert into chat_member as c (member_id, last_post_at, qualified_rule) values (p_member, v_now, v_gate.rule)
  on conflict (member_id) do update set last_post_at = v_now, qualified_rule = coalesce(v_gate.rule, c.qualified_rule);
  return query select 'ok'::text, null::text, v_id, v_now;
end
$$;
