import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { agentKeys, nextAgentPage, type AgentPage } from "./agent-keys";

/** Rows per page of every agent-centre list (tables and phone feeds alike). */
export const AGENT_PAGE_SIZE = 20;

type Params = Record<string, string | number | undefined>;

/**
 * The two shapes of an agent-centre list: one page at a time (the desktop table with its
 * pagination) and pages appended as the phone feed scrolls. Each list's api file names its call.
 */
export function agentListQueries<V extends AgentPage<unknown>>(name: string, path: string) {
  const get = (params: Params, page: number, signal?: AbortSignal) =>
    apiGet<V>(path, { ...params, page, pageSize: AGENT_PAGE_SIZE }, signal);
  return {
    get,
    page: (token: string, params: Params, page: number) =>
      queryOptions({
        queryKey: agentKeys.of(name, token, "page", params, page),
        queryFn: ({ signal }) => get(params, page, signal),
        staleTime: 15_000,
        placeholderData: keepPreviousData,
      }),
    feed: (token: string, params: Params) =>
      infiniteQueryOptions({
        queryKey: agentKeys.of(name, token, "feed", params),
        queryFn: ({ pageParam, signal }) => get(params, pageParam, signal),
        initialPageParam: 1,
        getNextPageParam: (last: V, pages: V[]) => nextAgentPage(last, pages),
        staleTime: 15_000,
      }),
  };
}
