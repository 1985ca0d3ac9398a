import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS, type ConsoleWithdrawal } from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { Paged } from "../../../lib/types";
import { QUEUE_PAGE_SIZE, QUEUE_REFRESH_MS } from "../utils/queue";

export const WITHDRAWAL_TABS = [
  "pending",
  "approved",
  "paid",
  "disputed",
  "received",
  "resolved",
  "rejected",
  "all",
] as const;
export type WithdrawalTab = (typeof WITHDRAWAL_TABS)[number];

export function useWithdrawals(status: WithdrawalTab, page: number) {
  return useQuery({
    queryKey: consoleKey("withdrawals", status, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleWithdrawal>>(CONSOLE_PATHS.withdrawals, { status, page, size: QUEUE_PAGE_SIZE }, signal),
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export type WithdrawalAction =
  | { orderNo: string; action: "approve" | "pay"; remark: string }
  | { orderNo: string; action: "reject"; remark: string }
  | { orderNo: string; action: "resolve"; outcome: "paid" | "refund"; remark: string };

const ACTION_PATHS = {
  approve: CONSOLE_PATHS.withdrawalApprove,
  pay: CONSOLE_PATHS.withdrawalPay,
  reject: CONSOLE_PATHS.withdrawalReject,
  resolve: CONSOLE_PATHS.withdrawalResolve,
} as const;

export function useWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalAction) => {
      const path = pathOf(ACTION_PATHS[input.action], { orderNo: input.orderNo });
      const body =
        input.action === "resolve"
          ? { outcome: input.outcome, remark: input.remark }
          : input.action === "reject" || input.remark !== ""
            ? { remark: input.remark }
            : {};
      return api.send<unknown>("POST", path, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("withdrawals") }),
  });
}
