import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsolePointsExchange,
  type ConsolePointsGoods,
  type PointsConvertRate,
  type PointsExchangeState,
  type PointsGoodsType,
  type PointsRate,
  type StoredText,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/* The points screens' calls (issue 15): goods, exchanges review, rates. */

export const EXCHANGE_PAGE_SIZE = 20;
export type ExchangeFilters = { status: PointsExchangeState | ""; account: string; page: number };
export type ExchangesPage = { total: number; page: number; size: number; list: ConsolePointsExchange[] };
export type GoodsBody = {
  type: PointsGoodsType;
  name: StoredText;
  description: StoredText;
  image: string;
  pointsPrice: string;
  cashPrice: string;
  stock: number;
  enabled: boolean;
  sort: number;
};
export type GoodsUpdate = Partial<Omit<GoodsBody, "stock">> & { stockDelta?: number };
export type Rates = { rates: PointsRate[]; convert: PointsConvertRate };

export function usePointsGoods() {
  return useQuery({
    queryKey: consoleKey("points", "goods"),
    queryFn: ({ signal }) => api.get<ConsolePointsGoods[]>(CONSOLE_PATHS.pointsGoods, {}, signal),
  });
}

export function usePointsExchanges(filters: ExchangeFilters) {
  return useQuery({
    queryKey: consoleKey("points", "exchanges", filters),
    queryFn: ({ signal }) =>
      api.get<ExchangesPage>(
        CONSOLE_PATHS.pointsExchanges,
        {
          status: filters.status || undefined,
          account: filters.account || undefined,
          page: filters.page,
          size: EXCHANGE_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePointsRates() {
  return useQuery({
    queryKey: consoleKey("points", "rates"),
    queryFn: ({ signal }) => api.get<Rates>(CONSOLE_PATHS.pointsRates, {}, signal),
  });
}

function usePointsMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("points") }),
  });
}

export const useCreateGoods = () =>
  usePointsMutation((body: GoodsBody) => api.send<ConsolePointsGoods>("POST", CONSOLE_PATHS.pointsGoods, body));

export const useUpdateGoods = () =>
  usePointsMutation(({ id, ...body }: GoodsUpdate & { id: string }) =>
    api.send<ConsolePointsGoods>("PUT", pathOf(CONSOLE_PATHS.pointsGoodsOne, { id }), body),
  );

export const useReviewExchange = () =>
  usePointsMutation(({ id, action, reason }: { id: string; action: "approve" | "reject"; reason: string }) =>
    api.send<ConsolePointsExchange>("POST", pathOf(CONSOLE_PATHS.pointsExchangeReview, { id }), { action, reason }),
  );

export const useUpdateRates = () =>
  usePointsMutation((body: { rates: PointsRate[]; convert: PointsConvertRate }) =>
    api.send<Rates>("PUT", CONSOLE_PATHS.pointsRates, body),
  );
