import { ElottPage } from "../../features/lottery/components/elott-page";

/** /elott: the fast lottery games (EL1, EL3, EL5). */
export default function ElottRoute() {
  return <ElottPage />;
}
