import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type SocialProvider } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

export type OauthProvider = { provider: SocialProvider; name: string };

/** The social-login providers the operator enabled (Google, Facebook). */
export const getOauthProviders = (signal?: AbortSignal) => apiGet<OauthProvider[]>(PATHS.oauthProviders, {}, signal);

export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ["oauth-providers"],
    queryFn: ({ signal }) => getOauthProviders(signal),
    staleTime: 10 * 60_000,
    // No buttons beat an error message: social login is an extra, the form works without it.
    retry: false,
  });

export const useOauthProviders = () => useQuery(oauthProvidersQueryOptions());

/** The provider's start address: a full-page navigation, the server answers with a redirect. */
export const oauthStartUrl = (provider: SocialProvider) => PATHS.oauthStart.replace(":provider", provider);
