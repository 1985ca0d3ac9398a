-- Issue 14: đá 2 đài. A line of bet type 'da2' is stored on the draw it was bought for and names its
-- partner draw: another station of the same region drawing the same day. It settles with its own
-- draw once the partner is drawn (both results counted); a cancelled partner makes it void (its
-- stake comes back as a lottery_win row with 0 hits).
alter table lottery_ticket add column partner_draw_id bigint references lottery_draw (id);
alter table lottery_ticket add constraint lottery_ticket_partner_da2
  check ((bet_type = 'da2') = (partner_draw_id is not null));
-- Settlement reads a draw's đá 2 đài lines apart from the rest; cancelling a draw finds the lines that
-- name it as partner.
create index lottery_ticket_draw_da2 on lottery_ticket (draw_id) where partner_draw_id is not null;
create index lottery_ticket_partner on lottery_ticket (partner_draw_id) where partner_draw_id is not null;
-- A void đá 2 đài line (partner cancelled) is refunded through its lottery_win row with 0 hits.
alter table lottery_win drop constraint lottery_win_hits_check;
alter table lottery_win add constraint lottery_win_hits_check check (hits >= 0);
