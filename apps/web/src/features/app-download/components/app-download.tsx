import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { usePermissionValue } from "../../../lib/queries/permission";
import { availablePlatforms, initialPlatform, type PlatformKey } from "../utils/platforms";
import { AppHighlights } from "./app-highlights";
import { PlatformTabs } from "./platform-tabs";

/**
 * /app (inside the site) and /download (standalone, where the app links and QR codes point):
 * a tab per published platform with its QR code, download link and install steps.
 * The address hash names the open tab, so `/download#android` opens Android.
 */
export function AppDownload({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation("download");
  const { resources, site } = usePermissionValue();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const platforms = availablePlatforms(resources);
  const selected = initialPlatform(platforms, hash, navigator.userAgent);

  function select(key: PlatformKey) {
    void navigate({ hash: key }, { replace: true, preventScrollReset: true });
  }

  const content = selected ? (
    <PlatformTabs platforms={platforms} selected={selected} onSelect={select} />
  ) : (
    <EmptyState
      title={t("empty.title")}
      description={t("empty.text")}
      action={
        <Link to="/index" className={buttonClasses()}>
          {t("backHome")}
        </Link>
      }
    />
  );

  if (!standalone) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <PageHeader
          className="mb-8"
          eyebrow={t("eyebrow")}
          title={t("title", { brand: site.brandName })}
          subtitle={t("subtitle")}
        >
          <AppHighlights />
        </PageHeader>
        {content}
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh w-full flex-col">
      <header className="lotus-hero relative isolate overflow-hidden border-b border-line">
        <div className="mx-auto max-w-6xl px-4 pt-5 pb-10 sm:px-6 sm:pb-14">
          <Link to="/index" className="inline-flex items-center gap-2 rounded-full text-fg">
            <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 text-gold">
              <path
                fill="currentColor"
                d="M32 12c6 8 8 15 0 28-8-13-6-20 0-28zM14 26c9 1 14 6 18 16-11-2-16-7-18-16zm36 0c-2 9-7 14-18 16 4-10 9-15 18-16zM12 44c8-3 14-2 20 4-8 3-14 2-20-4zm40 0c-6 6-12 7-20 4 6-6 12-7 20-4z"
              />
            </svg>
            <span className="font-display text-xl font-bold">{site.brandName}</span>
            <span className="sr-only">{t("backHome")}</span>
          </Link>
          <div className="mt-8 max-w-2xl sm:mt-12">
            <p className="mb-2 text-xs font-bold tracking-[0.2em] text-gold uppercase">{t("eyebrow")}</p>
            <h1 className="font-display text-3xl leading-tight font-bold text-fg sm:text-5xl">
              {t("title", { brand: site.brandName })}
            </h1>
            <p className="mt-4 text-base text-fg-muted sm:text-lg">{t("subtitle")}</p>
            <div className="mt-6">
              <AppHighlights />
            </div>
          </div>
        </div>
      </header>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{content}</div>
      <footer className="border-t border-line py-6 text-center text-sm text-fg-muted">
        <Link to="/index" className="font-semibold text-gold hover:underline">
          {t("backHome")}
        </Link>
      </footer>
    </div>
  );
}
