import type { Resource } from "@lotus/contracts/web";

/** The install routes of /app and /download, in the order the tabs show them. */
export const PLATFORMS = [
  { key: "ios", resourceType: "IOS_APP" },
  { key: "lite", resourceType: "LITE_APP" },
  { key: "android", resourceType: "ANDROID_APP" },
] as const satisfies readonly { key: string; resourceType: Resource["resourceType"] }[];

export type PlatformKey = (typeof PLATFORMS)[number]["key"];
export type AvailablePlatform = { key: PlatformKey; resource: Resource };

/** The platforms the brand publishes an app for: a resource of that type with a link. */
export function availablePlatforms(resources: Resource[]): AvailablePlatform[] {
  return PLATFORMS.flatMap(({ key, resourceType }) => {
    const resource = resources.find((candidate) => candidate.resourceType === resourceType && candidate.url !== "");
    return resource ? [{ key, resource }] : [];
  });
}

/**
 * The tab to open first: the one named in the address (`/download#android`, as the app links
 * point), else the visitor's own phone, else the first one published.
 */
export function initialPlatform(
  available: AvailablePlatform[],
  hash: string,
  userAgent: string,
): PlatformKey | undefined {
  const keys = available.map((platform) => platform.key);
  const named = hash.replace(/^#/, "");
  if ((keys as string[]).includes(named)) return named as PlatformKey;
  if (/iPhone|iPad|iPod/i.test(userAgent) && keys.includes("ios")) return "ios";
  if (/Android/i.test(userAgent) && keys.includes("android")) return "android";
  return keys[0];
}
