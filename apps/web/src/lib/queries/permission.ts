import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { PATHS, type Language, type PermissionValue } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";
import { useLanguage } from "../i18n";

/** The start-up call (spec §4): the app asks permission first, then chooses the page. */
export function getPermission(signal?: AbortSignal): Promise<PermissionValue> {
  return apiGet<PermissionValue>(PATHS.permission, { url: window.location.host }, signal);
}

export const permissionQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ["permission", language],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
    // While a language switch refetches, the page keeps the previous answer instead of a splash.
    placeholderData: keepPreviousData,
  });

export const usePermission = () => useQuery(permissionQueryOptions(useLanguage()));
export const useSuspensePermission = () => useSuspenseQuery(permissionQueryOptions(useLanguage()));

/**
 * The permission value inside the app. The start gate renders the app only once the call has
 * answered, so below it the value is always there.
 */
export function usePermissionValue(): PermissionValue {
  const { data } = usePermission();
  if (!data) throw new Error("usePermissionValue is used outside the start gate");
  return data;
}

/** Prefixes a relative image path with an image CDN host chosen at random (spec §9). */
export function imageUrl(permission: Pick<PermissionValue, "imageCDNs">, path: string): string {
  if (path === "" || /^(https?:)?\/\//.test(path) || path.startsWith("/")) return path;
  const hosts = permission.imageCDNs;
  const host = hosts.length > 0 ? hosts[Math.floor(Math.random() * hosts.length)]! : "";
  return `${host.replace(/\/$/, "")}/${path}`;
}
