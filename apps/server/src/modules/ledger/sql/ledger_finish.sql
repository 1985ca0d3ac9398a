-- Stores an operation's result (answered to every repeat of its key, see ledger_claim). Called by
-- the single-statement money calls (wallet_transfer, wallet_return_balance, …) before they answer.
create or replace function ledger_finish(p_operation bigint, p_result jsonb) returns void
language plpgsql as $$
begin
  update ledger_operation set result = p_result where id = p_operation;
end;
$$;
