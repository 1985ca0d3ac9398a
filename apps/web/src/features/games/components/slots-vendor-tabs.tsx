import { memo, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { VendorCard } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { FlameIcon } from "../../../components/ui/icons";

export const LOBBY_PANEL_ID = "slots-lobby-panel";

/** The id of a tab, for the panel's aria-labelledby. */
export const vendorTabId = (vassalage: string | null) => `slots-tab-${vassalage ?? "all"}`;

/**
 * /rng's vendor tabs (spec §2 "query parameter page selects the vendor tab"): "All" first, then the
 * slot vendors with their icons and a flame on hot ones. Arrow keys, Home and End move and select
 * (automatic activation: the panel below filters in the browser, so a change costs nothing).
 */
export const SlotsVendorTabs = memo(function SlotsVendorTabs({
  vendors,
  selected,
  iconSrc,
  onSelect,
}: {
  vendors: readonly VendorCard[];
  /** A vassalage, or null for "All". */
  selected: string | null;
  iconSrc: (path: string) => string;
  onSelect: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation("slots");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const entries: (VendorCard | null)[] = [null, ...vendors];

  function onKeyDown(event: KeyboardEvent, position: number) {
    const last = entries.length - 1;
    const next = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    onSelect(entries[wrapped]?.vassalage ?? null);
    const tab = tabs.current[wrapped];
    tab?.focus();
    tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  return (
    <div
      role="tablist"
      aria-label={t("tabs.label")}
      className="lotus-scroll-x -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {entries.map((vendor, position) => {
        const vassalage = vendor?.vassalage ?? null;
        const isSelected = vassalage === selected;
        return (
          <button
            key={vassalage ?? ""}
            ref={(element) => {
              tabs.current[position] = element;
            }}
            id={vendorTabId(vassalage)}
            data-testid={`vendor-tab-${vassalage ?? "all"}`}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={LOBBY_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(vassalage)}
            onKeyDown={(event) => onKeyDown(event, position)}
            className={cn(
              "flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition-colors",
              isSelected
                ? "border-gold bg-gold-soft/15 text-fg"
                : "border-line bg-surface text-fg-muted hover:border-gold/50 hover:text-fg",
            )}
          >
            {vendor ? (
              <img
                src={iconSrc(vendor.smallIcon)}
                alt=""
                width={24}
                height={24}
                decoding="async"
                className="size-6 rounded-md object-cover"
              />
            ) : (
              <span aria-hidden="true" className="grid size-6 place-items-center rounded-md bg-surface-2 text-xs">
                ✦
              </span>
            )}
            {vendor ? vendor.displayName : t("tabs.all")}
            {vendor?.isHot === 1 && (
              <>
                <FlameIcon className="size-3.5 text-brand-strong" />
                <span className="sr-only">{t("badges.hot")}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
});
