import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { VendorCard as Vendor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FlameIcon, PlayIcon } from "../../../components/ui/icons";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";

/**
 * /rng's vendor tabs (spec §2): one tab per slot vendor, arrow keys move between them, and the
 * selected vendor's panel below. The page keeps the selection in `?page=`.
 */
export function CategoryVendorTabs({
  vendors,
  selected,
  onSelect,
  onPlay,
}: {
  vendors: Vendor[];
  selected: Vendor;
  onSelect: (vendor: Vendor) => void;
  onPlay: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation("games");
  const permission = usePermissionValue();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = vendors.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    onSelect(vendors[wrapped]!);
    tabRefs.current[wrapped]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        className="lotus-scroll-x -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {vendors.map((vendor, index) => {
          const isSelected = vendor.vassalage === selected.vassalage;
          return (
            <button
              key={vendor.vassalage}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`tab-${vendor.vassalage}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls="vendor-panel"
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(vendor)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "flex h-12 shrink-0 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                isSelected
                  ? "border-gold bg-gold-soft/15 text-fg"
                  : "border-line bg-surface text-fg-muted hover:border-gold/50 hover:text-fg",
              )}
            >
              <img
                src={imageUrl(permission, vendor.smallIcon)}
                alt=""
                width={28}
                height={28}
                className="size-7 rounded-md object-cover"
              />
              {vendor.displayName}
              {vendor.isHot === 1 && (
                <>
                  <FlameIcon className="size-3.5" />
                  <span className="sr-only">{t("vendor.hot")}</span>
                </>
              )}
            </button>
          );
        })}
      </div>

      <section
        id="vendor-panel"
        role="tabpanel"
        aria-labelledby={`tab-${selected.vassalage}`}
        className="lotus-spotlight mt-5 grid gap-6 overflow-hidden rounded-card border border-line p-5 sm:grid-cols-[280px_1fr] sm:items-center sm:p-8"
      >
        <img
          src={imageUrl(permission, selected.smallIcon)}
          alt=""
          width={280}
          height={210}
          className="aspect-[4/3] w-full rounded-card object-cover shadow-card"
        />
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{t("tabs.provider")}</p>
          <h2 className="mt-1 flex items-center gap-2 font-display text-3xl font-bold text-fg">
            {selected.displayName}
            {selected.isHot === 1 && <FlameIcon className="size-6" />}
          </h2>
          <p className="mt-2 text-fg-muted">{t("tabs.blurb", { count: selected.gameCount })}</p>
          <Button size="lg" className="mt-6" onClick={() => onPlay(selected)}>
            <PlayIcon className="size-4" />
            {t("vendor.playNamed", { name: selected.displayName })}
          </Button>
        </div>
      </section>
    </div>
  );
}
