import type { QueryClient } from "@tanstack/react-query";

/*
 * The support queries live under ["support", …]: the realtime listener refetches them when customer
 * service answers (member event support_reply), without importing this feature.
 */
export const supportKeys = {
  all: ["support"] as const,
  rules: (token: string, language: string) => ["support", "feedback-rules", token, language] as const,
  feedback: (token: string, page: number) => ["support", "feedback", token, page] as const,
  chat: (token: string) => ["support", "chat", token] as const,
};

export const invalidateSupport = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: supportKeys.all });

/** A path with its `:id` filled in. */
export const withId = (path: string, id: string): string => path.replace(":id", encodeURIComponent(id));
