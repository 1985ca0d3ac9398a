-- An operator's review of an exchange (issue 15), one statement: the exchange row is locked, so two
-- reviews of one exchange queue and the second sees the first's outcome. Approve: applying → approved
-- (nothing moves: the points were taken when the member applied). Reject: applying → rejected with
-- the reason, in one ledger operation (key 'points:exchange:reject:<id>', kind 'points_refund') the
-- points (points_issuance → player_points) and the cash if any (promotions → player_main) go back, and
-- the stock is restored. The same decision again answers 'ok' replayed (moves nothing); the other
-- decision on a reviewed exchange raises LX410 (points_exchange_reviewed); an unknown id LX404.
create or replace function points_exchange_review(p_exchange bigint, p_action text, p_reason text, p_operator text)
returns table (code text, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_ex record;
  v_target text := case p_action when 'approve' then 'approved' when 'reject' then 'rejected' end;
  v_claim record;
  v_status text;
  v_tid bigint;
  v_after bigint;
begin
  if v_target is null then
    raise exception 'points: unknown review action %', p_action;
  end if;
  select * into v_ex from points_exchange e where e.id = p_exchange for update;
  if v_ex.id is null then
    raise exception 'points_exchange_not_found' using errcode = 'LX404';
  end if;
  if v_ex.status = v_target then
    return query select 'ok'::text, true;
    return;
  elsif v_ex.status <> 'applying' then
    raise exception 'points_exchange_reviewed' using errcode = 'LX410';
  end if;

  if v_target = 'approved' then
    update points_exchange set status = 'approved', reviewed_by = p_operator, reviewed_at = now(),
           reason = coalesce(p_reason, '')
     where id = p_exchange;
    return query select 'ok'::text, false;
    return;
  end if;

  select * into v_claim
    from ledger_claim(v_ex.member_id, 'points:exchange:reject:' || v_ex.id, 'points_refund',
                      sha256(convert_to('reject|' || v_ex.id, 'UTF8')), v_ex.order_no, coalesce(p_reason, ''));
  if v_claim.replayed then
    raise exception 'points: exchange % refunded twice', v_ex.id;
  end if;
  select t.status, t.id, t.credit_balance_after into v_status, v_tid, v_after
    from ledger_apply_legs(
      v_claim.id,
      array[ledger_account_id('points_issuance', null, '', (((v_ex.member_id % 16) + 16) % 16)::smallint, 'PTS')],
      array[ledger_account_id('player_points', v_ex.member_id, '', 0::smallint, 'PTS')],
      array[v_ex.points], 'PTS') t;
  if v_status is distinct from 'ok' then
    raise exception 'points: refund legs %', v_status;
  end if;
  if v_ex.cash > 0 then
    select t.status into v_status
      from ledger_apply_legs(
        v_claim.id,
        array[ledger_account_id('promotions', null, '', (((v_ex.member_id % 16) + 16) % 16)::smallint, 'VND')],
        array[ledger_account_id('player_main', v_ex.member_id, '', 0::smallint, 'VND')],
        array[v_ex.cash], 'VND') t;
    if v_status is distinct from 'ok' then
      raise exception 'points: refund cash legs %', v_status;
    end if;
  end if;
  update points_goods set stock = stock + v_ex.quantity, exchanged = greatest(exchanged - v_ex.quantity, 0)
   where id = v_ex.goods_id;
  update points_exchange set status = 'rejected', reason = coalesce(p_reason, ''), reviewed_by = p_operator,
         reviewed_at = now(), refund_operation_id = v_claim.id
   where id = p_exchange;
  insert into points_entry (member_id, kind, points, balance_after, operation_id, transfer_id, sources, base_amount, reference)
  values (v_ex.member_id, 'refund', v_ex.points, v_after, v_claim.id, v_tid, v_ex.quantity, v_ex.cash, v_ex.order_no);
  perform ledger_finish(v_claim.id, jsonb_build_object('orderNo', v_ex.order_no));
  return query select 'ok'::text, false;
end;
$$;
