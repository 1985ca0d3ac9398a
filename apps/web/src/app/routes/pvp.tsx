import { CategoryPage } from "../../features/games/components/category-page";

/** /pvp: the PVP lane's vendors. */
export default function PvpRoute() {
  return <CategoryPage category="PVP" />;
}
