import { GameFramePage } from "../../features/launch/components/game-frame-page";
import { BonusMeter } from "../../features/promotions/components/bonus-meter";

/** /game (page group byIframe, header only): the launched game in its frame (spec §2) with the wagering meter. */
export default function GameRoute() {
  return <GameFramePage meter={(game) => <BonusMeter gameId={game.gameId} />} />;
}
