import {
  CATEGORY_ROUTES,
  DROPDOWN_CENTRED_MAX_VENDORS,
  GAME_CATEGORIES,
  NEW_TAG_CATEGORIES,
  type GameCategory,
  type Lane,
  type VendorCard,
} from "@lotus/contracts/web";

export type NavCategory = {
  category: GameCategory;
  route: string;
  vendors: VendorCard[];
  isNew: boolean;
  /** Spec §2: the dropdown sits centred under its item only up to 6 vendors. */
  centred: boolean;
};

/**
 * One navigation item per lane in GAME_CATEGORIES order, only for lanes with vendors (spec §2).
 * ELOTT and LOTT both open /elott, so they share one item.
 */
export function navCategories(lanes: readonly Lane[]): NavCategory[] {
  const items = new Map<string, NavCategory>();
  for (const category of GAME_CATEGORIES) {
    const vendors = lanes.filter((lane) => lane.title === category).flatMap((lane) => lane.vendors);
    if (vendors.length === 0) continue;
    const route = CATEGORY_ROUTES[category];
    const existing = items.get(route);
    if (existing) {
      existing.vendors = [...existing.vendors, ...vendors];
      existing.centred = existing.vendors.length <= DROPDOWN_CENTRED_MAX_VENDORS;
      continue;
    }
    items.set(route, {
      category,
      route,
      vendors,
      isNew: (NEW_TAG_CATEGORIES as readonly string[]).includes(category),
      centred: vendors.length <= DROPDOWN_CENTRED_MAX_VENDORS,
    });
  }
  return [...items.values()];
}

/** A vendor's entry in its category page: `?page=<vassalage>` selects it (spec §2). */
export function vendorHref(route: string, vassalage: string): string {
  return `${route}?page=${encodeURIComponent(vassalage)}`;
}
