import { useState } from "react";
import type { Country } from "@lotus/contracts/web";
import { usePermissionValue } from "../../../lib/queries/permission";
import { useCountries } from "../api/get-countries";
import { withPlus } from "../utils/phone";

/**
 * The chosen country of a mobile-number field: the one asked for (a remembered dialling code),
 * else the visitor's own country when it is in the list, else the first of the list.
 */
export function useCountry(preferredDialingCode?: string) {
  const { location } = usePermissionValue();
  const { data: countries = [], isError, refetch } = useCountries();
  const [chosen, setChosen] = useState<string | null>(null);
  const preferred = preferredDialingCode ? withPlus(preferredDialingCode) : null;
  const country: Country | undefined =
    countries.find((c) => c.countryCode === chosen) ??
    (preferred ? countries.find((c) => withPlus(c.countryDialingCode) === preferred) : undefined) ??
    countries.find((c) => c.countryCode === location.country) ??
    countries[0];
  return {
    countries,
    country,
    /** Digit count of the chosen country; 0 until the list has loaded (nothing passes then). */
    digits: country?.mobileDigits ?? 0,
    dialingCode: country ? withPlus(country.countryDialingCode) : "",
    setCountry: (c: Country) => setChosen(c.countryCode),
    failed: isError,
    retry: () => void refetch(),
  };
}
