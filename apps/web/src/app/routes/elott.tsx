import { CategoryPage } from "../../features/games/components/category-page";

/** /elott: the ELOTT lane's vendors. */
export default function ElottRoute() {
  return <CategoryPage category="ELOTT" />;
}
