import { useSearchParams } from "react-router";
import { PromotionDetailPage } from "../../features/promotions/components/promotion-detail-page";

/** /promoDetail?id= (spec §2): one promotion of the centre, named by its id. */
export default function PromoDetailRoute() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get("id");
  return <PromotionDetailPage id={id !== null && /^[0-9]{1,18}$/.test(id) ? id : null} />;
}
