import { CategoryPage } from "../../features/game-lobby/components/category-page";

/** /rng: slot vendors as tabs; `?page=<vassalage>` selects the tab (spec §2). */
export default function RngRoute() {
  return <CategoryPage category="RNG" tabs />;
}
