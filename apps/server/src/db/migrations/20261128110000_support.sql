-- Issue 16: the support domain. Feedback and complaints (spec §1, §3, §7 PUT /wps/feedback) with their
-- replies and images, the one-to-one customer-service chat, and the operator's settings of both.

-- The operator's settings (one row): the feedback content bounds (characters: zh, ja and th are not
-- written with spaces between words, so a word count would not bound them), the reopen window after an
-- answer, and the chat message length.
create table support_setting (
  id boolean primary key default true check (id),
  feedback_min_length integer not null default 10 check (feedback_min_length between 1 and 4000),
  feedback_max_length integer not null default 1000 check (feedback_max_length between 1 and 4000),
  reopen_days integer not null default 7 check (reopen_days between 0 and 90),
  chat_max_length integer not null default 500 check (chat_max_length between 1 and 2000),
  updated_at timestamptz not null default now(),
  check (feedback_min_length <= feedback_max_length)
);
insert into support_setting default values;

-- A feedback ticket. due_at is the 24 h answer target of the question waiting (null while none waits);
-- answered_at the last answer; the member may reopen until (closed_at or answered_at) + reopen_days.
create table feedback (
  id bigserial primary key,
  member_id bigint not null references member (id),
  request_id text not null,
  type text not null check (type in
    ('deposit', 'withdrawal', 'game', 'promotion', 'account', 'suggestion', 'complaint', 'other')),
  content text not null check (length(content) between 1 and 4000),
  contact text not null default '' check (length(contact) <= 120),
  state text not null default 'open' check (state in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  due_at timestamptz,
  answered_at timestamptz,
  closed_at timestamptz,
  handled_by text,
  unique (member_id, request_id),
  check ((state = 'open') = (due_at is not null)),
  check (state <> 'closed' or closed_at is not null)
);
create index feedback_member on feedback (member_id, created_at desc);
-- The console's queue: by state, the oldest target first.
create index feedback_queue on feedback (state, due_at, id);

-- The conversation of a ticket after its question: answers (operator) and reopen follow-ups (member).
create table feedback_reply (
  id bigserial primary key,
  feedback_id bigint not null references feedback (id),
  author text not null check (author in ('member', 'operator')),
  operator text,
  body text not null check (length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  check ((author = 'operator') = (operator is not null))
);
create index feedback_reply_feedback on feedback_reply (feedback_id, id);

-- Images uploaded by the member (png / jpeg by their bytes, ≤ 5 MB), attached to one ticket at most.
create table feedback_image (
  id bigserial primary key,
  member_id bigint not null references member (id),
  feedback_id bigint references feedback (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) between 1 and 5242880),
  created_at timestamptz not null default now()
);
create index feedback_image_feedback on feedback_image (feedback_id);
create index feedback_image_member on feedback_image (member_id, created_at);

-- The customer-service chat: one open conversation per member at most.
create table support_conversation (
  id bigserial primary key,
  member_id bigint not null references member (id),
  state text not null default 'open' check (state in ('open', 'closed')),
  assigned_to text,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by text,
  check ((state = 'closed') = (closed_at is not null))
);
create unique index support_conversation_open on support_conversation (member_id) where state = 'open';
create index support_conversation_member on support_conversation (member_id, id desc);
create index support_conversation_queue on support_conversation (state, last_message_at);

create table support_chat_message (
  id bigserial primary key,
  conversation_id bigint not null references support_conversation (id),
  author text not null check (author in ('member', 'operator')),
  operator text,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  check ((author = 'operator') = (operator is not null))
);
create index support_chat_message_conversation on support_chat_message (conversation_id, id);
