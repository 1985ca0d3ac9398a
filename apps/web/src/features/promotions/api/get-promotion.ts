import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type PromotionDetail } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { fillId } from "../utils/paths";
import { promotionKeys } from "./promotion-keys";

/** One promotion with its terms, figures, the member's eligibility, application and grants. */
export function getPromotion(id: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return apiGet<PromotionDetail>(fillId(PATHS.promotion, id), {}, signal);
}

export const promotionQueryOptions = (token: string, language: string, id: string) =>
  queryOptions({
    queryKey: promotionKeys.detail(token, language, id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 15_000,
  });

export function usePromotion(id: string | null) {
  const session = useSession();
  return useQuery({ ...promotionQueryOptions(session?.token ?? "", useLanguage(), id ?? ""), enabled: id !== null });
}
