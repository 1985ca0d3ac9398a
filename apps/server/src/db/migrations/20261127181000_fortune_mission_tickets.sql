-- Issue 15, fortune: wheel tickets may also come from missions (the rewards module awards them
-- through the fortune module's grantTickets with source 'mission', once per mission period).
alter table fortune_ticket_entry drop constraint fortune_ticket_entry_source_check;
alter table fortune_ticket_entry add constraint fortune_ticket_entry_source_check
  check (source in ('deposit', 'bet', 'grant', 'mission', 'spin'));
