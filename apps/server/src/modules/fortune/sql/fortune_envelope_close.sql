-- Ends a red envelope: when its window is over (or p_force, an operator's end), the packets nobody
-- took go back rewards_escrow → promotions in one operation (key 'fortune:envelope:refund:<id>') and
-- the state becomes 'ended' (the seed and split are then revealed). Idempotent: an ended row is left
-- as it is, so a second run refunds nothing. Answers (code 'ended' | 'noop', refunded amount).
create or replace function fortune_envelope_close(p_id bigint, p_now timestamptz, p_force boolean)
returns table (code text, refunded bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v record;
  v_rest bigint;
  v_shard smallint := ((p_id % 16 + 16) % 16)::smallint;
begin
  select * into v from fortune_envelope e where e.id = p_id for update;
  if not found or v.state = 'ended' or (not p_force and v.ends_at > p_now) then
    return query select 'noop'::text, 0::bigint;
    return;
  end if;
  if v.state = 'scheduled' then
    update fortune_envelope e set state = 'ended', refunded = 0, ends_at = least(e.ends_at, greatest(p_now, e.starts_at + interval '1 second'))
     where e.id = p_id;
    return query select 'ended'::text, 0::bigint;
    return;
  end if;
  select coalesce(sum(p.amount), 0)::int8 into v_rest
    from fortune_envelope_packet p where p.envelope_id = p_id and p.member_id is null;
  if v_rest > 0 then
    perform fortune_move(null, 'fortune:envelope:refund:' || p_id, 'fortune_refund', 'envelope:' || p_id,
                         'rewards_escrow', null, v_shard, 'promotions', null, v_shard, v_rest,
                         jsonb_build_object('envelopeId', p_id::text, 'refunded', v_rest::text));
  end if;
  update fortune_envelope e set state = 'ended', refunded = v_rest,
         ends_at = case when p_force then least(e.ends_at, greatest(p_now, e.starts_at + interval '1 second')) else e.ends_at end
   where e.id = p_id;
  return query select 'ended'::text, v_rest;
end;
$$;
