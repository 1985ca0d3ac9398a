-- Issue 14: a purchase checks the member's own liability per (bet type, number) of the draw; with the
-- number in the index that is one exact lookup, not a walk over every line the member has in the draw.
-- Settlement and the member's lines of a draw still use its leading columns.
drop index lottery_ticket_draw_member;
create index lottery_ticket_draw_member on lottery_ticket (draw_id, member_id, bet_type, number_key);
