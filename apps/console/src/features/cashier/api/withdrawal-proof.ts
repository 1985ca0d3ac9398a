import { useQuery } from "@tanstack/react-query";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });
}

/**
 * A proof image the member uploaded, fetched with the operator's token. It is shown as a data:
 * URL rather than a blob: URL because the server's CSP allows `img-src 'self' data: https:` only.
 */
export function useProofImage(orderNo: string, proofId: string) {
  return useQuery({
    queryKey: consoleKey("proof", orderNo, proofId),
    queryFn: async ({ signal }) =>
      blobToDataUrl(await api.blob(pathOf(CONSOLE_PATHS.withdrawalProof, { orderNo, proofId }), signal)),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}
