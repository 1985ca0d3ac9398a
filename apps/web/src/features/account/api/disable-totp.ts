import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export function disableTotp(code: string): Promise<null> {
  return apiSend<null>("DELETE", PATHS.securityTotp, { body: { code } });
}

/** On success the security overview (authenticator on or off) is read again. */
export function useDisableTotp(options: { onSuccess?: () => void } = {}) {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      void refresh();
      options.onSuccess?.();
    },
  });
}
