import { CategoryPage } from "../../features/games/components/category-page";

/** /esports: the ESPORTS lane's vendors. */
export default function EsportsRoute() {
  return <CategoryPage category="ESPORTS" />;
}
