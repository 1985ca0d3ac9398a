import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export type PaymentPasswordChange = { reauthTicket: string; paymentPassword: string; confirmPaymentPassword: string };

export function setPaymentPassword(change: PaymentPasswordChange): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityPaymentPassword, { body: change });
}

export function useSetPaymentPassword(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      void refresh();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
