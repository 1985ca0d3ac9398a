import type { QueryClient } from "@tanstack/react-query";

/*
 * Query keys of the agent centre: ["agents", name, token, ...params]. A transfer or a new
 * downline refreshes all of them (balances, team lists, reports) with `invalidateAgents`.
 */
export const agentKeys = {
  all: ["agents"] as const,
  of: (name: string, token: string, ...params: unknown[]) => ["agents", name, token, ...params] as const,
};

export function invalidateAgents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: agentKeys.all });
}

/** One page of an agent list (the server's paged value). */
export type AgentPage<Row> = { total: number; page: number; pageSize: number; list: Row[] };

/** The next page of an infinitely scrolling list, or undefined at its end. */
export function nextAgentPage<Row>(last: AgentPage<Row>, pages: AgentPage<Row>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
}
