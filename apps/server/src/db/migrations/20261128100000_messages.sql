-- Messages (issue 16): the member's inbox and the operator's sends.
--
-- message_broadcast: one row per operator send (or per module's segment send): who it went to, the
-- operator's text per language (vi required; a missing language shows vi) or an event template, and
-- how many members received it. member_message: one row per recipient; an operator's text is read
-- through its broadcast (an "all" send stores no copy of the text per member), a template message
-- holds its template key and parameters and is rendered on read in the reader's language.
create table message_broadcast (
  id bigserial primary key,
  segment_kind text not null check (segment_kind in ('member', 'vip', 'agentTeam', 'all')),
  -- The account (member, agent of the team) or the VIP level; '' for all.
  segment_value text not null default '',
  category text not null check (category in ('system', 'personal', 'marketing')),
  title jsonb,
  body jsonb,
  template text,
  params jsonb not null default '{}',
  recipients integer not null default 0 check (recipients >= 0),
  -- The operator's username, or the module that sent it (e.g. 'system').
  sent_by text not null,
  -- The sender's idempotency key of a module's segment send (operators' sends have none).
  dedupe_key text unique check (length(dedupe_key) between 1 and 200),
  created_at timestamptz not null default now(),
  check ((template is null) = (title is not null and body is not null)),
  check (title is null or (title ? 'vi' and body ? 'vi'))
);
create index message_broadcast_created on message_broadcast (created_at desc, id desc);

create table member_message (
  id bigserial primary key,
  member_id bigint not null references member (id),
  category text not null check (category in ('system', 'personal', 'marketing')),
  template text,
  params jsonb not null default '{}',
  broadcast_id bigint references message_broadcast (id),
  -- The sender's idempotency key: the same event sent twice stores one message.
  dedupe_key text check (length(dedupe_key) between 1 and 200),
  read_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  check (template is not null or broadcast_id is not null)
);
-- The inbox page (newest first) and the unread count: one index probe per member.
create index member_message_inbox on member_message (member_id, id desc) where deleted_at is null;
create index member_message_unread on member_message (member_id) where deleted_at is null and read_at is null;
create unique index member_message_dedupe on member_message (member_id, dedupe_key) where dedupe_key is not null;
create index member_message_broadcast on member_message (broadcast_id) where broadcast_id is not null;
