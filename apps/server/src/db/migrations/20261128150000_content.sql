-- Content pages (issue 16 item 5): about us, licences, responsible gaming, partners, sponsors,
-- beginner guide, terms. Every edit of a page in one language is a new, never-changed version
-- (operator and time); members read the version published for their language (vi as fallback).
create table content_page (
  slug text primary key check (slug ~ '^[a-z][a-z0-9-]{1,39}$'),
  sort integer not null default 0
);

insert into content_page (slug, sort) values
  ('about-us', 0),
  ('licences', 1),
  ('responsible-gaming', 2),
  ('partners', 3),
  ('sponsors', 4),
  ('beginner-guide', 5),
  ('terms', 6);

create table content_version (
  id bigserial primary key,
  slug text not null references content_page (slug),
  language text not null check (language in ('vi', 'en', 'zh', 'ja', 'th')),
  title text not null check (length(title) between 1 and 120),
  body text not null check (length(body) between 1 and 20000),
  operator text not null,
  created_at timestamptz not null default now()
);
create index content_version_page on content_version (slug, language, id desc);

-- The version members read, per page and language; publishing an older version rolls back.
create table content_publication (
  slug text not null references content_page (slug),
  language text not null check (language in ('vi', 'en', 'zh', 'ja', 'th')),
  version_id bigint not null references content_version (id),
  operator text not null,
  published_at timestamptz not null default now(),
  primary key (slug, language)
);

-- Announcements (issue 16 item 2): console-managed, targeted, switchable, with uploaded images.
alter table notice
  add column audience text not null default 'all' check (audience in ('all', 'guests', 'members')),
  add column vip_levels smallint[] not null default '{}',
  add column agent_id bigint references member (id),
  add column enabled boolean not null default true,
  add column seed_key text unique,
  add column updated_by text not null default 'seed',
  add column updated_at timestamptz not null default now();

create table notice_image (
  id bigserial primary key,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  operator text not null,
  created_at timestamptz not null default now()
);
