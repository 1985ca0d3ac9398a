import { GameFramePage } from "../../features/launch/components/game-frame-page";
import { BonusMeter } from "../../features/promotions/components/bonus-meter";
import { SessionBar } from "../../features/protection/components/session-bar";

/**
 * /game (page group byIframe, header only): the launched game in its frame (spec §2) with the session's
 * time and net position always in view (responsible gaming, issue 16) and the wagering meter.
 */
export default function GameRoute() {
  return (
    <GameFramePage
      meter={(game) => (
        <>
          <SessionBar />
          <BonusMeter gameId={game.gameId} />
        </>
      )}
    />
  );
}
