import { useQuery } from "@tanstack/react-query";
import { CONSOLE_PATHS, type ConsoleDashboard } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/** Today's and the last 30 days' figures; refreshed every minute while the page is open. */
export function useDashboard() {
  return useQuery({
    queryKey: consoleKey("dashboard"),
    queryFn: ({ signal }) => api.get<ConsoleDashboard>(CONSOLE_PATHS.dashboard, {}, signal),
    refetchInterval: 60_000,
  });
}
