import { useTranslation } from "react-i18next";
import type { VendorCard as Vendor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FlameIcon, PlayIcon } from "../../../components/ui/icons";
import { VendorLogo } from "../../../components/ui/vendor-logo";

/** A vendor of a category: logo, name, game count, hot flame and the Play button. */
export function VendorCard({
  vendor,
  selected,
  onPlay,
}: {
  vendor: Vendor;
  selected?: boolean;
  onPlay: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation("games");
  return (
    <article
      id={`vendor-${vendor.vassalage}`}
      aria-labelledby={`vendor-${vendor.vassalage}-name`}
      className={cn(
        "lotus-vendor-card group relative flex flex-col overflow-hidden rounded-card border bg-surface shadow-card transition-[transform,border-color] duration-200 hover:-translate-y-1",
        selected ? "border-gold ring-2 ring-gold/50" : "border-line hover:border-gold/60",
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <VendorLogo smallIcon={vendor.smallIcon} />
        {vendor.isHot === 1 && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-1 text-xs font-bold text-white">
            <FlameIcon className="size-3.5" />
            {t("vendor.hot")}
          </span>
        )}
      </div>
      {/* A narrow card (two per row on a phone) stacks name, count and button, so the name is never cut. */}
      <div className="@container flex flex-1 flex-col">
        <div className="flex flex-1 flex-col gap-2 p-3 @[15rem]:flex-row @[15rem]:items-center @[15rem]:gap-3 sm:p-4">
          <div className="min-w-0 flex-1">
            <h3 id={`vendor-${vendor.vassalage}-name`} className="font-semibold text-balance break-words text-fg">
              {vendor.displayName}
            </h3>
            <p className="text-sm whitespace-nowrap text-fg-muted">{t("vendor.games", { count: vendor.gameCount })}</p>
          </div>
          <Button
            size="sm"
            onClick={() => onPlay(vendor)}
            aria-label={t("vendor.playNamed", { name: vendor.displayName })}
            className="w-full shrink-0 px-3.5 @[15rem]:w-auto"
          >
            <PlayIcon className="size-3.5" />
            {t("vendor.play")}
          </Button>
        </div>
      </div>
    </article>
  );
}
