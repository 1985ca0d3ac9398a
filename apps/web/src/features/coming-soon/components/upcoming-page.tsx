import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";

/** Pages whose full content arrives in a later issue; their texts live in the "pages" namespace. */
export type UpcomingPageKey = "promotions" | "promoDetail" | "pointMall" | "seamless" | "game";

const HIGHLIGHT_COUNT = 3;

/**
 * A page registered ahead of its content: the localized heading, then either what the page can
 * already show (`children`) or an honest "opens soon" panel with a way back home.
 */
export function UpcomingPage({ page, children }: { page: UpcomingPageKey; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        className="mb-8"
        eyebrow={t(`${page}.eyebrow`)}
        title={t(`${page}.title`)}
        subtitle={t(`${page}.subtitle`)}
      />
      {children ?? <ComingSoonPanel page={page} />}
    </div>
  );
}

function ComingSoonPanel({ page }: { page: UpcomingPageKey }) {
  const { t } = useTranslation("pages");
  return (
    <Card className="relative overflow-hidden px-6 py-10 text-center sm:px-12 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-gold/10 blur-3xl"
      />
      <span className="relative inline-flex items-center gap-2 rounded-full border border-gold/50 bg-bg-elevated px-4 py-1.5 text-sm font-semibold text-fg">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 text-gold"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" strokeLinecap="round" />
        </svg>
        {t("comingSoon.badge")}
      </span>
      <h2 className="relative mt-5 font-display text-2xl font-bold text-fg sm:text-3xl">{t("comingSoon.title")}</h2>
      <p className="relative mx-auto mt-3 max-w-xl text-fg-muted">{t("comingSoon.text")}</p>
      <h3 className="relative mt-8 text-sm font-semibold tracking-[0.15em] text-fg-muted uppercase">
        {t("comingSoon.expect")}
      </h3>
      <ul className="relative mx-auto mt-4 grid max-w-3xl gap-3 text-left sm:grid-cols-3">
        {Array.from({ length: HIGHLIGHT_COUNT }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-xl border border-line bg-surface-2 p-4 text-sm text-fg">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-jade"
              fill="currentColor"
            >
              <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-1.2 12.3L5 10l1.4-1.4 2.4 2.4 4.8-4.8L15 7.6z" />
            </svg>
            <span>{t(`${page}.highlights.${index}`)}</span>
          </li>
        ))}
      </ul>
      <Link to="/index" className={buttonClasses({ size: "lg", className: "relative mt-10" })}>
        {t("comingSoon.backHome")}
      </Link>
    </Card>
  );
}
