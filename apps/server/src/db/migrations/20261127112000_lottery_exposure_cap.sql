-- Issue 14: each exposure row carries the cap it was last checked against, so one set-wise upsert
-- grows the liability of every number of a purchase only while it stays within its cap
-- (ON CONFLICT … WHERE e.liability + excluded.liability <= excluded.cap).
alter table lottery_exposure add column cap bigint not null default 0 check (cap >= 0);
