-- Issue 14: a game's results come from its hash chain (default) or from official results entered by
-- one operator and approved by another; for an 'official' game the clock never draws from the chain
-- and a draw waits, closed, until its approved result exists.
alter table lottery_game
  add column result_source text not null default 'chain' check (result_source in ('chain', 'official'));

-- A winning line's draw and member are its line's (lottery_ticket's keys): checking them again for each
-- of tens of thousands of wins cost a settlement most of a second (bench:lottery).
alter table lottery_win drop constraint lottery_win_draw_id_fkey, drop constraint lottery_win_member_id_fkey;
