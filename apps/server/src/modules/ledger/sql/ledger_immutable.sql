-- The current definition (first created by migrations/20261122150000_money.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
create or replace function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
