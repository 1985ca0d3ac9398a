import { useState } from "react";
import type { GameEntry, Room, VendorCard as Vendor } from "@lotus/contracts/web";
import { requestGameLaunch } from "../../../lib/game-launch";

/**
 * The vendor whose games dialog is open, and the launches from it: a game or a room closes the
 * dialog and goes through requestGameLaunch (login first, maintenance, loader, /game).
 */
export function useVendorLaunch() {
  const [openVendor, setOpenVendor] = useState<Vendor | null>(null);
  const launchGame = (game: GameEntry) => {
    setOpenVendor(null);
    requestGameLaunch({
      gameId: game.gameId,
      vassalage: game.vassalage,
      gameName: game.gameName,
      underMaintenance: game.isNew === 1,
    });
  };
  const joinRoom = (room: Room) => {
    setOpenVendor(null);
    requestGameLaunch({
      roomId: room.roomId,
      vassalage: room.vassalage,
      gameName: room.roomName,
      underMaintenance: room.isNew === 1,
    });
  };
  return { openVendor, setOpenVendor, launchGame, joinRoom };
}
