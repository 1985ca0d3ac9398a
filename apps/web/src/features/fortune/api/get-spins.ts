import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneSpin } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { fortuneKeys } from "./fortune-keys";

export type SpinsPage = { total: number; list: FortuneSpin[] };

export function getSpins(page: number, size: number, signal?: AbortSignal): Promise<SpinsPage> {
  return apiGet<SpinsPage>(FORTUNE_PATHS.spins, { page, size }, signal);
}

export function getSpin(id: string, signal?: AbortSignal): Promise<FortuneSpin> {
  return apiGet<FortuneSpin>(FORTUNE_PATHS.spin.replace(":id", id), {}, signal);
}

/** The member's spins, newest first (login). */
export function useSpins(page: number, size = 10) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: fortuneKeys.of("spins", token, language, page, size),
    queryFn: ({ signal }) => getSpins(page, size, signal),
    enabled: token !== "",
    placeholderData: keepPreviousData,
  });
}

/** One spin with its seeds, for the verification view. */
export function useSpin(id: string | null) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: fortuneKeys.of("spin", token, language, id),
    queryFn: ({ signal }) => getSpin(id!, signal),
    enabled: token !== "" && id !== null,
  });
}
