import { useQuery } from "@tanstack/react-query";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { LedgerStatus } from "../../../lib/types";

/** The ledger's self-check (balanced transfers, intact seal chain); it is costly, so kept a minute. */
export function useLedgerStatus() {
  return useQuery({
    queryKey: consoleKey("ledger-status"),
    queryFn: ({ signal }) => api.get<LedgerStatus>(CONSOLE_PATHS.ledgerStatus, {}, signal),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
