-- The ONE eligibility check of responsible gaming (issue 16 item 6; docs/ARCHITECTURE.md
-- "Responsible gaming"): why the member may not do p_action now (code, params), or no row when
-- they may. The TypeScript checkEligibility (modules/protection) and the seamless wallet's
-- statement (vendor_api_call, for every bet) both call it, so the rule lives once.
--
-- Actions: bet, lottery (a stake of p_amount), launch, transfer_in (into a vendor wallet), deposit
-- (p_amount), promotion (claims), chat, marketing. A member without a member_protection row (almost
-- every member) costs one primary-key probe. With p_lock the row is locked (select … for update)
-- for deposits and for stakes of members with play limits: concurrent deposits (or bets) of one
-- member then pass the check one after the other, each seeing what the previous one wrote.
--
-- Windows are rolling: the last 24 h, 7 × 24 h and 30 × 24 h before now(). Effective limit of a
-- kind and period = min(self, operator); every period is checked, so the lowest applies.
create or replace function protection_refusal(p_member bigint, p_action text, p_amount bigint, p_lock boolean)
returns table (code text, params jsonb)
language plpgsql as $$
declare
  v_p record;
  v_limit record;
  v_used bigint;
  v_main bigint;
  v_staked boolean := p_action in ('bet', 'lottery');
begin
  if p_lock and (p_action = 'deposit' or v_staked) then
    select * into v_p from member_protection mp where mp.member_id = p_member for update;
  else
    select * into v_p from member_protection mp where mp.member_id = p_member;
  end if;
  if not found then
    return;
  end if;

  -- A time-out (ends by itself) or a self-exclusion (ends only with the reopen request + cooling-off).
  if v_p.block_kind = 'timeout' and v_p.blocked_until > now() then
    return query select 'protection_timeout'::text,
      jsonb_build_object('until', to_char(v_p.blocked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'));
    return;
  elsif v_p.block_kind = 'self_exclusion'
        and (v_p.blocked_until > now() or v_p.reopen_at is null or v_p.reopen_at > now()) then
    return query select 'protection_self_excluded'::text,
      jsonb_build_object('until', case when v_p.blocked_until = 'infinity' then '∞'
                                       when v_p.blocked_until > now()
                                         then to_char(v_p.blocked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
                                       when v_p.reopen_at is not null
                                         then to_char(v_p.reopen_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
                                       else to_char(v_p.blocked_until at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') end);
    return;
  end if;

  if p_action = 'deposit' and v_p.deposit_limits then
    select a.id into v_main from ledger_account a
     where a.kind = 'player_main' and a.member_id = p_member and a.vendor_code = '' and a.shard = 0 and a.currency = 'VND';
    for v_limit in
      select l.period, min(l.amount) as amount,
             now() - make_interval(hours => case l.period when 'day' then 24 when 'week' then 168 else 720 end) as since,
             case l.period when 'day' then 24 when 'week' then 168 else 720 end as hours
        from protection_limit l
       where l.member_id = p_member and l.kind = 'deposit'
       group by l.period
       order by min(l.amount)
    loop
      -- Gross deposits: credits to the main wallet by deposits, agent transfers and manual credits,
      -- plus orders still waiting for their money.
      select coalesce(sum(t.amount), 0)::bigint into v_used
        from ledger_transfer t join ledger_operation o on o.id = t.operation_id
       where t.credit_account_id = v_main and t.created_at > v_limit.since
         and o.kind in ('deposit_credit', 'agent_transfer', 'adjustment');
      v_used := v_used + coalesce((select sum(d.amount) from deposit_order d
                                    where d.member_id = p_member and d.status = 'pending'
                                      and d.created_at > v_limit.since), 0);
      if v_used + coalesce(p_amount, 0) > v_limit.amount then
        return query select 'protection_deposit_limit'::text, jsonb_build_object(
          'limit', to_char(v_limit.amount / 100, 'FM999,999,999,999,990') || ' ₫',
          'remaining', to_char(greatest(v_limit.amount - v_used, 0) / 100, 'FM999,999,999,999,990') || ' ₫',
          'hours', v_limit.hours);
        return;
      end if;
    end loop;
  end if;

  if v_p.play_limits and p_action in ('bet', 'lottery', 'launch', 'transfer_in') then
    for v_limit in
      select l.kind, l.period, min(l.amount) as amount,
             now() - make_interval(hours => case l.period when 'day' then 24 when 'week' then 168 else 720 end) as since,
             case l.period when 'day' then 24 when 'week' then 168 else 720 end as hours
        from protection_limit l
       where l.member_id = p_member and l.kind in ('wager', 'loss', 'session')
       group by l.kind, l.period
       order by l.kind, min(l.amount)
    loop
      if v_limit.kind = 'session' then
        -- Minutes logged in within the window (a live session counts up to now).
        select coalesce(sum(extract(epoch from
                 greatest(least(case when s.revoked_at is null and s.expires_at > now() then now()
                                     else least(coalesce(s.revoked_at, s.expires_at), greatest(s.last_seen_at, s.created_at)) end,
                                now())
                          - greatest(s.created_at, v_limit.since), interval '0'))), 0)::bigint / 60
          into v_used
          from member_session s
         where s.member_id = p_member and coalesce(s.revoked_at, s.expires_at) > v_limit.since;
        if v_used >= v_limit.amount then
          return query select 'protection_session_limit'::text,
            jsonb_build_object('limit', v_limit.amount, 'hours', v_limit.hours);
          return;
        end if;
      elsif v_staked then
        if v_limit.kind = 'wager' then
          select coalesce(sum(r.bet_amount), 0)::bigint into v_used
            from game_round r where r.member_id = p_member and r.started_at > v_limit.since;
        else
          select greatest(coalesce(sum(r.bet_amount - r.win_amount), 0), 0)::bigint into v_used
            from game_round r where r.member_id = p_member and r.started_at > v_limit.since;
        end if;
        if v_used + coalesce(p_amount, 0) > v_limit.amount then
          return query select ('protection_' || v_limit.kind || '_limit')::text, jsonb_build_object(
            'limit', to_char(v_limit.amount / 100, 'FM999,999,999,999,990') || ' ₫',
            'remaining', to_char(greatest(v_limit.amount - v_used, 0) / 100, 'FM999,999,999,999,990') || ' ₫',
            'hours', v_limit.hours);
          return;
        end if;
      end if;
    end loop;
  end if;
end;
$$;
