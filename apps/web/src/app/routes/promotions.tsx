import { FortuneLinks } from "../../features/fortune";
import { PromotionsPage } from "../../features/promotions/components/promotions-page";

/** /promotions (spec §2): the promotions centre. */
export default function PromotionsRoute() {
  return <PromotionsPage featured={<FortuneLinks />} />;
}
