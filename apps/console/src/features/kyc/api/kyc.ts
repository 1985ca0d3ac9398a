import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleKycMember,
  type ConsoleKycReviewRequest,
  type ConsoleKycSubmission,
  type KycWithdrawalRule,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

export const KYC_PAGE_SIZE = 20;
export type KycStatusFilter = "pending" | "approved" | "rejected" | "all";

export function useKycQueue(status: KycStatusFilter, page: number) {
  return useQuery({
    queryKey: consoleKey("kyc", "queue", status, page),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ConsoleKycSubmission[] }>(
        CONSOLE_PATHS.kycQueue,
        { status, page, size: KYC_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** A document image, read with the operator's token and shown from an object URL. */
export function useKycDocument(id: string) {
  return useQuery({
    queryKey: consoleKey("kyc", "document", id),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await api.blob(pathOf(CONSOLE_PATHS.kycDocument, { id }), signal)),
    staleTime: Infinity,
  });
}

export function useKycMember(memberId: string) {
  return useQuery({
    queryKey: consoleKey("kyc", "member", memberId),
    queryFn: ({ signal }) => api.get<ConsoleKycMember>(pathOf(CONSOLE_PATHS.kycMember, { id: memberId }), {}, signal),
  });
}

export function useKycSettings() {
  return useQuery({
    queryKey: consoleKey("kyc", "settings"),
    queryFn: ({ signal }) => api.get<KycWithdrawalRule>(CONSOLE_PATHS.kycSettings, {}, signal),
  });
}

/** Every change refreshes what the KYC screens show. */
function useKycMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("kyc") }),
  });
}

export const useReviewKyc = () =>
  useKycMutation(({ id, review }: { id: string; review: ConsoleKycReviewRequest }) =>
    api.send<ConsoleKycSubmission>("POST", pathOf(CONSOLE_PATHS.kycReview, { id }), review),
  );

export const useSaveKycSettings = () =>
  useKycMutation((rule: KycWithdrawalRule) => api.send<KycWithdrawalRule>("PUT", CONSOLE_PATHS.kycSettings, rule));
