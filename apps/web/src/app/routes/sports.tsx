import { CategoryPage } from "../../features/game-lobby/components/category-page";

/** /sports: the SPORTS lane's vendors. */
export default function SportsRoute() {
  return <CategoryPage category="SPORTS" />;
}
