-- Issue 15, fortune: a red envelope rain may repeat every day. When a repeating campaign ends, the
-- clock creates the next day's campaign (same rules, a fresh seed and split) naming it as its
-- successor; the unique previous_id makes that happen once however often the clock runs.
alter table fortune_envelope add column repeat_daily boolean not null default false;
alter table fortune_envelope add column previous_id bigint references fortune_envelope (id);
create unique index fortune_envelope_successor on fortune_envelope (previous_id) where previous_id is not null;
