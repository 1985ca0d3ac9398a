import { GameFramePage } from "../../features/launch/components/game-frame-page";

/** /game (page group byIframe, header only): the launched game in its frame (spec §2). */
export default function GameRoute() {
  return <GameFramePage />;
}
