import { useMemo, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { usePermissionValue } from "../../../lib/queries/permission";
import { navCategories } from "../utils/nav-categories";

export function useNavigation() {
  const { data: lanes, isPending } = useGameVendors();
  const { site } = usePermissionValue();
  const categories = useMemo(() => navCategories(lanes ?? []), [lanes]);
  return { categories, isPending: isPending && !lanes, affiliatesEnabled: site.affiliateLinkEnabled };
}

/** Spec §2: navigating to the page the visitor is already on does nothing. */
export function useStayOnSamePath() {
  const { pathname, search } = useLocation();
  return (href: string) => (event: MouseEvent) => {
    if (href === pathname + search || href === pathname) event.preventDefault();
  };
}
