import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import type { AvailablePlatform, PlatformKey } from "../utils/platforms";
import { PlatformIcon } from "./platform-icon";
import { PlatformPanel } from "./platform-panel";

/** WAI-ARIA tabs, one per platform: arrow keys, Home and End move between them. */
export function PlatformTabs({
  platforms,
  selected,
  onSelect,
}: {
  platforms: AvailablePlatform[];
  selected: PlatformKey;
  onSelect: (key: PlatformKey) => void;
}) {
  const { t } = useTranslation("download");
  const tabs = useRef(new Map<PlatformKey, HTMLButtonElement>());
  const current = platforms.find((platform) => platform.key === selected) ?? platforms[0]!;

  function onKeyDown(event: KeyboardEvent) {
    const index = platforms.findIndex((platform) => platform.key === current.key);
    const last = platforms.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = platforms[target]!.key;
    onSelect(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        onKeyDown={onKeyDown}
        className="mx-auto mb-6 grid max-w-xl grid-flow-col auto-cols-fr gap-1 rounded-full border border-line bg-surface p-1 shadow-card"
      >
        {platforms.map(({ key }) => {
          const active = key === current.key;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabs.current.set(key, element);
                else tabs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={`app-tab-${key}`}
              aria-selected={active}
              aria-controls={`app-panel-${key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(key)}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors sm:text-base",
                active
                  ? "bg-brand text-on-brand shadow-[0_8px_20px_-10px_var(--lt-brand)]"
                  : "text-fg-muted hover:text-fg",
              )}
            >
              <PlatformIcon platform={key} className="size-5 shrink-0" />
              <span className="truncate">{t(`platforms.${key}.tab`)}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`app-panel-${current.key}`}
        aria-labelledby={`app-tab-${current.key}`}
        tabIndex={0}
        className="rounded-card focus-visible:outline-offset-4"
      >
        <PlatformPanel platform={current} />
      </div>
    </div>
  );
}
