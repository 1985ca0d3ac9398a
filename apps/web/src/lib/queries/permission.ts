import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { PATHS, type PermissionValue } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";

/** The start-up call (spec §4): the app asks permission first, then chooses the page. */
export function getPermission(signal?: AbortSignal): Promise<PermissionValue> {
  return apiGet<PermissionValue>(PATHS.permission, { url: window.location.host }, signal);
}

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ["permission", currentLanguage()],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
  });

export const usePermission = () => useQuery(permissionQueryOptions());
export const useSuspensePermission = () => useSuspenseQuery(permissionQueryOptions());

/** Prefixes a relative image path with an image CDN host chosen at random (spec §9). */
export function imageUrl(permission: Pick<PermissionValue, "imageCDNs">, path: string): string {
  if (path === "" || /^(https?:)?\/\//.test(path) || path.startsWith("/")) return path;
  const hosts = permission.imageCDNs;
  const host = hosts.length > 0 ? hosts[Math.floor(Math.random() * hosts.length)]! : "";
  return `${host.replace(/\/$/, "")}/${path}`;
}
