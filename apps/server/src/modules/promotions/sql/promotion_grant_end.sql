-- Ends an active grant in one statement (autocommit): 'convert' (its requirement is met: the balance,
-- up to the terms' maxConversion, moves to the member's main wallet and the rest back to the
-- promotions account), 'expire' or 'forfeit' (one path: the whole balance goes back to the promotions
-- account; a forfeit needs a reason). One ledger operation keyed 'promo:end:<grant>' (kind 'bonus'),
-- one entry, the grant closed with its balance 0. The grant row is locked first; a grant that is no
-- longer active answers replayed and moves nothing. An unknown grant raises LP404; converting a grant
-- whose progress is below its requirement raises LP409.
create or replace function promotion_grant_end(p_grant bigint, p_kind text, p_reason text)
returns table (code text, paid bigint, forfeited bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_grant record;
  v_claim record;
  v_leg record;
  v_paid bigint;
  v_lost bigint;
  v_debits bigint[] := '{}';
  v_credits bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_bonus_account bigint;
begin
  if p_kind not in ('convert', 'expire', 'forfeit') then
    raise exception 'promotions: unknown end %', p_kind;
  elsif (p_kind = 'forfeit') <> (p_reason is not null) then
    raise exception 'promotions: a forfeit, and only a forfeit, has a reason';
  end if;
  select * into v_grant from promotion_grant where id = p_grant for update;
  if not found then
    raise exception 'promotion_grant_not_found' using errcode = 'LP404';
  elsif v_grant.status <> 'active' then
    return query select 'ok'::text, 0::bigint, 0::bigint, true;
    return;
  elsif p_kind = 'convert' and v_grant.progress < v_grant.required then
    -- Nothing converts early (a bonus released before its wagering is met is money given away).
    raise exception 'promotion_grant_not_met' using errcode = 'LP409';
  end if;
  v_paid := case when p_kind = 'convert'
                 then least(v_grant.balance, coalesce((v_grant.terms ->> 'maxConversion')::bigint, v_grant.balance))
                 else 0 end;
  v_lost := v_grant.balance - v_paid;
  select * into v_claim
    from ledger_claim(v_grant.member_id, 'promo:end:' || p_grant, 'bonus',
                      sha256(convert_to('promo:end:' || p_grant, 'UTF8')), 'grant:' || p_grant, coalesce(p_reason, p_kind));
  v_bonus_account := ledger_account_id('player_bonus', v_grant.member_id, '', 0::smallint, 'VND');
  if v_paid > 0 then
    v_debits := v_debits || v_bonus_account;
    v_credits := v_credits || ledger_account_id('player_main', v_grant.member_id, '', 0::smallint, 'VND');
    v_amounts := v_amounts || v_paid;
  end if;
  if v_lost > 0 then
    v_debits := v_debits || v_bonus_account;
    v_credits := v_credits || ledger_account_id('promotions', null, '', (((v_grant.member_id % 16) + 16) % 16)::smallint, 'VND');
    v_amounts := v_amounts || v_lost;
  end if;
  if cardinality(v_amounts) > 0 then
    select * into v_leg from ledger_apply_legs(v_claim.id, v_debits, v_credits, v_amounts, 'VND') limit 1;
    if v_leg.status <> 'ok' then
      raise exception 'promotions: ledger legs %', v_leg.status;
    end if;
  end if;
  insert into promotion_grant_entry (grant_id, kind, operation_id, bonus, real, wagering, balance_after)
  values (p_grant, p_kind, v_claim.id, -v_grant.balance, v_paid, 0, 0);
  update promotion_grant
     set balance = 0, ended_at = now(), end_reason = p_reason,
         status = case p_kind when 'convert' then 'converted' when 'expire' then 'expired' else 'forfeited' end
   where id = p_grant;
  perform ledger_finish(v_claim.id, jsonb_build_object('grantId', p_grant::text, 'kind', p_kind,
                                                        'paid', v_paid::text, 'forfeited', v_lost::text));
  return query select 'ok'::text, v_paid, v_lost, false;
end;
$$;
