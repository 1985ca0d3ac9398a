import { useState, type FocusEvent } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { CategoryIcon, FlameIcon, HomeIcon } from "../../../components/ui/icons";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { useNavigation, useStayOnSamePath } from "../hooks/use-navigation";
import { vendorHref, type NavCategory } from "../utils/nav-categories";
import { NavTag } from "./nav-tags";
import { SiteLinks } from "./site-links";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative flex h-12 items-center gap-1.5 px-2.5 text-sm font-semibold whitespace-nowrap transition-colors 2xl:gap-2 2xl:px-3.5",
    "after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors",
    isActive ? "text-gold after:bg-gold" : "text-fg hover:text-gold after:bg-transparent",
  );

/** Desktop navigation bar (spec §2): home, one item per category with a vendor dropdown, VIP, promotions, affiliates. */
export function MainNav() {
  const { t } = useTranslation(["layout", "common"]);
  const { categories } = useNavigation();
  const stay = useStayOnSamePath();
  return (
    <nav aria-label={t("nav.label")} className="lotus-navbar hidden border-t border-line/60 xl:block">
      <div className="relative mx-auto flex max-w-[1280px] items-stretch px-4">
        <ul className="flex items-stretch">
          <li>
            <NavLink to="/index" onClick={stay("/index")} className={itemClass} aria-label={t("nav.home")}>
              <HomeIcon />
            </NavLink>
          </li>
          {categories.map((item) => (
            <CategoryItem key={item.route} item={item} />
          ))}
        </ul>
        <ul className="ml-auto flex items-stretch">
          <SiteLinks linkClass={itemClass} iconClass="size-4 text-gold" />
        </ul>
      </div>
    </nav>
  );
}

/**
 * A category with its vendor dropdown. The dropdown opens on hover and on keyboard focus
 * (Tab from the category moves into it); Esc closes it. Its logos load on first opening.
 */
function CategoryItem({ item }: { item: NavCategory }) {
  const { t } = useTranslation(["layout", "common"]);
  const permission = usePermissionValue();
  const stay = useStayOnSamePath();
  const [armed, setArmed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const label = t(`common:categories.${item.category}`);

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
  }

  return (
    <li
      className={cn("group", item.centred && "relative")}
      onPointerEnter={() => setArmed(true)}
      onPointerLeave={() => setDismissed(false)}
      onFocus={() => setArmed(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !dismissed) {
          setDismissed(true);
          event.currentTarget.querySelector<HTMLAnchorElement>("a")?.focus();
        }
      }}
    >
      <NavLink to={item.route} onClick={stay(item.route)} className={itemClass}>
        <CategoryIcon category={item.category} className="hidden size-[18px] 2xl:block" />
        {label}
        {item.isNew && <NavTag kind="new" />}
      </NavLink>
      {armed && (
        <div
          className={cn(
            "invisible absolute top-full z-40 pt-1 opacity-0 transition-[opacity,visibility] duration-150",
            !dismissed &&
              "group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100",
            item.centred ? "left-1/2 w-max -translate-x-1/2" : "inset-x-4",
          )}
        >
          <ul
            aria-label={t("nav.vendorsOf", { category: label })}
            className={cn(
              "lotus-dropdown grid gap-2 rounded-b-card border border-t-2 border-line border-t-gold bg-bg-elevated p-3 shadow-card",
              item.centred ? "grid-cols-1" : "grid-cols-4 2xl:grid-cols-6",
            )}
          >
            {item.vendors.map((vendor) => {
              const href = vendorHref(item.route, vendor.vassalage);
              return (
                <li key={vendor.vassalage}>
                  <Link
                    to={href}
                    onClick={(event) => {
                      stay(href)(event);
                      setDismissed(true);
                    }}
                    className="flex w-48 items-center gap-3 rounded-xl p-2 text-sm font-medium text-fg hover:bg-surface-2 hover:text-gold"
                  >
                    <img
                      src={imageUrl(permission, vendor.smallIcon)}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-lg object-cover"
                    />
                    <span className="min-w-0 flex-1 leading-tight">{vendor.displayName}</span>
                    {vendor.isHot === 1 && (
                      <>
                        <FlameIcon />
                        <span className="sr-only">{t("nav.hotVendor")}</span>
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </li>
  );
}
