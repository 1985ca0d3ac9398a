import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleApplication,
  type ConsoleGrant,
  type ConsolePromotion,
  type ConsolePromotionRequest,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

export const PROMOTIONS_PAGE_SIZE = 20;

export type ApplicationStateFilter = "applying" | "issued" | "rejected" | "all";
export type GrantStatusFilter = "active" | "converted" | "expired" | "forfeited" | "all";
export type RebateRun = { day: string; members: number; validBet: string; amount: string; createdAt: string };

export function usePromotionsList() {
  return useQuery({
    queryKey: consoleKey("promotions", "list"),
    queryFn: ({ signal }) => api.get<{ list: ConsolePromotion[] }>(CONSOLE_PATHS.promotions, {}, signal),
    select: (value) => value.list,
  });
}

export function usePromotionApplications(state: ApplicationStateFilter, page: number) {
  return useQuery({
    queryKey: consoleKey("promotions", "applications", state, page),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ConsoleApplication[] }>(
        CONSOLE_PATHS.promotionApplications,
        { state, page, size: PROMOTIONS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBonusGrants(status: GrantStatusFilter, member: string, page: number) {
  return useQuery({
    queryKey: consoleKey("promotions", "grants", status, member, page),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ConsoleGrant[] }>(
        CONSOLE_PATHS.bonusGrants,
        { status, member: member || undefined, page, size: PROMOTIONS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRebateRuns() {
  return useQuery({
    queryKey: consoleKey("promotions", "rebates"),
    queryFn: ({ signal }) => api.get<{ list: RebateRun[] }>(CONSOLE_PATHS.rebateRuns, {}, signal),
    select: (value) => value.list,
  });
}

/** An application picture, read with the operator's token and shown from an object URL. */
export function useApplicationImage(applicationId: string, imageId: string) {
  return useQuery({
    queryKey: consoleKey("promotions", "image", applicationId, imageId),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await api.blob(pathOf(CONSOLE_PATHS.promotionApplicationImage, { id: applicationId, imageId }), signal),
      ),
    staleTime: Infinity,
  });
}

/** Every change refreshes what the promotions screens show. */
function usePromotionsMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("promotions") }),
  });
}

export const useSavePromotion = () =>
  usePromotionsMutation(({ id, request }: { id: string | null; request: ConsolePromotionRequest }) =>
    id === null
      ? api.send<ConsolePromotion>("POST", CONSOLE_PATHS.promotions, request)
      : api.send<ConsolePromotion>("PUT", pathOf(CONSOLE_PATHS.promotion, { id }), request),
  );

export const useApprovePromotionApplication = () =>
  usePromotionsMutation(({ id, amount, remark }: { id: string; amount?: string; remark?: string }) =>
    api.send<ConsoleApplication>("POST", pathOf(CONSOLE_PATHS.promotionApplicationApprove, { id }), {
      ...(amount ? { amount } : {}),
      ...(remark ? { remark } : {}),
    }),
  );

export const useRejectPromotionApplication = () =>
  usePromotionsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleApplication>("POST", pathOf(CONSOLE_PATHS.promotionApplicationReject, { id }), { reason }),
  );

export const useForfeitGrant = () =>
  usePromotionsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleGrant>("POST", pathOf(CONSOLE_PATHS.bonusGrantForfeit, { id }), { reason }),
  );
