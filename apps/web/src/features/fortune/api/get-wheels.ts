import { queryOptions, useQuery } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneWheel } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { fortuneKeys } from "./fortune-keys";

export function getWheels(signal?: AbortSignal): Promise<FortuneWheel[]> {
  return apiGet<FortuneWheel[]>(FORTUNE_PATHS.wheels, {}, signal);
}

export const wheelsQueryOptions = (token: string, language: string) =>
  queryOptions({ queryKey: fortuneKeys.of("wheels", token, language), queryFn: ({ signal }) => getWheels(signal) });

/** Running wheels with their prize tables, exact chances and the member's tickets. */
export function useWheels() {
  const token = useSession()?.token ?? "";
  return useQuery(wheelsQueryOptions(token, useLanguage()));
}
