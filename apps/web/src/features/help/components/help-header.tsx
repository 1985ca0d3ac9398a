import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { usePermissionValue } from "../../../lib/queries/permission";

/**
 * The help centre's heading with the search box. Inside the site it is the usual page hero;
 * standalone (/helpmc, a small window without the site header) it carries the brand itself.
 */
export function HelpHeader({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const { t } = useTranslation("help");
  const { site } = usePermissionValue();

  if (!standalone) {
    return (
      <PageHeader className="mb-8" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")}>
        {children}
      </PageHeader>
    );
  }

  return (
    <header className="lotus-hero relative isolate mb-6 overflow-hidden border-b border-line">
      <div className="mx-auto max-w-5xl px-4 pt-4 pb-6 sm:px-6 sm:pt-6 sm:pb-8">
        <Link
          to="/index"
          className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-fg-muted hover:text-fg"
        >
          <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7 text-gold">
            <path
              fill="currentColor"
              d="M32 12c6 8 8 15 0 28-8-13-6-20 0-28zM14 26c9 1 14 6 18 16-11-2-16-7-18-16zm36 0c-2 9-7 14-18 16 4-10 9-15 18-16zM12 44c8-3 14-2 20 4-8 3-14 2-20-4zm40 0c-6 6-12 7-20 4 6-6 12-7 20-4z"
            />
          </svg>
          <span className="font-display text-lg font-bold text-fg">{site.brandName}</span>
          <span className="sr-only">{t("standalone.home")}</span>
        </Link>
        <h1 className="mt-4 font-display text-2xl font-bold text-fg sm:text-3xl">{t("title")}</h1>
        <p className="mt-1.5 text-sm text-fg-muted">{t("subtitle")}</p>
        <div className="mt-4">{children}</div>
      </div>
    </header>
  );
}
