import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CATEGORY_ROUTES, type Lane } from "@lotus/contracts/web";
import { FlameIcon } from "../../../components/ui/icons";
import { SectionHeading } from "../../../components/ui/page-header";
import { VendorLogo } from "../../../components/ui/vendor-logo";

/** The hot vendors (isHot) across lanes, each opening its category page with it selected. */
export function HotVendors({ lanes }: { lanes: Lane[] }) {
  const { t } = useTranslation(["home", "common"]);
  const hot = lanes.flatMap((lane) =>
    lane.vendors.filter((v) => v.isHot === 1).map((v) => ({ ...v, lane: lane.title })),
  );
  if (hot.length === 0) return null;
  return (
    <section aria-labelledby="home-hot">
      <SectionHeading
        id="home-hot"
        title={
          <>
            {t("hot.title")}
            <FlameIcon className="size-6" />
          </>
        }
      />
      <ul className="lotus-scroll-x -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4 xl:grid-cols-5">
        {hot.map((vendor) => (
          <li key={vendor.vassalage} className="w-40 shrink-0 snap-start sm:w-auto">
            <Link
              to={`${CATEGORY_ROUTES[vendor.lane]}?page=${encodeURIComponent(vendor.vassalage)}`}
              className="group block overflow-hidden rounded-card border border-line bg-surface shadow-card transition-[transform,border-color] duration-200 hover:-translate-y-1 hover:border-gold/70"
            >
              <div className="relative aspect-[4/3] overflow-hidden">
                <VendorLogo smallIcon={vendor.smallIcon} />
                <FlameIcon className="absolute top-2 right-2 size-6 drop-shadow" />
              </div>
              <div className="p-3">
                <p className="font-semibold text-balance break-words text-fg">{vendor.displayName}</p>
                <p className="text-xs text-fg-muted">{t(`common:categories.${vendor.lane}`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
