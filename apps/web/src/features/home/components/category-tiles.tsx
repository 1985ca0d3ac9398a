import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CATEGORY_ROUTES, GAME_CATEGORIES, type GameCategory, type Lane } from "@lotus/contracts/web";
import { SectionHeading } from "../../../components/ui/page-header";

/** One tile per lane with vendors, in GAME_CATEGORIES order; ELOTT and LOTT share /elott. */
function tilesOf(lanes: Lane[]): { category: GameCategory; route: string; vendorCount: number }[] {
  const tiles = new Map<string, { category: GameCategory; route: string; vendorCount: number }>();
  for (const category of GAME_CATEGORIES) {
    const count = lanes.filter((l) => l.title === category).reduce((n, l) => n + l.vendors.length, 0);
    if (count === 0) continue;
    const route = CATEGORY_ROUTES[category];
    const tile = tiles.get(route);
    if (tile) tile.vendorCount += count;
    else tiles.set(route, { category, route, vendorCount: count });
  }
  return [...tiles.values()];
}

export function CategoryTiles({ lanes }: { lanes: Lane[] }) {
  const { t } = useTranslation(["home", "common"]);
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading id="home-categories" title={t("categories.title")} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-7">
        {tilesOf(lanes).map((tile) => (
          <li key={tile.route}>
            <Link
              to={tile.route}
              className="lotus-tile group flex h-full flex-col items-center gap-1.5 rounded-card border border-line p-3 text-center transition-[transform,border-color] duration-200 hover:-translate-y-1 hover:border-gold/70 sm:gap-2 sm:p-4"
            >
              <img
                src={`/media/categories/${tile.category}.svg`}
                alt=""
                width={96}
                height={96}
                className="size-12 transition-transform duration-300 group-hover:scale-110 sm:size-24"
              />
              <span className="leading-tight font-semibold text-fg">{t(`common:categories.${tile.category}`)}</span>
              <span className="text-xs whitespace-nowrap text-fg-muted">
                {t("categories.vendors", { count: tile.vendorCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
