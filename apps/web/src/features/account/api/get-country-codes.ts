import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Country, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";

export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiGet<Country[]>(PATHS.countryCodes, {}, signal);
}

export const countriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["country-codes", language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions(useLanguage()));
