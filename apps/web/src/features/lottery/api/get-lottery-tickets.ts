import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryTicketState, type LotteryTicketsPage } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { lotteryKeys } from "./lottery-keys";

export type TicketFilter = { state?: LotteryTicketState; gameCode?: string; page: number; pageSize: number };

export function getLotteryTickets(filter: TicketFilter, signal?: AbortSignal): Promise<LotteryTicketsPage> {
  return apiGet<LotteryTicketsPage>(PATHS.lotteryTickets, { ...filter }, signal);
}

export const lotteryTicketsQueryOptions = (token: string, filter: TicketFilter) =>
  queryOptions({
    queryKey: [...lotteryKeys.tickets, token, filter] as const,
    queryFn: ({ signal }) => getLotteryTickets(filter, signal),
    placeholderData: keepPreviousData,
    // Open tickets settle with the draw: read again while the page is open.
    refetchInterval: 15_000,
  });

/** The member's ticket lines, newest first (login). */
export function useLotteryTickets(filter: TicketFilter) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...lotteryTicketsQueryOptions(token, filter), enabled: token !== "" });
}
