import { useQuery } from "@tanstack/react-query";
import { PATHS, type AddBankAccountRequest, type BankAccount } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { fillPath } from "../utils/cashier-paths";

export const bankAccountsQueryKey = (token: string) => moneyKeys.of("bank-accounts", token);

export function getBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return apiGet<BankAccount[]>(PATHS.bankAccounts, {}, signal);
}

/** The member's withdrawal bank accounts (numbers masked). */
export function useBankAccounts() {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: bankAccountsQueryKey(token),
    queryFn: ({ signal }) => getBankAccounts(signal),
    staleTime: 60_000,
    enabled: token !== "",
  });
}

export function addBankAccount(request: AddBankAccountRequest): Promise<BankAccount> {
  return apiSend<BankAccount>("POST", PATHS.bankAccounts, { body: request });
}

export function removeBankAccount(id: string, paymentPassword: string): Promise<unknown> {
  return apiSend("DELETE", fillPath(PATHS.bankAccount, { id }), { body: { paymentPassword } });
}
