import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS, type ConsoleDeposit } from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { Paged } from "../../../lib/types";
import { QUEUE_PAGE_SIZE, QUEUE_REFRESH_MS } from "../utils/queue";

export const DEPOSIT_TABS = ["pending", "credited", "rejected", "expired", "all"] as const;
export type DepositTab = (typeof DEPOSIT_TABS)[number];

export function useDeposits(status: DepositTab, page: number) {
  return useQuery({
    queryKey: consoleKey("deposits", status, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleDeposit>>(CONSOLE_PATHS.deposits, { status, page, size: QUEUE_PAGE_SIZE }, signal),
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, action, remark }: { orderNo: string; action: "confirm" | "reject"; remark: string }) =>
      api.send<unknown>(
        "POST",
        pathOf(action === "confirm" ? CONSOLE_PATHS.depositConfirm : CONSOLE_PATHS.depositReject, { orderNo }),
        action === "confirm" && remark === "" ? {} : { remark },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("deposits") }),
  });
}
