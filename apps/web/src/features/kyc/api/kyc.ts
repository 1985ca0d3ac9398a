import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS, type Envelope, type KycState, type KycSubmissionRequest } from "@lotus/contracts/web";
import { ApiError, apiGet, apiSend } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { getSession, useSession } from "../../../lib/session";

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

/**
 * Uploads one document image as the raw request body (Content-Type image/png or image/jpeg, at most
 * 5 MB; the same upload as withdrawal proofs); the answer is the document's id for the submission.
 */
export async function uploadKycDocument(file: Blob, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    Accept: "application/json",
    Language: currentLanguage(),
  };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(PATHS.kycDocuments, { method: "POST", headers, body: file, signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("network_error", "", 0);
  }
  let body: Envelope<{ documentId: string }>;
  try {
    body = (await response.json()) as Envelope<{ documentId: string }>;
  } catch {
    throw new ApiError("system_error", "", response.status);
  }
  if (!response.ok || !body.success) throw new ApiError(body.code, body.message, response.status, body.value);
  return body.value.documentId;
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
