import { CategoryPage } from "../../features/games/components/category-page";

/** /live: the LIVE lane's vendors. */
export default function LiveRoute() {
  return <CategoryPage category="LIVE" />;
}
