import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type PromotionCard, type PromotionTag, type PromotionType } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { promotionKeys } from "./promotion-keys";

export type PromotionFilter = { type?: PromotionType; tag?: PromotionTag };

/** The promotions centre (spec §2): the cards of a type and tag, each with the member's state. */
export async function getPromotions(filter: PromotionFilter, signal?: AbortSignal): Promise<PromotionCard[]> {
  const value = await apiGet<{ list: PromotionCard[] }>(
    PATHS.promotions,
    { type: filter.type, tag: filter.tag },
    signal,
  );
  return value.list;
}

export const promotionsQueryOptions = (token: string, language: string, filter: PromotionFilter) =>
  queryOptions({
    queryKey: promotionKeys.list(token, language, filter.type ?? "all", filter.tag ?? "all"),
    queryFn: ({ signal }) => getPromotions(filter, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function usePromotions(filter: PromotionFilter) {
  const session = useSession();
  return useQuery(promotionsQueryOptions(session?.token ?? "", useLanguage(), filter));
}
