import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type MemberInfo } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { useSession } from "../session";

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>(PATHS.memberInfo, {}, signal);
}

/**
 * The key carries the token: a logout, a new login or a rotated token (password change) reads a
 * fresh answer instead of showing the previous account. A login flow that already holds the
 * member from its answer can seed the cache with `queryClient.setQueryData(memberInfoQueryKey(token), member)`.
 */
export const memberInfoQueryKey = (token: string) => ["member-info", token] as const;

export const memberInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 5 * 60_000,
  });

/** Spec §4 Login 10: member info is fetched at app start when a session token exists, never without one. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({ ...memberInfoQueryOptions(session?.token ?? ""), enabled: session !== null });
}
