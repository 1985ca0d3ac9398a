import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS, type KycState, type KycSubmissionRequest } from "@lotus/contracts/web";
import { apiGet, apiSend, apiUpload } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** Keyed by token: another login never sees this member's verification. */
export const kycStateQueryKey = (token: string) => ["kyc-state", token] as const;

export const kycStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: kycStateQueryKey(token),
    queryFn: ({ signal }) => apiGet<KycState>(PATHS.kycState, {}, signal),
    // Binding a phone in the security centre changes the tier: read it again on every visit.
    staleTime: 0,
  });

export function useKycState() {
  const session = useSession();
  return useQuery({ ...kycStateQueryOptions(session?.token ?? ""), enabled: session !== null });
}

/** Uploads one document image (the same upload as withdrawal proofs); the answer is the document's id. */
export async function uploadKycDocument(file: Blob, signal?: AbortSignal): Promise<string> {
  return (await apiUpload<{ documentId: string }>(PATHS.kycDocuments, file, signal)).documentId;
}

type Files<K extends string> = Record<K, File>;
export type IdentityInput = { idNumber: string; files: Files<"front" | "back" | "selfie"> };
export type AddressInput = { address: string; files: Files<"proof"> };

/** Uploads the images one after the other, then sends the submission; the answer is the new state. */
export function useSendSubmission() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ({ level: 2 } & IdentityInput) | ({ level: 3 } & AddressInput)) => {
      let body: KycSubmissionRequest;
      if (input.level === 2) {
        const front = await uploadKycDocument(input.files.front);
        const back = await uploadKycDocument(input.files.back);
        const selfie = await uploadKycDocument(input.files.selfie);
        body = { level: 2, idNumber: input.idNumber, front, back, selfie };
      } else {
        body = { level: 3, address: input.address, proof: await uploadKycDocument(input.files.proof) };
      }
      return apiSend<KycState>("POST", PATHS.kycSubmissions, { body });
    },
    onSuccess: (state) => client.setQueryData(kycStateQueryKey(session?.token ?? ""), state),
  });
}
