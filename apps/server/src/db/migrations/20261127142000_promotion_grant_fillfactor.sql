-- Issue 15: a grant's row changes at every bet and win that feeds it (balance, progress). Room left
-- on each page lets those updates stay on the page (HOT: no index entry is written for them).
alter table promotion_grant set (fillfactor = 50);
