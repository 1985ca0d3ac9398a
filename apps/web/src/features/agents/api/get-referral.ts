import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type ReferralValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getReferral(signal?: AbortSignal): Promise<ReferralValue> {
  return apiGet<ReferralValue>(PATHS.referral, {}, signal);
}

export const referralQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.of("referral", token),
    queryFn: ({ signal }) => getReferral(signal),
    staleTime: 60_000,
  });

/** The member's invite code and link, the members it invited and the rewards. */
export function useReferral() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...referralQueryOptions(token), enabled: token !== "" });
}
