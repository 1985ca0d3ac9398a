import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS, type CashierSettingsRequest } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { CashierSettingsValue } from "../../../lib/types";

export function useCashierSettings() {
  return useQuery({
    queryKey: consoleKey("cashier-settings"),
    queryFn: ({ signal }) => api.get<CashierSettingsValue>(CONSOLE_PATHS.cashierSettings, {}, signal),
    // The form is rebuilt from fresh data: no background refetch may overwrite what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useSaveCashierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashierSettingsRequest) =>
      api.send<CashierSettingsValue>("PUT", CONSOLE_PATHS.cashierSettings, input),
    onSuccess: (value) => queryClient.setQueryData(consoleKey("cashier-settings"), value),
  });
}
