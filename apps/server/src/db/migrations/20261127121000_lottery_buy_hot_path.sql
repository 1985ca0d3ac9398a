-- Issue 14 (bench:lottery): a purchase's lines and exposure rows are written only by lottery_buy, in the
-- statement that has just read the open draw, locked the member's row and created the ledger
-- operation; checking those keys again cost every line three trigger queries, and the draw's key
-- (FOR KEY SHARE on the one draw row every concurrent purchase of the draw locks) turned the draw's
-- row into a MultiXact hot spot. lottery.test.ts checks that no line or exposure row is orphaned.
-- The partner draw of a đá 2 đài line keeps its key (only those lines carry one).
alter table lottery_ticket
  drop constraint lottery_ticket_draw_id_fkey,
  drop constraint lottery_ticket_member_id_fkey,
  drop constraint lottery_ticket_operation_id_fkey;
alter table lottery_exposure drop constraint lottery_exposure_draw_id_fkey;
