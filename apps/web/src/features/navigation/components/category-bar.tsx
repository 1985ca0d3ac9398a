import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { CategoryIcon, HomeIcon } from "../../../components/ui/icons";
import { useNavigation, useStayOnSamePath } from "../hooks/use-navigation";
import { NavTag } from "./nav-tags";
import { SiteLinks } from "./site-links";

const chipClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap",
    isActive ? "border-gold bg-gold-soft/15 text-gold" : "border-line bg-surface/70 text-fg",
  );

/** Phone and tablet navigation: the same destinations as the desktop bar, as a scrollable row. */
export function CategoryBar() {
  const { t } = useTranslation(["layout", "common"]);
  const { categories } = useNavigation();
  const stay = useStayOnSamePath();
  return (
    <nav aria-label={t("nav.label")} className="border-t border-line/60 xl:hidden">
      <ul className="lotus-scroll-x flex gap-2 overflow-x-auto px-3 py-2">
        <li>
          <NavLink to="/index" onClick={stay("/index")} className={chipClass}>
            <HomeIcon className="size-4" />
            {t("nav.home")}
          </NavLink>
        </li>
        {categories.map((item) => (
          <li key={item.route}>
            <NavLink to={item.route} onClick={stay(item.route)} className={chipClass}>
              <CategoryIcon category={item.category} className="size-4" />
              {t(`common:categories.${item.category}`)}
              {item.isNew && <NavTag kind="new" />}
            </NavLink>
          </li>
        ))}
        <SiteLinks linkClass={chipClass} iconClass="size-4" />
      </ul>
    </nav>
  );
}
