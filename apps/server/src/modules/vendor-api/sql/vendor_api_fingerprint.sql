-- The current definition (first created by migrations/20261122170000_vendor_api_fast.sql), re-applied at every start
-- by db/functions.ts: change it here, not in a new migration.
-- The fingerprint of a seamless wallet call: the fields a repeat of its transaction id must match
-- (the player behind the token, not the token itself; the round, the game, the amount and the
-- action's own fields). SHA-256 of the JSON array [action, member, round, game, amount,
-- endRound (win) or null, referenceTransactionId (rollback) or null].
create or replace function vendor_api_fingerprint(
  p_action text, p_member bigint, p_round text, p_game text, p_amount bigint, p_end_round boolean,
  p_reference text
) returns bytea language sql immutable as $$
  select sha256(convert_to(format('[%s,%s,%s,%s,%s,%s,%s]',
    to_json(p_action), to_json(p_member::text), to_json(p_round), to_json(p_game), to_json(p_amount::text),
    case when p_action = 'win' then coalesce(p_end_round, false)::text else 'null' end,
    case when p_action = 'rollback' then to_json(p_reference)::text else 'null' end), 'UTF8'))
$$;
