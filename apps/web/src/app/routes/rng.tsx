import { SlotsLobby } from "../../features/games/components/slots-lobby";

/** /rng: the slots lobby; `?page=<vassalage>` selects the vendor tab (spec §2), none means "All". */
export default function RngRoute() {
  return <SlotsLobby />;
}
