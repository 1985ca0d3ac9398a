import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type WithdrawInfoValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfoValue> {
  return apiGet<WithdrawInfoValue>(PATHS.withdrawInfo, {}, signal);
}

export const withdrawInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.of("withdraw-info", token),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 15_000,
  });

/** Limits, today's use, the main balance, whether a payment password is set and the payee name. */
export function useWithdrawInfo() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...withdrawInfoQueryOptions(token), enabled: token !== "" });
}
