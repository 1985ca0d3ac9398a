import { CategoryPage } from "../../features/games/components/category-page";

/** /sports: the SPORTS lane's vendors. */
export default function SportsRoute() {
  return <CategoryPage category="SPORTS" />;
}
