import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  PATHS,
  type Language,
  type PointsBalance,
  type PointsConfig,
  type PointsConversion,
  type PointsEntry,
  type PointsExchange,
  type PointsExchangeState,
  type PointsGoods,
  type PointsGoodsType,
  type PointsType,
} from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

/*
 * The points calls (spec §7: balance, reward, config, redeem list; the goods and conversions). The
 * member's points queries are money queries (keys under "money"): a realtime signal, an exchange or a
 * conversion refetches them with the wallet.
 */

export type Page<T> = { total: number; page: number; size: number; list: T[] };
export const PAGE_SIZE = 10;

export function usePointsBalance() {
  const token = useSession()?.token ?? "";
  return useQuery(
    queryOptions({
      queryKey: moneyKeys.of("points-balance", token),
      queryFn: ({ signal }) => apiGet<PointsBalance>(PATHS.pointsBalance, {}, signal),
      enabled: token !== "",
    }),
  );
}

export function usePointsConfig() {
  return useQuery({
    queryKey: ["points-config"],
    queryFn: ({ signal }) => apiGet<PointsConfig>(PATHS.pointsConfig, {}, signal),
    staleTime: 60_000,
  });
}

export function usePointsGoods(type: PointsGoodsType | null, page: number) {
  const language: Language = useLanguage();
  return useQuery({
    queryKey: ["points-goods", language, type, page],
    queryFn: ({ signal }) =>
      apiGet<Page<PointsGoods>>(
        PATHS.pointsGoods,
        { ...(type ? { exchangeType: type } : {}), page: String(page), size: "12" },
        signal,
      ),
    placeholderData: (previous) => previous,
  });
}

export function usePointsExchanges(status: PointsExchangeState | null, page: number) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: moneyKeys.of("points-exchanges", token, language, status, page),
    queryFn: ({ signal }) =>
      apiGet<Page<PointsExchange>>(
        PATHS.pointsRedeemList,
        { ...(status ? { status } : {}), page: String(page), size: String(PAGE_SIZE) },
        signal,
      ),
    enabled: token !== "",
    placeholderData: (previous) => previous,
  });
}

export function usePointsDetails(type: PointsType | null, page: number) {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: moneyKeys.of("points-details", token, type, page),
    queryFn: ({ signal }) =>
      apiGet<Page<PointsEntry>>(
        PATHS.pointsReward,
        { ...(type ? { type } : {}), page: String(page), size: String(PAGE_SIZE) },
        signal,
      ),
    enabled: token !== "",
    placeholderData: (previous) => previous,
  });
}

export function usePointsConversions(page: number) {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: moneyKeys.of("points-conversions", token, page),
    queryFn: ({ signal }) =>
      apiGet<Page<PointsConversion>>(PATHS.pointsConversions, { page: String(page), size: String(PAGE_SIZE) }, signal),
    enabled: token !== "",
    placeholderData: (previous) => previous,
  });
}
