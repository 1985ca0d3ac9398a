import type { SecurityOverview } from "@lotus/contracts/web";

export const PROTECTION_TOTAL = 5;

/** How many optional protections are on: bound mobile and e-mail, payee name, authenticator, payment password. */
export function protectionCount(overview: SecurityOverview): number {
  return [
    overview.mobile !== "",
    overview.email !== "",
    overview.payeeName !== "",
    overview.totpEnabled,
    overview.paymentPasswordSet,
  ].filter(Boolean).length;
}

export function protectionLevel(count: number): "low" | "medium" | "high" {
  return count <= 1 ? "low" : count <= 3 ? "medium" : "high";
}
