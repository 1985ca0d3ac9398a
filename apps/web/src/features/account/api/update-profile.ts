import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export type ProfileChange = { nickname?: string; birthday?: string };

export function updateProfile(change: ProfileChange): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityProfile, { body: change });
}

/** Nickname or birthday; on success the overview (and member info, which shows the nickname) is read again. */
export function useUpdateProfile(options: { onSuccess?: () => void } = {}) {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_, change) => {
      void refresh({ memberInfo: change.nickname !== undefined });
      options.onSuccess?.();
    },
  });
}
