import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Country } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

/** Countries with dialling codes, flags and their fixed mobile digit count (spec §3, §5). */
export const getCountries = (signal?: AbortSignal) => apiGet<Country[]>(PATHS.countryCodes, {}, signal);

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ["countries"], queryFn: ({ signal }) => getCountries(signal), staleTime: 60 * 60_000 });

export const useCountries = () => useQuery(countriesQueryOptions());
