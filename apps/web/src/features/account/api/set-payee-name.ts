import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

/** Spec: the payee name is set once; afterwards only customer service can change it. */
export function setPayeeName(payeeName: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityPayeeName, { body: { payeeName } });
}

export function useSetPayeeName(options: { onSuccess?: () => void } = {}) {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: setPayeeName,
    onSuccess: () => {
      void refresh();
      options.onSuccess?.();
    },
  });
}
