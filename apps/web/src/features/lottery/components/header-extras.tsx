import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LotteryPrizeMode } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { useLotteryPopular } from "../api/get-lottery-popular";

/** The prize mode whose popular numbers a lottery page shows in the header. */
export const popularModeFor = (pathname: string): LotteryPrizeMode => (pathname === "/elott" ? "Elott" : "Lott");

/**
 * The header's popular numbers (spec §3, §9: 20 numbers from the draws' statistics), a strip
 * shown on the lottery pages only; it loads with them, never with the home page.
 */
export function PopularNumbersStrip({ pathname, trailing }: { pathname: string; trailing?: ReactNode }) {
  const { t } = useTranslation("lottery");
  const popular = useLotteryPopular(20, popularModeFor(pathname));
  const numbers = popular.data?.numbers ?? [];
  const hidden = popular.isError || (popular.data && numbers.length === 0);
  if (hidden && !trailing) return null;
  return (
    <section aria-labelledby="popular-heading" className="border-t border-line/60" data-testid="popular-numbers">
      <div className="mx-auto flex max-w-[1280px] items-center gap-3 px-3 py-1.5 sm:px-4">
        <h2
          id="popular-heading"
          className={cn("shrink-0 text-xs font-bold tracking-wide text-gold uppercase", hidden && "sr-only")}
        >
          {t("popular.title")}
        </h2>
        {hidden ? (
          <span className="flex-1" />
        ) : (
          <ol
            // Wider than a phone: the strip scrolls, so keyboard users reach it too.
            tabIndex={0}
            aria-label={t("popular.list")}
            className={cn(
              "lotus-scroll-x flex min-w-0 flex-1 gap-1.5 overflow-x-auto rounded-full",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
            )}
          >
            {popular.data
              ? numbers.map((row) => (
                  <li
                    key={row.number}
                    className="shrink-0 rounded-full border border-line bg-surface px-2 py-0.5 font-mono text-xs font-semibold text-fg"
                    title={t("popular.detail", { count: row.hits, gan: row.gan })}
                  >
                    <span aria-hidden="true">{row.number}</span>
                    <span className="sr-only">{t("popular.item", { number: row.number, count: row.hits })}</span>
                  </li>
                ))
              : Array.from({ length: 20 }, (_, i) => (
                  <li key={i} aria-hidden="true" className="lotus-skeleton h-5 w-8 shrink-0 rounded-full" />
                ))}
          </ol>
        )}
        <span className="sr-only">{t("popular.basis", { count: popular.data?.draws ?? 0 })}</span>
        {trailing && <div className="shrink-0">{trailing}</div>}
      </div>
    </section>
  );
}

/** On /lottery (spec §2): the toggle that shows or hides the header's navigation (#header-nav). */
function HeaderNavToggle({
  navShown,
  onToggle,
  controls,
}: {
  navShown: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useTranslation("lottery");
  return (
    <button
      type="button"
      aria-expanded={navShown}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="header-nav-toggle"
      className={cn(
        "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface-2/70 px-2.5 text-xs font-semibold text-fg",
        "hover:border-gold/60",
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={cn("size-4 transition-transform", navShown && "rotate-180")}
      >
        <path fill="currentColor" d="M5.2 7.5 10 12.3l4.8-4.8 1.2 1.2-6 6-6-6z" />
      </svg>
      <span className="hidden sm:inline">{navShown ? t("header.hideNav") : t("header.showNav")}</span>
      <span className="sr-only sm:hidden">{navShown ? t("header.hideNav") : t("header.showNav")}</span>
    </button>
  );
}

/**
 * The lottery pages' header strip, the site header's one lazy import of this feature: popular
 * numbers, and on /lottery (`navShown` not null) the navigation toggle.
 */
export default function LotteryHeaderStrip({
  pathname,
  navShown,
  onToggleNav,
}: {
  pathname: string;
  navShown: boolean | null;
  onToggleNav: () => void;
}) {
  return (
    <PopularNumbersStrip
      pathname={pathname}
      trailing={
        navShown !== null && <HeaderNavToggle navShown={navShown} onToggle={onToggleNav} controls="header-nav" />
      }
    />
  );
}
