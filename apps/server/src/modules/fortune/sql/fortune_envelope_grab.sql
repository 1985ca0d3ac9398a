-- A member grabs a red envelope, in one statement: under the campaign's row lock (grabs of one
-- campaign queue, so packet k goes to exactly the k-th grabber and to no one else), a member who
-- already holds a packet gets it back (replayed); otherwise, inside the open window, the next packet
-- is paid in one ledger operation (key 'fortune:envelope:<id>' scoped by member): rewards_escrow →
-- the member's main wallet, or → promotions when the campaign has a turnover multiple (the caller
-- then gives the grant in the same transaction). Answers code 'ok' | 'not_found' | 'closed' | 'empty'.
create or replace function fortune_envelope_grab(p_id bigint, p_member bigint, p_now timestamptz)
returns table (code text, "position" integer, amount bigint, wagering integer, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v record;
  v_packet record;
  v_op record;
  v_shard smallint := ((p_id % 16 + 16) % 16)::smallint;
begin
  select * into v from fortune_envelope e where e.id = p_id for update;
  if not found then
    return query select 'not_found'::text, 0, 0::bigint, 0, false;
    return;
  end if;
  select * into v_packet from fortune_envelope_packet p where p.envelope_id = p_id and p.member_id = p_member;
  if found then
    return query select 'ok'::text, v_packet.position, v_packet.amount, v.wagering, true;
    return;
  end if;
  if v.state <> 'open' or p_now < v.starts_at or p_now >= v.ends_at then
    return query select 'closed'::text, 0, 0::bigint, 0, false;
    return;
  end if;
  if v.taken >= v.packets then
    return query select 'empty'::text, 0, 0::bigint, 0, false;
    return;
  end if;
  select * into v_packet from fortune_envelope_packet p where p.envelope_id = p_id and p.position = v.taken + 1;
  if v.wagering = 0 then
    select * into v_op from fortune_move(p_member, 'fortune:envelope:' || p_id, 'fortune_envelope', 'envelope:' || p_id,
      'rewards_escrow', null, v_shard, 'player_main', p_member, 0::smallint, v_packet.amount,
      jsonb_build_object('envelopeId', p_id::text, 'position', v_packet.position, 'amount', v_packet.amount::text));
  else
    select * into v_op from fortune_move(p_member, 'fortune:envelope:' || p_id, 'fortune_envelope', 'envelope:' || p_id,
      'rewards_escrow', null, v_shard, 'promotions', null, (((p_member % 16) + 16) % 16)::smallint, v_packet.amount,
      jsonb_build_object('envelopeId', p_id::text, 'position', v_packet.position, 'amount', v_packet.amount::text));
  end if;
  update fortune_envelope_packet p set member_id = p_member, grabbed_at = p_now, operation_id = v_op.operation_id
   where p.envelope_id = p_id and p.position = v_packet.position;
  update fortune_envelope e set taken = e.taken + 1 where e.id = p_id;
  return query select 'ok'::text, v_packet.position, v_packet.amount, v.wagering, false;
end;
$$;
