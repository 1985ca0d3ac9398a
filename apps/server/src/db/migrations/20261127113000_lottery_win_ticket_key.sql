-- Issue 14: lottery_win rows are written only by lottery_settle, from the draw's own lines in the same
-- statement; checking the line's foreign key for each of tens of thousands of wins locked every
-- winning line (FOR KEY SHARE writes to its tuple) and cost a large settlement most of its time.
alter table lottery_win drop constraint lottery_win_ticket_id_fkey;
