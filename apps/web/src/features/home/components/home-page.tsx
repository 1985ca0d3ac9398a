import { lazy, useEffect, useState, type ComponentType } from "react";
import type { Notice } from "@lotus/contracts/web";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { Skeleton } from "../../../components/ui/skeleton";
import { useAnnouncements } from "../../../lib/queries/announcements";
import { useAccountDialog, useMemberCentrePage } from "../../../lib/account-dialogs";
import { nextPopup } from "../utils/popup-schedule";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { usePermissionValue } from "../../../lib/queries/permission";
import { AppTeaser } from "./app-teaser";
import { BannerCarousel } from "./banner-carousel";
import { CategoryTiles } from "./category-tiles";
import { HotGames } from "./hot-games";
import { HotVendors } from "./hot-vendors";
import { NoticeMarquee } from "./notice-marquee";
import { PopupNotice } from "./popup-notice";
import { PromoTeasers } from "./promo-teasers";
import { WhenVisible } from "./when-visible";

// Below the fold: loaded when the member scrolls near it. A failed chunk leaves the board out.
const RankBoard = lazy<ComponentType>(() =>
  import("./rank-board").then(
    (module) => ({ default: module.RankBoard }),
    () => ({ default: () => null }),
  ),
);

/**
 * The first popup notice not yet shown in this session (the list changes with the login: a member's
 * own popup follows the visitor's one without a reload).
 */
function firstPopupToShow(popups: Notice[]): Notice | undefined {
  try {
    return nextPopup(popups, sessionStorage, localStorage, new Date());
  } catch {
    return undefined;
  }
}

/** /index: banners, announcements, the popup notice, categories, hot games and vendors, the winners board and teasers. */
export function HomePage() {
  const { t } = useTranslation("home");
  const { site } = usePermissionValue();
  const announcements = useAnnouncements();
  const vendors = useGameVendors();
  const notices = announcements.data;
  // One popup at a time: the first not yet shown; when it closes, the next (if any) follows.
  const [popup, setPopup] = useState<Notice | undefined>();
  // Never from a previous viewer's answer kept while the new one loads (a member's popup after logout).
  // It waits while an account dialog (the welcome after a login) or the member centre is open.
  const accountDialog = useAccountDialog();
  const memberCentre = useMemberCentrePage();
  const busy = accountDialog !== null || memberCentre !== null;
  const candidate =
    popup || busy || !notices || announcements.isPlaceholderData ? undefined : firstPopupToShow(notices.popup);
  useEffect(() => {
    if (candidate) setPopup(candidate);
  }, [candidate]);

  return (
    <PageContainer className="grid grid-cols-1 gap-8 lg:gap-12">
      <h1 className="sr-only">{t("title", { brand: site.brandName })}</h1>
      <div className="grid gap-4">
        {notices ? (
          notices.banners.length > 0 && <BannerCarousel banners={notices.banners} />
        ) : (
          <Skeleton className="aspect-[4/3] w-full sm:aspect-[3/1]" />
        )}
        {notices && notices.player.length > 0 && <NoticeMarquee notices={notices.player} />}
      </div>
      {vendors.data ? (
        vendors.data.length > 0 ? (
          <>
            <CategoryTiles lanes={vendors.data} />
            <HotGames />
            <HotVendors lanes={vendors.data} />
          </>
        ) : (
          <EmptyState title={t("categories.emptyTitle")} description={t("categories.emptyBody")} />
        )
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7" aria-hidden="true">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      )}
      <WhenVisible placeholderClassName="h-[28rem] w-full lg:h-96">
        <RankBoard />
      </WhenVisible>
      {notices && <PromoTeasers promotions={notices.promotion} />}
      <AppTeaser />
      {popup && <PopupNotice key={popup.id} notice={popup} onClosed={() => setPopup(undefined)} />}
    </PageContainer>
  );
}
