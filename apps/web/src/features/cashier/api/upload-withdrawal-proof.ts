import { PATHS } from "@lotus/contracts/web";
import { apiUpload } from "../../../lib/api-client";
import { fillPath } from "../utils/cashier-paths";

/** Uploads one proof picture; the answer is the proof's id for the receipt. */
export async function uploadWithdrawalProof(orderNo: string, file: Blob, signal?: AbortSignal): Promise<string> {
  const value = await apiUpload<{ proofId: string }>(fillPath(PATHS.withdrawProof, { orderNo }), file, signal);
  return value.proofId;
}
