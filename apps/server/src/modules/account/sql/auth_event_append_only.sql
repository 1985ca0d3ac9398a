-- The current definition (first created by migrations/20261122130000_accounts.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
create or replace function auth_event_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'auth_event is append-only';
end;
$$;
