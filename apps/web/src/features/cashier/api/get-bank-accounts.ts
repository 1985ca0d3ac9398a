import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type BankAccount } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

export function getBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return apiGet<BankAccount[]>(PATHS.bankAccounts, {}, signal);
}

export const bankAccountsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.of("bank-accounts", token),
    queryFn: ({ signal }) => getBankAccounts(signal),
    staleTime: 60_000,
  });

/** The member's withdrawal bank accounts (numbers masked). */
export function useBankAccounts() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...bankAccountsQueryOptions(token), enabled: token !== "" });
}
