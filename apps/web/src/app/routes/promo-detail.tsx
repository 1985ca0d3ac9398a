import { useSearchParams } from "react-router";
import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";
import { PromotionCards } from "../../features/notices/components/promotion-cards";

/** `?id=` names the promotion notice to show in full; the others follow. */
export default function PromoDetailRoute() {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get("id"));
  return (
    <UpcomingPage page="promoDetail">
      <PromotionCards featuredId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </UpcomingPage>
  );
}
