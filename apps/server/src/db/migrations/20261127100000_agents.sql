-- Agents (issue 13): the upline tree as a closure table, invite codes, agent links, the /join
-- application, upline/downline transfers and the brand's agent settings.

-- member_tree: one row per (ancestor, descendant) pair including the self row (depth 0). Any subtree
-- query is one indexed read: join member_tree t on t.descendant_id = x and t.ancestor_id = $agent.
create table member_tree (
  ancestor_id bigint not null references member (id) on delete cascade,
  descendant_id bigint not null references member (id) on delete cascade,
  depth integer not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index member_tree_descendant on member_tree (descendant_id, depth);

-- Backfill existing members: the self rows, then every ancestor by walking upline_id.
insert into member_tree (ancestor_id, descendant_id, depth)
with recursive chain (ancestor_id, descendant_id, depth) as (
  select id, id, 0 from member
  union all
  select m.upline_id, c.descendant_id, c.depth + 1
    from chain c join member m on m.id = c.ancestor_id
   where m.upline_id is not null
)
select ancestor_id, descendant_id, depth from chain;

-- A new member: its self row plus its upline's ancestor rows one level deeper (the upline already has them).
create function member_tree_insert() returns trigger language plpgsql as $$
begin
  insert into member_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into member_tree (ancestor_id, descendant_id, depth)
    select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.descendant_id = new.upline_id;
  end if;
  return null;
end;
$$;
create trigger member_tree_insert after insert on member
  for each row execute function member_tree_insert();

-- Moving a subtree is not a feature: the upline of an existing member never changes.
create function member_upline_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'member: upline_id of an existing member cannot change' using errcode = 'LA409';
end;
$$;
create trigger member_upline_fixed before update of upline_id on member
  for each row when (old.upline_id is distinct from new.upline_id) execute function member_upline_fixed();

-- The member-centre referral code (/register?referralCode=CODE): 8 base-36 characters, a bijection of
-- the id (multiplier coprime with 36^8), so two members never share one and nothing is stored twice.
create function member_invite_code(p_id bigint) returns text language plpgsql immutable strict as $$
declare
  v_n numeric := (p_id::numeric * 2654435761) % 2821109907456;
  v_code text := '';
begin
  for i in 1..8 loop
    v_code := substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (v_n % 36)::int + 1, 1) || v_code;
    v_n := floor(v_n / 36);
  end loop;
  return 'R' || v_code;
end;
$$;
alter table member add column invite_code text generated always as (member_invite_code(id)) stored;
create unique index member_invite_code_key on member (invite_code);

-- Agent links: several codes per agent, each with a label, the account type a registration through it
-- gets (0 member, 2 sub-agent) and an optional contract template offered to that sub-agent.
alter table affiliate_code
  add column id bigserial,
  add column label text not null default '',
  add column account_type smallint not null default 0 check (account_type in (0, 2)),
  add column contract_template_id bigint,
  add column created_at timestamptz not null default now(),
  add column registrations integer not null default 0;
create unique index affiliate_code_id_key on affiliate_code (id);
create index affiliate_code_agent on affiliate_code (agent_id, id);

create function affiliate_code_count() returns trigger language plpgsql as $$
begin
  update affiliate_code set registrations = registrations + 1 where code = new.affiliate_code;
  return null;
end;
$$;
create trigger affiliate_code_count after insert on member
  for each row when (new.affiliate_code is not null) execute function affiliate_code_count();

-- /join: affiliate applications, reviewed in the console.
create table affiliate_application (
  id bigserial primary key,
  name text not null,
  contact jsonb not null,
  channel text not null,
  message text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  member_id bigint references member (id),
  reviewed_by bigint,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  ip text not null default ''
);
create index affiliate_application_status on affiliate_application (status, created_at desc);

-- Upline <-> direct downline transfers: written with their ledger operation (agents_transfer).
create table agent_transfer (
  operation_id bigint primary key,
  from_id bigint not null references member (id),
  to_id bigint not null references member (id),
  amount bigint not null check (amount > 0),
  direction text not null check (direction in ('down', 'up')),
  created_at timestamptz not null default now()
);
create index agent_transfer_from on agent_transfer (from_id, created_at);
create index agent_transfer_to on agent_transfer (to_id, created_at);

-- Operator settings (minor units): transfer limits, the bet that makes a member "active" and the
-- agent-centre announcement.
alter table brand
  add column agent_transfer_min bigint not null default 1000000 check (agent_transfer_min > 0),
  add column agent_transfer_max bigint not null default 5000000000 check (agent_transfer_max > 0),
  add column agent_transfer_daily_max bigint not null default 20000000000 check (agent_transfer_daily_max > 0),
  add column active_member_min_bet bigint not null default 20000000 check (active_member_min_bet >= 0),
  add column agent_announcement text not null default '';
