import { CategoryPage } from "../../features/game-lobby/components/category-page";

/** /elott: the ELOTT lane's vendors. */
export default function ElottRoute() {
  return <CategoryPage category="ELOTT" />;
}
