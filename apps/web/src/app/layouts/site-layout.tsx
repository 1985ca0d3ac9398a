import { Suspense } from "react";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../components/ui/cn";
import { PageSkeleton } from "../../components/ui/skeleton";
import { SiteFooter } from "../../features/footer/components/site-footer";
import { SideMenu } from "../../features/side-menu/components/side-menu";
import { SiteHeader } from "./site-header";

/**
 * The layouts of spec §2: full (header, footer, side menu), header and footer, header only, and
 * bare. Pages render inside `<main>`; they bring their own h1.
 */
export function SiteLayout({ header, footer, sideMenu }: { header: boolean; footer: boolean; sideMenu: boolean }) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-fill px-4 py-2 font-semibold text-on-gold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("actions.skipToContent")}
      </a>
      {header && <SiteHeader />}
      <main id="main" tabIndex={-1} className={cn("flex flex-1 flex-col outline-none", sideMenu && "xl:px-[120px]")}>
        <Suspense fallback={<PageSkeleton label={t("status.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      {footer && <SiteFooter />}
      {sideMenu && <SideMenu />}
    </div>
  );
}
