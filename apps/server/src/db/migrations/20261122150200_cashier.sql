-- Issue 4, cashier: who rejected a deposit order (credited_by names who credited one).
alter table deposit_order add column rejected_by text;
