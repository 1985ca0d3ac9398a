import { SeamlessPage } from "../../features/games/components/seamless-page";

/** /seamless (page group seamless, header only): seamless-wallet games (spec §2). */
export default function SeamlessRoute() {
  return <SeamlessPage />;
}
