import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { getToken } from "./session";

/** No retry on a refusal (4xx): the same call would be refused again. Network errors retry twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      refetchOnWindowFocus: true,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

/** Query keys carry the token, so another login never sees the previous operator's cache. */
export function consoleKey(...parts: unknown[]): unknown[] {
  return ["console", getToken() ?? "", ...parts];
}
