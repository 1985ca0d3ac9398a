-- Issue 15: a grant's bet entries name their bet (`reference`: the vendor transaction, unique) so a
-- rollback returns exactly that bet's split, and their round, so a win finds the round's bonus stake.
alter table promotion_grant_entry add column reference text check (reference is null or length(reference) <= 200);
create unique index promotion_grant_entry_bet on promotion_grant_entry (reference) where kind = 'bet';
create index promotion_grant_entry_round on promotion_grant_entry (round_id) where round_id is not null;
