import { CategoryPage } from "../../features/games/components/category-page";

/** /fish: the FISH lane's vendors. */
export default function FishRoute() {
  return <CategoryPage category="FISH" />;
}
