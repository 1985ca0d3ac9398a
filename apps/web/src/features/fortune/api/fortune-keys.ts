import type { QueryClient } from "@tanstack/react-query";

/*
 * Query keys of the fortune pages: ["fortune", name, token, ...params]. Everything member-specific
 * carries the session token; a grab or a spin refreshes the whole family (tickets, packets, spins).
 */
export const fortuneKeys = {
  all: ["fortune"] as const,
  of: (name: string, ...params: unknown[]) => ["fortune", name, ...params] as const,
};

export function invalidateFortune(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: fortuneKeys.all });
}
