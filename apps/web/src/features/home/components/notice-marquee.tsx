import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { MegaphoneIcon, PauseIcon, PlayIcon } from "../../../components/ui/icons";
import { useReducedMotion } from "../hooks/use-reduced-motion";

/**
 * The player announcements (notices of type PL) scrolling in a strip. It stops on hover, focus
 * or the pause button; screen readers get the whole text once (the loop copy is hidden).
 */
export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation("home");
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused;
  const items = notices.map((notice) => (
    <li key={notice.id} className="flex shrink-0 items-center gap-2 pr-16">
      <span className="font-semibold text-gold">{notice.title}:</span>
      <span className="text-fg">{notice.content}</span>
    </li>
  ));
  return (
    <section
      aria-label={t("marquee.label")}
      className="flex h-12 items-center gap-3 overflow-hidden rounded-full border border-line bg-surface/80 pr-1.5 pl-4"
    >
      <MegaphoneIcon className="size-5 shrink-0 text-gold" />
      <div className={cn("lotus-marquee min-w-0 flex-1 overflow-hidden", !moving && "lotus-marquee-still")}>
        <div className="lotus-marquee-track flex w-max text-sm">
          <ul className="flex">{items}</ul>
          {moving && (
            <ul className="flex" aria-hidden="true">
              {items}
            </ul>
          )}
        </div>
      </div>
      <Link
        to="/noticePage"
        className="hidden shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-gold hover:bg-surface-2 sm:block"
      >
        {t("marquee.all")}
      </Link>
      {!reducedMotion && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t("marquee.play") : t("marquee.pause")}
          className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
        >
          {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
      )}
    </section>
  );
}
