import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notice } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../../components/ui/icons";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { useReducedMotion } from "../hooks/use-reduced-motion";

const ADVANCE_MS = 6000;

/**
 * The home banners (notices of type B). Advances by itself unless the visitor hovers or focuses
 * it, pauses it, or prefers reduced motion; prev/next and one dot per banner.
 */
export function BannerCarousel({ banners }: { banners: Notice[] }) {
  const { t } = useTranslation("home");
  const permission = usePermissionValue();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const autoplay = count > 1 && !reducedMotion && !paused;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (!autoplay || hovered || focused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoplay, hovered, focused, count, current]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription={t("banners.carousel")}
      aria-label={t("banners.label")}
      className="lotus-banner relative overflow-hidden rounded-card border border-line bg-surface shadow-card"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
    >
      <div className="relative aspect-[4/3] sm:aspect-[3/1]">
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t("banners.slide")}
            aria-label={t("banners.position", { current: i + 1, total: count })}
            aria-hidden={i !== current}
            inert={i !== current}
            className={cn(
              "absolute inset-0 transition-opacity duration-700",
              i === current ? "opacity-100" : "pointer-events-none opacity-0",
            )}
          >
            <img
              src={imageUrl(permission, banner.imageUrl)}
              alt=""
              width={1200}
              height={400}
              fetchPriority={i === 0 ? "high" : "low"}
              loading={i === 0 ? "eager" : "lazy"}
              className="absolute inset-0 size-full object-cover object-[70%_center]"
            />
            <div className="lotus-banner-shade absolute inset-0" />
            <div className="relative flex h-full max-w-[640px] flex-col justify-end gap-2 p-5 sm:justify-center sm:gap-3 sm:p-12">
              <h2 className="font-display text-2xl leading-tight font-bold text-white drop-shadow sm:text-4xl lg:text-5xl">
                {banner.title}
              </h2>
              <p className="max-w-md text-sm text-white/90 sm:text-lg">{banner.content}</p>
              {banner.linkUrl && (
                <Link to={banner.linkUrl} className={buttonClasses({ variant: "gold", className: "mt-2 self-start" })}>
                  {t("banners.cta")}
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className="absolute top-3 right-3 flex items-center gap-1.5 sm:top-auto sm:right-5 sm:bottom-5">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t("banners.previous")}
            className="lotus-banner-control"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <div className="flex items-center gap-1 px-1">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t("banners.goTo", { current: i + 1, total: count })}
                aria-current={i === current}
                className="grid size-6 cursor-pointer place-items-center"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full transition-all",
                    i === current ? "w-6 bg-gold-fill" : "w-2 bg-white/60",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t("banners.next")}
            className="lotus-banner-control"
          >
            <ChevronRightIcon className="size-5" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t("banners.play") : t("banners.pause")}
              className="lotus-banner-control"
            >
              {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
