-- Issue 16, the chat room (module chat): rooms, the brand's gating rules, the banned words, each
-- member's chat state (mute, last post) and the messages. Posting is one SQL function
-- (modules/chat/sql/chat_post.sql) that locks the member's chat row, so the mute, the one-per-second
-- rule and the duplicate rule hold across tabs and server processes.

create table chat_room (
  id text primary key check (id ~ '^[a-z0-9-]{1,32}$'),
  -- The room's title per language ({"vi": "…", "en": "…"}; a missing language shows vi).
  name jsonb not null,
  sort smallint not null default 0,
  -- A muted room: members read, nobody posts (operators' "room mute").
  muted boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);

create table chat_setting (
  id boolean primary key default true check (id),
  -- Posting needs total credited deposits ≥ min_deposit and/or total valid bet ≥ min_valid_bet.
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  min_valid_bet bigint not null default 0 check (min_valid_bet >= 0),
  match text not null default 'any' check (match in ('all', 'any')),
  -- The length limit of a message in characters (code points).
  max_length smallint not null default 200 check (max_length between 20 and 500),
  updated_at timestamptz not null default now()
);
insert into chat_setting default values;

-- Masked in every message (whole words, case-insensitive); lower-cased.
create table chat_banned_word (
  word text primary key check (word = lower(word) and length(word) between 1 and 40),
  created_by text not null default '',
  created_at timestamptz not null default now()
);

-- One row per member who posted or was muted: the lock of chat_post and the mute state.
create table chat_member (
  member_id bigint primary key references member (id),
  -- Muted until this time; muted_forever: until an operator lifts it.
  muted_until timestamptz,
  muted_forever boolean not null default false,
  mute_reason text not null default '',
  muted_by text not null default '',
  muted_at timestamptz,
  last_post_at timestamptz,
  -- The gating rule ("min_deposit:min_valid_bet:match") this member was last found to meet: totals
  -- only grow, so the sums are not read again until the operator changes the rule.
  qualified_rule text
);
create index chat_member_muted on chat_member (member_id) where muted_forever or muted_until is not null;

create table chat_message (
  id bigserial primary key,
  room_id text not null references chat_room (id),
  member_id bigint not null references member (id),
  request_id text not null,
  -- The text as shown (banned words masked), and the fingerprint of what was typed (duplicates).
  body text not null,
  fingerprint text not null,
  -- Snapshots at posting time: the name and VIP level shown, the shared lottery ticket.
  nickname text not null,
  vip_level smallint not null default 0,
  ticket jsonb,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by text,
  unique (member_id, request_id)
);
create index chat_message_room on chat_message (room_id, id desc);
create index chat_message_member on chat_message (member_id, created_at desc);

insert into chat_room (id, name, sort) values
  ('lobby', '{"vi": "Sảnh chung", "en": "Lobby", "zh": "大厅", "ja": "ロビー", "th": "ล็อบบี้"}', 1),
  ('lottery', '{"vi": "Xổ số", "en": "Lottery", "zh": "彩票", "ja": "宝くじ", "th": "หวย"}', 2),
  ('sports', '{"vi": "Thể thao", "en": "Sports", "zh": "体育", "ja": "スポーツ", "th": "กีฬา"}', 3);

insert into chat_banned_word (word, created_by) values
  ('đm', 'seed'), ('vcl', 'seed'), ('địt', 'seed'), ('lừa đảo', 'seed'), ('fuck', 'seed'), ('scam', 'seed');
