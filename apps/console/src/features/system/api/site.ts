import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { RegisterRule, SystemSettings, WhitelabelFlag } from "../../../lib/types";

/*
 * Site settings (admin). Each form is rebuilt from fresh data after a save; no background refetch
 * overwrites what an operator is typing.
 */
const FORM_QUERY = { refetchOnWindowFocus: false, staleTime: Infinity } as const;

function useSetting<V>(name: string, path: string) {
  return useQuery({
    queryKey: consoleKey("site", name),
    queryFn: ({ signal }) => api.get<V>(path, {}, signal),
    ...FORM_QUERY,
  });
}

function useSaveSetting<V, B>(name: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.send<V>("PUT", path, body),
    onSuccess: (value) => queryClient.setQueryData(consoleKey("site", name), value),
  });
}

export const useSystemSettings = () => useSetting<SystemSettings>("system", CONSOLE_PATHS.system);
export const useSaveSystemSettings = () =>
  useSaveSetting<SystemSettings, SystemSettings>("system", CONSOLE_PATHS.system);

export const useWhitelabel = () => useSetting<WhitelabelFlag[]>("whitelabel", CONSOLE_PATHS.whitelabel);
export const useSaveWhitelabel = () =>
  useSaveSetting<WhitelabelFlag[], { flags: WhitelabelFlag[] }>("whitelabel", CONSOLE_PATHS.whitelabel);

export const useRegisterRules = () => useSetting<RegisterRule[]>("register-rules", CONSOLE_PATHS.registerRules);
export const useSaveRegisterRules = () =>
  useSaveSetting<RegisterRule[], { rules: RegisterRule[] }>("register-rules", CONSOLE_PATHS.registerRules);
