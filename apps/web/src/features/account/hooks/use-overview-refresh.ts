import { useQueryClient } from "@tanstack/react-query";
import { memberInfoQueryKey } from "../../../lib/queries/member-info";
import { useSession } from "../../../lib/session";
import { securityOverviewQueryKey } from "../api/get-security-overview";

/** After a change: the security overview (and member info, which shows nickname and avatar) read again. */
export function useOverviewRefresh() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? "";
  return (options: { memberInfo?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryKey(token) }),
      options.memberInfo ? queryClient.invalidateQueries({ queryKey: memberInfoQueryKey(token) }) : undefined,
    ]);
}
