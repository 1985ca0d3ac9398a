import { VipOverview } from "../../features/vip/components/vip-overview";

export default function VipRoute() {
  return <VipOverview />;
}
