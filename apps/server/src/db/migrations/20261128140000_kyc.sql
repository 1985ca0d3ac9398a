-- Know your customer (issue 16 item 7): the operator's withdrawal rule, members' submissions for
-- tier 2 (identity) and tier 3 (address), and their document images. The tier itself is derived:
-- 1 = a verified mobile number (member.mobile_num), 2 and 3 = an approved submission of that level.

create table kyc_setting (
  id boolean primary key default true check (id),
  -- A single withdrawal above this amount (minor units) needs amount_tier; 0 = no amount rule.
  amount_threshold bigint not null default 0 check (amount_threshold >= 0),
  amount_tier smallint not null default 2 check (amount_tier between 1 and 3),
  -- After this many withdrawals (not rejected) the next one needs count_tier; 0 = no count rule.
  count_threshold integer not null default 0 check (count_threshold >= 0),
  count_tier smallint not null default 2 check (count_tier between 1 and 3),
  updated_at timestamptz not null default now()
);
insert into kyc_setting default values;

create table kyc_submission (
  id bigserial primary key,
  member_id bigint not null references member (id),
  level smallint not null check (level in (2, 3)),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- Level 2: the ID number; level 3: the address.
  id_number text check (id_number is null or length(id_number) between 8 and 12),
  address text check (address is null or length(address) between 1 and 200),
  reason text check (reason is null or length(reason) between 1 and 200),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by text,
  check ((level = 2) = (id_number is not null) and (level = 3) = (address is not null)),
  check ((status = 'pending') = (reviewed_at is null)),
  check ((status = 'rejected') = (reason is not null))
);
-- One submission per level waits at a time, and a level is approved once.
create unique index kyc_submission_one_pending on kyc_submission (member_id, level) where status = 'pending';
create unique index kyc_submission_one_approved on kyc_submission (member_id, level) where status = 'approved';
create index kyc_submission_member on kyc_submission (member_id, id desc);
create index kyc_submission_queue on kyc_submission (status, created_at);

create table kyc_document (
  id bigserial primary key,
  member_id bigint not null references member (id),
  -- Null until the member sends it with a submission; the kind is fixed then.
  submission_id bigint references kyc_submission (id),
  kind text check (kind in ('id_front', 'id_back', 'selfie', 'address')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (length(bytes) between 1 and 5242880),
  created_at timestamptz not null default now(),
  check ((submission_id is null) = (kind is null))
);
create index kyc_document_member_unsent on kyc_document (member_id) where submission_id is null;
create index kyc_document_submission on kyc_document (submission_id) where submission_id is not null;
