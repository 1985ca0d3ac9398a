import { useTranslation } from "react-i18next";
import { formatMinor, type Room } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { useLanguage } from "../../../lib/i18n";
import { occupancy } from "../utils/lobby-rules";

/** Rooms grouped by their game, in the order the server listed them. */
export function groupRooms(rooms: readonly Room[]): { gameId: number; vassalage: string; rooms: Room[] }[] {
  const groups = new Map<number, { gameId: number; vassalage: string; rooms: Room[] }>();
  for (const room of rooms) {
    let group = groups.get(room.gameId);
    if (!group) {
      group = { gameId: room.gameId, vassalage: room.vassalage, rooms: [] };
      groups.set(room.gameId, group);
    }
    group.rooms.push(room);
  }
  return [...groups.values()];
}

function RoomCard({ room, onJoin }: { room: Room; onJoin: (room: Room) => void }) {
  const { t } = useTranslation("games");
  const language = useLanguage();
  const maintenance = room.isNew === 1;
  const full = room.players >= room.seats;
  return (
    <article
      aria-labelledby={`room-${room.roomId}-name`}
      data-testid="pvp-room"
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <h4 id={`room-${room.roomId}-name`} className="min-w-0 flex-1 truncate font-semibold text-fg">
          {room.roomName}
        </h4>
        {maintenance && (
          <span className="shrink-0 rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg-muted">
            {t("vendorGames.maintenance")}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-fg-muted">{t("rooms.stakes")}</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {t("rooms.stakeRange", {
              min: formatMinor(room.minBet, language),
              max: formatMinor(room.maxBet, language),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t("rooms.players")}</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {t("rooms.seatsTaken", { players: room.players, seats: room.seats })}
          </dd>
        </div>
      </dl>
      <div className="flex items-center gap-3">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
          <div
            className={cn("h-full rounded-full", full ? "bg-brand" : "bg-gold-fill")}
            style={{ width: `${Math.round(occupancy(room) * 100)}%` }}
          />
        </div>
        <Button
          size="sm"
          variant={maintenance ? "secondary" : "primary"}
          data-testid="pvp-room-join"
          onClick={() => onJoin(room)}
          aria-label={t("rooms.joinNamed", { name: room.roomName })}
        >
          {t("rooms.join")}
        </Button>
      </div>
    </article>
  );
}

/**
 * PVP rooms (GLS2_roomList) grouped by game: the game and its vendor, then each room's name,
 * stakes, players and seats, and "Join", which launches the room's game at that table (roomId).
 */
export function RoomList({
  rooms,
  vendorNames,
  gameNames,
  onJoin,
  headingId,
  inDialog = false,
}: {
  rooms: Room[];
  vendorNames: ReadonlyMap<string, string>;
  gameNames: ReadonlyMap<number, string>;
  onJoin: (room: Room) => void;
  headingId: string;
  /** In a 600 px dialog: at most two rooms a row. */
  inDialog?: boolean;
}) {
  return (
    <ul aria-labelledby={headingId} className="grid gap-6">
      {groupRooms(rooms).map((group) => {
        const id = `${headingId}-game-${group.gameId}`;
        return (
          <li key={group.gameId}>
            <section aria-labelledby={id}>
              <h3 id={id} className="mb-3 flex flex-wrap items-baseline gap-x-2 font-semibold text-fg">
                {gameNames.get(group.gameId) ?? group.rooms[0]!.roomName}
                {!inDialog && (
                  <span className="text-sm font-normal text-fg-muted">
                    {vendorNames.get(group.vassalage) ?? group.vassalage}
                  </span>
                )}
              </h3>
              <ul className={cn("grid gap-3 sm:grid-cols-2", !inDialog && "lg:grid-cols-3")}>
                {group.rooms.map((room) => (
                  <li key={room.roomId}>
                    <RoomCard room={room} onJoin={onJoin} />
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
