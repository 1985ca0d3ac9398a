-- Member calls (issue 3): the development outbox of SMS and e-mail. (The request budgets of the
-- calls that send messages use request_throttle of 20261122140000_session.sql.)

-- Messages the outbox transports "sent": read by developers (GET /dev/outbox) and by the tests.
create table delivery_outbox (
  id bigserial primary key,
  at timestamptz not null default now(),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null
);
create index delivery_outbox_recipient on delivery_outbox (lower(recipient), id desc);
