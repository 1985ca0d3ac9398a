import { UpcomingNote } from "../../features/coming-soon/components/upcoming-note";
import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";
import { PromotionCards } from "../../features/notices/components/promotion-cards";

/** Until the promotions centre arrives, the promotion notices stand in for it. */
export default function PromotionsRoute() {
  return (
    <UpcomingPage page="promotions">
      <UpcomingNote page="promotions" />
      <PromotionCards />
    </UpcomingPage>
  );
}
