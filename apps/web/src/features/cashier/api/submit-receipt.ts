import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type ReceiptRequest, type ReceiptResult, type WithdrawalOrder } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { fillPath } from "../utils/cashier-paths";
import { uploadWithdrawalProof } from "./upload-withdrawal-proof";

/** The member's answer to a payout: received, not received (with proofs) or all paid with a remaining amount. */
export function submitReceipt(orderNo: string, request: ReceiptRequest): Promise<WithdrawalOrder> {
  return apiSend<WithdrawalOrder>("POST", fillPath(PATHS.withdrawReceipt, { orderNo }), { body: request });
}

/** A proof picture of the answer; `proofId` is set once it went through. */
export type ReceiptProof = { key: string; file: Blob; proofId?: string };

export type ReceiptAnswer = {
  result: ReceiptResult;
  remainingAmount?: string;
  /** The pictures to send with the answer; absent for an answer that takes none. */
  proofs?: readonly ReceiptProof[];
};

/**
 * Uploads the answer's proof pictures one by one (a retry skips those already uploaded), then sends
 * the answer; on success every money query (orders, awaiting receipts, balances) is read again.
 */
export function useSubmitReceipt(
  orderNo: string,
  options: {
    onUploaded?: (key: string, proofId: string) => void;
    onProgress?: (progress: { done: number; total: number } | null) => void;
    onSuccess?: (answer: ReceiptAnswer) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: ReceiptAnswer) => {
      const proofIds: string[] = [];
      if (answer.proofs) {
        const pending = answer.proofs;
        options.onProgress?.({ done: 0, total: pending.length });
        for (const [index, entry] of pending.entries()) {
          // A retry after a failure does not upload the pictures that already went through.
          const proofId = entry.proofId ?? (await uploadWithdrawalProof(orderNo, entry.file));
          options.onUploaded?.(entry.key, proofId);
          proofIds.push(proofId);
          options.onProgress?.({ done: index + 1, total: pending.length });
        }
      }
      return submitReceipt(orderNo, {
        result: answer.result,
        ...(answer.remainingAmount ? { remainingAmount: answer.remainingAmount } : {}),
        ...(proofIds.length > 0 ? { proofIds } : {}),
      });
    },
    onSuccess: (_, answer) => {
      options.onSuccess?.(answer);
      void invalidateMoney(queryClient);
    },
    onSettled: () => options.onProgress?.(null),
  });
}
