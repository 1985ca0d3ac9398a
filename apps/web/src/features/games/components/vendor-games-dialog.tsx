import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameEntry, Room, VendorCard as Vendor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ChevronLeftIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { useRoomList } from "../api/get-room-list";
import { useVendorGames } from "../api/get-vendor-games";
import { opensList } from "../utils/lobby-rules";
import { GameTile } from "./game-tile";
import { LoadFailed, LoadingGrid } from "./lobby-states";
import { RoomList } from "./room-list";

/** Cards shown at first, and added by each "show more" (a big vendor has hundreds of games). */
export const GAMES_PAGE = 48;

/** A list in the dialog: the vendor's own, or a VASSALAGE entry's. */
type ListRef = { vassalage: string; name: string };

function GameGrid({ list, onChoose }: { list: ListRef; onChoose: (game: GameEntry) => void }) {
  const { t } = useTranslation(["games", "common"]);
  const games = useVendorGames(list.vassalage);
  const [shown, setShown] = useState(GAMES_PAGE);
  if (!games.data) {
    return games.isError ? (
      <LoadFailed title={t("empty.errorTitle")} onRetry={() => void games.refetch()} />
    ) : (
      <LoadingGrid
        count={6}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        itemClassName="aspect-[4/5] w-full rounded-xl"
      />
    );
  }
  if (games.data.length === 0) {
    return <EmptyState title={t("vendorGames.emptyTitle")} description={t("vendorGames.emptyBody")} />;
  }
  const visible = games.data.slice(0, shown);
  return (
    <>
      <ul
        aria-label={t("vendorGames.listLabel", { name: list.name })}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {visible.map((game) => (
          <li key={game.gameId}>
            <GameTile game={game} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      {games.data.length > shown && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-xs text-fg-muted" aria-live="polite">
            {t("vendorGames.shownOf", { shown: visible.length, total: games.data.length })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + GAMES_PAGE)}>
            {t("vendorGames.showMore")}
          </Button>
        </div>
      )}
    </>
  );
}

function VendorRooms({ vendor, onJoin }: { vendor: Vendor; onJoin: (room: Room) => void }) {
  const { t } = useTranslation("games");
  const rooms = useRoomList(vendor.vassalage);
  const games = useVendorGames(vendor.vassalage);
  if (!rooms.data || rooms.data.length === 0) return null;
  const gameNames = new Map((games.data ?? []).map((game) => [game.gameId, game.gameName]));
  return (
    <section aria-labelledby="vendor-rooms-heading" className="mb-6">
      <h3 id="vendor-rooms-heading" className="mb-3 text-sm font-bold tracking-wide text-gold uppercase">
        {t("rooms.heading")}
      </h3>
      <RoomList
        rooms={rooms.data}
        vendorNames={new Map([[vendor.vassalage, vendor.displayName]])}
        gameNames={gameNames}
        inDialog
        onJoin={onJoin}
        headingId="vendor-rooms-heading"
      />
    </section>
  );
}

/**
 * A vendor's sub-game list (GCSGAME_gameList?vassalage=…) in a dialog: game cards that launch,
 * VASSALAGE entries that open their own list (with a way back), and for PVP vendors their rooms.
 */
export function VendorGamesDialog({
  vendor,
  withRooms,
  onClose,
  onLaunch,
  onJoinRoom,
}: {
  vendor: Vendor | null;
  withRooms: boolean;
  onClose: () => void;
  onLaunch: (game: GameEntry) => void;
  onJoinRoom: (room: Room) => void;
}) {
  const { t } = useTranslation("games");
  const [stack, setStack] = useState<ListRef[]>([]);
  const [forVendor, setForVendor] = useState<string | null>(null);
  if ((vendor?.vassalage ?? null) !== forVendor) {
    setForVendor(vendor?.vassalage ?? null);
    setStack([]);
  }
  const root: ListRef | null = vendor ? { vassalage: vendor.vassalage, name: vendor.displayName } : null;
  const current = stack.at(-1) ?? root;

  const choose = (game: GameEntry) => {
    if (current && opensList(game, current.vassalage)) {
      setStack((s) => [...s, { vassalage: game.vassalage, name: game.gameName }]);
      return;
    }
    onLaunch(game);
  };

  return (
    <Modal
      open={vendor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current?.name ?? ""}
      description={vendor && stack.length === 0 ? t("vendor.games", { count: vendor.gameCount }) : undefined}
    >
      {stack.length > 0 && (
        <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={() => setStack((s) => s.slice(0, -1))}>
          <ChevronLeftIcon className="size-4" />
          {t("vendorGames.back", { name: (stack.at(-2) ?? root)?.name ?? "" })}
        </Button>
      )}
      {vendor && withRooms && stack.length === 0 && <VendorRooms vendor={vendor} onJoin={onJoinRoom} />}
      {current && (
        <>
          {withRooms && stack.length === 0 && (
            <h3 className="mb-3 text-sm font-bold tracking-wide text-gold uppercase">
              {t("vendorGames.gamesHeading")}
            </h3>
          )}
          <GameGrid key={current.vassalage} list={current} onChoose={choose} />
        </>
      )}
    </Modal>
  );
}
