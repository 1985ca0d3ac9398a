-- Issue 11 item 19: a member can be frozen (logs in and looks, no money moves), locked (the
-- existing 'disabled': no login, sessions ended) or closed (final), with the reason and time of
-- the last change; and the console dashboard's day-by-day figures read by time.

alter table member drop constraint member_status_check;
alter table member add constraint member_status_check check (status in ('active', 'frozen', 'disabled', 'closed'));
alter table member
  add column status_reason text not null default '',
  add column status_changed_at timestamptz;

-- The dashboard sums a day range of each of these.
-- BRIN: the transfer log is append-only in time order, so block ranges summarise it in a few pages;
-- unlike a B-tree on the time alone, it does not draw the planner away from a member's own (account,
-- time) index when it reads that member's record.
create index ledger_transfer_time on ledger_transfer using brin (created_at);
create index member_created on member (created_at);
create index member_session_created on member_session (created_at);
create index game_round_started on game_round (started_at);
create index deposit_order_created on deposit_order (created_at);
