import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { GameCategory, VendorCard as Vendor } from "@lotus/contracts/web";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { PageHeader, SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { Button } from "../../../components/ui/button";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { LoginFirstDialog } from "./login-first-dialog";
import { VendorCard } from "./vendor-card";
import { VendorTabs } from "./vendor-tabs";

/** The vendors of one lane; ELOTT and LOTT are both shown on /elott. */
function vendorsOf(lanes: { title: GameCategory; vendors: Vendor[] }[], categories: GameCategory[]): Vendor[] {
  return lanes.filter((lane) => categories.includes(lane.title)).flatMap((lane) => lane.vendors);
}

/**
 * A category page (/live, /rng, /fish, /pvp, /sports, /esports, /elott): a hero with the
 * category's name and its vendors as cards. /rng shows vendor tabs chosen by `?page=`.
 */
export function CategoryPage({ category, tabs = false }: { category: GameCategory; tabs?: boolean }) {
  const { t } = useTranslation(["games", "common"]);
  const vendorsQuery = useGameVendors();
  const [searchParams, setSearchParams] = useSearchParams();
  const [playing, setPlaying] = useState<string | null>(null);
  const requested = searchParams.get("page");
  const vendors = vendorsOf(vendorsQuery.data ?? [], category === "ELOTT" ? ["ELOTT", "LOTT"] : [category]);
  const name = t(`common:categories.${category}`);

  useEffect(() => {
    if (tabs || !requested) return;
    document.getElementById(`vendor-${requested}`)?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [tabs, requested, vendors.length]);

  const onPlay = (vendor: Vendor) => setPlaying(vendor.displayName);

  let body;
  if (!vendorsQuery.data) {
    body = vendorsQuery.isError ? (
      <EmptyState
        title={t("empty.errorTitle")}
        description={t("empty.errorBody")}
        action={<Button onClick={() => void vendorsQuery.refetch()}>{t("common:actions.retry")}</Button>}
      />
    ) : (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/4] w-full" />
        ))}
      </div>
    );
  } else if (vendors.length === 0) {
    body = <EmptyState title={t("empty.title", { category: name })} description={t("empty.body")} />;
  } else if (tabs) {
    const selected = vendors.find((v) => v.vassalage === requested) ?? vendors[0]!;
    body = (
      <VendorTabs
        vendors={vendors}
        selected={selected}
        onPlay={onPlay}
        onSelect={(vendor) => setSearchParams({ page: vendor.vassalage }, { replace: true })}
      />
    );
  } else {
    body = (
      <section aria-labelledby="vendors-heading">
        <SectionHeading id="vendors-heading" title={t("vendorsHeading")} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard vendor={vendor} selected={vendor.vassalage === requested} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <PageContainer className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={vendorsQuery.data ? t("vendorCount", { count: vendors.length }) : "\u00a0"}
        title={name}
        subtitle={t(`taglines.${category}`)}
        art={`/media/categories/${category}.svg`}
      />
      {body}
      <LoginFirstDialog vendorName={playing} onClose={() => setPlaying(null)} />
    </PageContainer>
  );
}
