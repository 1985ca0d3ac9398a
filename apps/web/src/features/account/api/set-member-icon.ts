import { useMutation } from "@tanstack/react-query";
import { PATHS, type STATIC_AVATARS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export type AvatarChoice =
  | { avatarType: "STATIC"; avatar: (typeof STATIC_AVATARS)[number] }
  /** A PNG or JPEG as a data URL. */
  | { avatarType: "CUSTOM"; image: string };

export function setMemberIcon(choice: AvatarChoice): Promise<{ avatar: string; avatarType: "CUSTOM" | "STATIC" }> {
  return apiSend("PUT", PATHS.memberIcon, { body: choice });
}

/** On success the overview and member info (the avatar in the header and the menu) are read again. */
export function useSetMemberIcon(options: { onSuccess?: () => void } = {}) {
  const refresh = useOverviewRefresh();
  return useMutation({
    mutationFn: setMemberIcon,
    onSuccess: () => {
      void refresh({ memberInfo: true });
      options.onSuccess?.();
    },
  });
}
