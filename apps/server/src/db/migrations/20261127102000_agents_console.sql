-- The operator console's agent screens (issue 13 item 7).
-- The reason given when an affiliate application is rejected (shown in the console; the operator
-- audit keeps it too).
alter table affiliate_application add column if not exists review_reason text not null default '';

-- An operator's hold on a statement: the statement is left out when its run is paid and is paid
-- alone when released. The statement row itself (and so its hash, which `settlement verify`
-- recomputes) never changes for a hold.
create table agent_statement_hold (
  statement_id bigint primary key references agent_statement (id),
  reason text not null,
  held_by bigint not null references operator (id),
  held_at timestamptz not null default now(),
  released_by bigint references operator (id),
  released_at timestamptz,
  release_reason text not null default ''
);
