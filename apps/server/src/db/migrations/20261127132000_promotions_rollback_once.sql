-- Issue 15 (review): a bet's rollback entry names the bet it undoes, at most once — a rollback repeated
-- under another vendor transaction cannot pay the stake twice, and a later win no longer counts the
-- bet's bonus stake.
create unique index promotion_grant_entry_rollback on promotion_grant_entry (reference) where kind = 'rollback';
