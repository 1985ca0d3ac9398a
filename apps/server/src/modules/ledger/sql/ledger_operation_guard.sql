-- The current definition (first created by migrations/20261122150000_money.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- An operation's fields never change once written; its result is written in the same transaction.
create or replace function ledger_operation_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or new.idempotency_key <> old.idempotency_key or new.fingerprint <> old.fingerprint
     or new.kind <> old.kind or new.member_id is distinct from old.member_id then
    raise exception 'ledger_operation is append-only';
  end if;
  return new;
end;
$$;
