import { useTranslation } from "react-i18next";
import type { GameEntry } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { ChevronRightIcon, FlameIcon, PlayIcon } from "../../../components/ui/icons";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";

/**
 * A game of a vendor's sub-game list: thumbnail, name and badges; pressing it launches the game,
 * or opens the entry's own list when it is a VASSALAGE entry (spec §3). Games under maintenance
 * (isNew = 1) are dimmed; the launch overlay explains and recommends others.
 */
export function GameTile({ game, onChoose }: { game: GameEntry; onChoose: (game: GameEntry) => void }) {
  const { t } = useTranslation("games");
  const permission = usePermissionValue();
  const maintenance = game.isNew === 1;
  const list = game.isGame === "VASSALAGE";
  return (
    <button
      type="button"
      data-testid="vendor-game"
      data-game-id={game.gameId}
      onClick={() => onChoose(game)}
      aria-label={
        list
          ? t("vendorGames.openList", { name: game.gameName })
          : maintenance
            ? t("vendorGames.playMaintenance", { name: game.gameName })
            : t("vendor.playNamed", { name: game.gameName })
      }
      className={cn(
        "group flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-xl border border-line bg-surface text-left shadow-card",
        "transition-[border-color,transform] duration-150 hover:-translate-y-0.5 hover:border-gold/70 focus-visible:border-gold",
      )}
    >
      <span className="relative block aspect-square w-full shrink-0 overflow-hidden bg-surface-2">
        <img
          src={imageUrl(permission, game.thumbnail)}
          alt=""
          loading="lazy"
          decoding="async"
          width={200}
          height={200}
          className={cn(
            "size-full object-cover transition-transform duration-200 group-hover:scale-105",
            maintenance && "grayscale",
          )}
        />
        <span className="absolute top-1.5 left-1.5 flex flex-wrap gap-1">
          {game.isHot === 1 && (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-black/70 px-1.5 py-0.5 text-[11px] font-bold text-white">
              <FlameIcon className="size-3" />
              {t("vendor.hot")}
            </span>
          )}
          {maintenance && (
            <span className="rounded-full bg-black/75 px-1.5 py-0.5 text-[11px] font-bold text-white">
              {t("vendorGames.maintenance")}
            </span>
          )}
        </span>
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-gold-fill text-on-gold opacity-90 shadow-card transition-opacity group-hover:opacity-100"
        >
          {list ? <ChevronRightIcon className="size-4" /> : <PlayIcon className="size-3.5" />}
        </span>
      </span>
      <span className="block min-w-0 p-2">
        <span className="line-clamp-2 text-sm leading-snug font-semibold text-fg">{game.gameName}</span>
      </span>
    </button>
  );
}
