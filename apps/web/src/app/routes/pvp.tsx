import { CategoryPage } from "../../features/game-lobby/components/category-page";

/** /pvp: the PVP lane's vendors. */
export default function PvpRoute() {
  return <CategoryPage category="PVP" />;
}
