import { WheelPage } from "../../features/fortune/components/wheel-page";

/** /luckyWheel: the lucky wheel (?wheel=<id>), or one spin's verification (?verify=<spin>). */
export default function LuckyWheelRoute() {
  return <WheelPage />;
}
