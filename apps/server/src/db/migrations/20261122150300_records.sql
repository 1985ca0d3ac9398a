-- Issue 4: the account record (/wps/relay/ODSFE2_MemTransDet) reads a member's main-wallet
-- transfers in a date range, newest first. The ledger's (account, id) indexes do not bound a
-- scan by time, so each side of a transfer gets an (account, created_at, id) index: the record
-- query reads the credit side and the debit side of one account by index range, and its order
-- (created_at desc, id desc) comes from the same index.
create index ledger_transfer_credit_time on ledger_transfer (credit_account_id, created_at, id);
create index ledger_transfer_debit_time on ledger_transfer (debit_account_id, created_at, id);
