import { queryOptions, useQuery } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneEnvelope, type FortuneEnvelopeDetail } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { fortuneKeys } from "./fortune-keys";

export function getEnvelopes(signal?: AbortSignal): Promise<FortuneEnvelope[]> {
  return apiGet<FortuneEnvelope[]>(FORTUNE_PATHS.envelopes, {}, signal);
}

export function getEnvelope(id: string, signal?: AbortSignal): Promise<FortuneEnvelopeDetail> {
  return apiGet<FortuneEnvelopeDetail>(FORTUNE_PATHS.envelope.replace(":id", id), {}, signal);
}

export const envelopesQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: fortuneKeys.of("envelopes", token, language),
    queryFn: ({ signal }) => getEnvelopes(signal),
    // A rain opens and runs out on the server's clock: read again while the page is open.
    refetchInterval: 10_000,
  });

/** Red envelope campaigns (the member's packet and eligibility when logged in). */
export function useEnvelopes() {
  const token = useSession()?.token ?? "";
  return useQuery(envelopesQueryOptions(token, useLanguage()));
}

/** One campaign with its grabs (the revealed seed and split once it ended). */
export function useEnvelope(id: string | null) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: fortuneKeys.of("envelope", token, language, id),
    queryFn: ({ signal }) => getEnvelope(id!, signal),
    enabled: id !== null,
  });
}
