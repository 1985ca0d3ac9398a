-- Opens a scheduled red envelope whose window has started: its total moves promotions →
-- rewards_escrow (key 'fortune:envelope:fund:<id>', one operation) and it becomes 'open'. A window
-- already over when the clock first sees it ends the campaign without moving money. Idempotent:
-- only a 'scheduled' row (locked) changes. Answers 'opened', 'ended' or 'noop'.
create or replace function fortune_envelope_open(p_id bigint, p_now timestamptz) returns text
language plpgsql as $$
declare
  v record;
  v_shard smallint := ((p_id % 16 + 16) % 16)::smallint;
begin
  select * into v from fortune_envelope where id = p_id for update;
  if not found or v.state <> 'scheduled' or v.starts_at > p_now then
    return 'noop';
  end if;
  if v.ends_at <= p_now then
    update fortune_envelope set state = 'ended', refunded = 0 where id = p_id;
    return 'ended';
  end if;
  perform fortune_move(null, 'fortune:envelope:fund:' || p_id, 'fortune_fund', 'envelope:' || p_id,
                       'promotions', null, v_shard, 'rewards_escrow', null, v_shard, v.total,
                       jsonb_build_object('envelopeId', p_id::text, 'total', v.total::text));
  update fortune_envelope set state = 'open' where id = p_id;
  return 'opened';
end;
$$;
