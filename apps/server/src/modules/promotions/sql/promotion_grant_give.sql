-- Gives a member a bonus grant in one statement (autocommit), idempotent by (member, source,
-- reference): one ledger operation (key 'promo:grant:<source>:<ref>', kind 'bonus') moves the amount
-- from the promotions account's shard of the member (id mod 16) to the member's bonus account, and the
-- grant row and its first entry are written. A repeat answers the same grant ('ok', replayed); the
-- same reference with other figures answers 'idempotency_conflict'. Terms are validated by the caller
-- (promotions-wagering.ts: multiplier ≤ 10, weights 0–100); p_required is their requirement; a grant
-- with none (0) converts at once in the same statement. The fingerprint reads the expiry as epoch
-- seconds (independent of the session's time zone).
create or replace function promotion_grant_give(
  p_member bigint, p_source text, p_ref text, p_terms jsonb, p_amount bigint, p_required bigint,
  p_expires_at timestamptz
) returns table (code text, grant_id bigint, replayed boolean)
language plpgsql as $$
#variable_conflict use_column
declare
  v_claim record;
  v_leg record;
  v_id bigint;
begin
  select * into v_claim
    from ledger_claim(p_member, 'promo:grant:' || p_source || ':' || p_ref, 'bonus',
                      sha256(convert_to(concat_ws('|', p_source, p_ref, p_amount, p_required,
                                                  extract(epoch from p_expires_at), p_terms::text),
                                        'UTF8')),
                      p_source || ':' || p_ref, '');
  if v_claim.replayed then
    if not v_claim.fingerprint_matches then
      return query select 'idempotency_conflict'::text, null::bigint, true;
    else
      return query select 'ok'::text, g.id, true from promotion_grant g
                    where g.member_id = p_member and g.source = p_source and g.source_ref = p_ref;
    end if;
    return;
  end if;
  select * into v_leg from ledger_apply_legs(
    v_claim.id,
    array[ledger_account_id('promotions', null, '', (((p_member % 16) + 16) % 16)::smallint, 'VND')],
    array[ledger_account_id('player_bonus', p_member, '', 0::smallint, 'VND')],
    array[p_amount], 'VND');
  if v_leg.status <> 'ok' then
    raise exception 'promotions: ledger legs %', v_leg.status;
  end if;
  insert into promotion_grant (member_id, source, source_ref, terms, granted, balance, required, expires_at)
  values (p_member, p_source, p_ref, p_terms, p_amount, p_amount, p_required, p_expires_at)
  returning id into v_id;
  insert into promotion_grant_entry (grant_id, kind, operation_id, bonus, real, wagering, balance_after)
  values (v_id, 'grant', v_claim.id, p_amount, 0, 0, p_amount);
  perform ledger_finish(v_claim.id, jsonb_build_object('grantId', v_id::text));
  -- A grant without wagering (0×) converts at once, in the same statement (never left active).
  if p_required = 0 then
    perform promotion_grant_end(v_id, 'convert', null);
  end if;
  return query select 'ok'::text, v_id, false;
end;
$$;
