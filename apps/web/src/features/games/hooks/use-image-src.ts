import { useMemo } from "react";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";

/**
 * Image URLs on ONE image CDN host per visit (spec §9 picks a host at random): `imageUrl` draws a
 * host on every call, and a virtual grid re-renders its cards while scrolling, so the same
 * thumbnail would be fetched again from another host.
 */
export function useImageSrc(): (path: string) => string {
  const { imageCDNs } = usePermissionValue();
  return useMemo(() => {
    const host = imageCDNs.length > 0 ? imageCDNs[Math.floor(Math.random() * imageCDNs.length)]! : "";
    const pinned = { imageCDNs: host ? [host] : [] };
    return (path: string) => imageUrl(pinned, path);
  }, [imageCDNs]);
}
