import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export type MobileTarget = { mobileNum: string; countryDialingCode: string };

export type BindMobile = { reauthTicket: string; target: MobileTarget; verificationCode: string };

/** Binds the new mobile number with the code sent to it (the re-authentication ticket is used up). */
export function bindMobile({ reauthTicket, target, verificationCode }: BindMobile): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityMobile, { body: { reauthTicket, ...target, verificationCode } });
}

/** On success the security overview (the bound mobile) is read again. */
export function useBindMobile() {
  const refresh = useOverviewRefresh();
  return useMutation({ mutationFn: bindMobile, onSuccess: () => void refresh() });
}
