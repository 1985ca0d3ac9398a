-- An exchange in the points mall (issue 15), one statement (autocommit), idempotent by the member's
-- request id: claim the key ('points:exchange:<requestId>', kind 'points_redeem'), lock the goods row
-- (concurrent exchanges of the last item queue here: one wins, the others see no stock), take the
-- points (player_points → points_issuance, PTS) and the cash price if any (player_main → promotions,
-- VND: two ledger_apply_legs calls of one operation, each in one currency), lower the stock and write
-- the exchange 'applying' with its points entry. A refusal raises (nothing is stored, the claim
-- included): LX404 goods unknown or disabled, LX409 stock exhausted, LX422 points short, LX402 cash
-- short. A repeat of the request id answers the stored exchange ('ok', replayed); other fields under
-- the same id answer 'idempotency_conflict'.
create or replace function points_exchange_apply(
  p_member bigint, p_request text, p_goods bigint, p_quantity integer, p_address text, p_phone text,
  p_time_zone text
) returns table (code text, exchange_id bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_goods record;
  v_id bigint;
  v_order_no text;
  v_points bigint;
  v_cash bigint;
  v_tid bigint;
  v_after bigint;
  v_status text;
begin
  v_id := nextval('points_exchange_id_seq');
  v_order_no := 'PX' || to_char(now() at time zone p_time_zone, 'YYMMDD') || lpad(v_id::text, 6, '0');
  select * into v_claim
    from ledger_claim(p_member, 'points:exchange:' || p_request, 'points_redeem',
                      sha256(convert_to(concat_ws('|', p_goods, p_quantity, p_address, p_phone), 'UTF8')),
                      v_order_no, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::bigint, true;
    else
      return query select 'ok'::text, e.id, true from points_exchange e
                    where e.member_id = p_member and e.request_id = p_request;
    end if;
    return;
  end if;

  select * into v_goods from points_goods g where g.id = p_goods for update;
  if v_goods.id is null or not v_goods.enabled then
    raise exception 'points_goods_not_found' using errcode = 'LX404';
  end if;
  if v_goods.stock < p_quantity then
    raise exception 'points_stock_exhausted' using errcode = 'LX409';
  end if;
  v_points := v_goods.points_price * p_quantity;
  v_cash := v_goods.cash_price * p_quantity;

  select t.status, t.id, t.debit_balance_after into v_status, v_tid, v_after
    from ledger_apply_legs(
      v_claim.id,
      array[ledger_account_id('player_points', p_member, '', 0::smallint, 'PTS')],
      array[ledger_account_id('points_issuance', null, '', (((p_member % 16) + 16) % 16)::smallint, 'PTS')],
      array[v_points], 'PTS') t;
  if v_status = 'insufficient' then
    raise exception 'points_insufficient' using errcode = 'LX422';
  elsif v_status is distinct from 'ok' then
    raise exception 'points: exchange legs %', v_status;
  end if;
  if v_cash > 0 then
    select t.status into v_status
      from ledger_apply_legs(
        v_claim.id,
        array[ledger_account_id('player_main', p_member, '', 0::smallint, 'VND')],
        array[ledger_account_id('promotions', null, '', (((p_member % 16) + 16) % 16)::smallint, 'VND')],
        array[v_cash], 'VND') t;
    if v_status = 'insufficient' then
      raise exception 'insufficient_balance' using errcode = 'LX402';
    elsif v_status is distinct from 'ok' then
      raise exception 'points: exchange cash legs %', v_status;
    end if;
  end if;

  update points_goods set stock = stock - p_quantity, exchanged = exchanged + p_quantity where id = p_goods;
  insert into points_exchange (id, order_no, member_id, request_id, goods_id, type, name, image, quantity, points,
                               cash, points_balance, address, phone, operation_id)
  values (v_id, v_order_no, p_member, p_request, p_goods, v_goods.type, v_goods.name, v_goods.image, p_quantity,
          v_points, v_cash, v_after, p_address, p_phone, v_claim.id);
  insert into points_entry (member_id, kind, points, balance_after, operation_id, transfer_id, sources, base_amount, reference)
  values (p_member, 'redeem', -v_points, v_after, v_claim.id, v_tid, p_quantity, v_cash, v_order_no);
  perform ledger_finish(v_claim.id, jsonb_build_object('orderNo', v_order_no));
  return query select 'ok'::text, v_id, false;
end;
$$;
