import { CategoryPage } from "../../features/game-lobby/components/category-page";

/** /fish: the FISH lane's vendors. */
export default function FishRoute() {
  return <CategoryPage category="FISH" />;
}
