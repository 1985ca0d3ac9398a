import type { ConsoleGameFlagsRequest } from "@lotus/contracts/web";

/*
 * The games page keeps its search in the URL (Back returns to it, a link can be shared): these
 * turn the address into filters and back, and build the flag changes the page sends.
 */

export const FLAG_FILTERS = ["all", "on", "off"] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export type GameFilters = {
  q: string;
  vendor: string;
  maintenance: FlagFilter;
  hot: FlagFilter;
  page: number;
};

export const EMPTY_FILTERS: GameFilters = { q: "", vendor: "", maintenance: "all", hot: "all", page: 1 };

const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/;
const flagOf = (value: string | null): FlagFilter =>
  (FLAG_FILTERS as readonly string[]).includes(value ?? "") ? (value as FlagFilter) : "all";

/** Filters from the address; anything the server would refuse falls back to its default. */
export function filtersFromParams(params: URLSearchParams): GameFilters {
  const page = Number(params.get("page") ?? "1");
  const vendor = params.get("vendor") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 64),
    vendor: VENDOR_CODE.test(vendor) ? vendor : "",
    maintenance: flagOf(params.get("maintenance")),
    hot: flagOf(params.get("hot")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of the filters: defaults left out. */
export function filtersToParams(filters: GameFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.vendor) params.set("vendor", filters.vendor);
  if (filters.maintenance !== "all") params.set("maintenance", filters.maintenance);
  if (filters.hot !== "all") params.set("hot", filters.hot);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The query string of GET games. */
export function gameQuery(filters: GameFilters, size: number): Record<string, string | number | undefined> {
  return {
    q: filters.q || undefined,
    vendor: filters.vendor || undefined,
    maintenance: filters.maintenance === "all" ? undefined : filters.maintenance,
    hot: filters.hot === "all" ? undefined : filters.hot,
    page: filters.page,
    size,
  };
}

export type GameFlag = "maintenance" | "hot";

/** One flag of some games, duplicates removed, in id order. */
export function flagRequest(ids: Iterable<number>, flag: GameFlag, value: boolean): ConsoleGameFlagsRequest {
  return { ids: [...new Set(ids)].sort((a, b) => a - b), [flag]: value };
}

/** The same flag for every game of a vendor. */
export function vendorFlagRequest(vendorCode: string, flag: GameFlag, value: boolean): ConsoleGameFlagsRequest {
  return { vendorCode, [flag]: value };
}

/** Adds or removes one id (a new set: React state). */
export function toggled(selection: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all on this page": adds the page's ids, or removes them when they are all selected already. */
export function toggledPage(selection: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const next = new Set(selection);
  const all = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Returned as a readable JSON block (the vendor transaction's stored answer). */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? "null";
  } catch {
    return String(value);
  }
}
