import type { VipLevel } from "@lotus/contracts/web";

/** Every benefit named by any level, in the order the levels introduce them. */
export function allBenefits(levels: VipLevel[]): string[] {
  const seen = new Set<string>();
  for (const level of levels) for (const benefit of level.benefits) seen.add(benefit);
  return [...seen];
}
