-- The points side of a conversion to cash (issue 15), idempotent by the member's request id: claim the
-- key ('points:convert:<requestId>', kind 'points_convert'), take the points (player_points →
-- points_issuance, PTS), write the conversion and its entry. The cash is given in the SAME transaction
-- by the caller through the promotions module (giveGrant: a bonus with 1× turnover, source
-- 'points_convert', reference = the order number), so both commit or neither. Points short raise
-- LX422 (nothing stored). A repeat answers the stored conversion ('ok', replayed: the caller gives the
-- grant again, which the promotions module answers as replayed); other fields 'idempotency_conflict'.
create or replace function points_convert(
  p_member bigint, p_request text, p_points bigint, p_cash bigint, p_time_zone text
) returns table (code text, conversion_id bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_id bigint;
  v_order_no text;
  v_status text;
  v_tid bigint;
  v_after bigint;
begin
  v_id := nextval('points_conversion_id_seq');
  v_order_no := 'PC' || to_char(now() at time zone p_time_zone, 'YYMMDD') || lpad(v_id::text, 6, '0');
  select * into v_claim
    from ledger_claim(p_member, 'points:convert:' || p_request, 'points_convert',
                      sha256(convert_to(concat_ws('|', p_points, p_cash), 'UTF8')), v_order_no, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::bigint, true;
    else
      return query select 'ok'::text, c.id, true from points_conversion c
                    where c.member_id = p_member and c.request_id = p_request;
    end if;
    return;
  end if;
  select t.status, t.id, t.debit_balance_after into v_status, v_tid, v_after
    from ledger_apply_legs(
      v_claim.id,
      array[ledger_account_id('player_points', p_member, '', 0::smallint, 'PTS')],
      array[ledger_account_id('points_issuance', null, '', (((p_member % 16) + 16) % 16)::smallint, 'PTS')],
      array[p_points], 'PTS') t;
  if v_status = 'insufficient' then
    raise exception 'points_insufficient' using errcode = 'LX422';
  elsif v_status is distinct from 'ok' then
    raise exception 'points: convert legs %', v_status;
  end if;
  insert into points_conversion (id, order_no, member_id, request_id, points, cash, points_balance, operation_id)
  values (v_id, v_order_no, p_member, p_request, p_points, p_cash, v_after, v_claim.id);
  insert into points_entry (member_id, kind, points, balance_after, operation_id, transfer_id, sources, base_amount, reference)
  values (p_member, 'convert', -p_points, v_after, v_claim.id, v_tid, 1, p_cash, v_order_no);
  perform ledger_finish(v_claim.id, jsonb_build_object('orderNo', v_order_no));
  return query select 'ok'::text, v_id, false;
end;
$$;
