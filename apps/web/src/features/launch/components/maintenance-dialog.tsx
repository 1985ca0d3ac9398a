import { useTranslation } from "react-i18next";
import type { GameEntry } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Skeleton } from "../../../components/ui/skeleton";
import { PlayIcon } from "../../../components/ui/icons";
import type { GameLaunchRequest } from "../../../lib/game-launch";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";
import { useRecommendedGames } from "../api/recommended-games";

/**
 * The game-in-maintenance recommendation (spec §2 modals, §8 "game under maintenance, see other
 * games"): the game cannot be played now; OK closes, or one of a few hot games of the same
 * category launches instead.
 */
export function MaintenanceDialog({
  request,
  onClose,
  onPlay,
}: {
  request: GameLaunchRequest | null;
  onClose: () => void;
  onPlay: (game: GameEntry) => void;
}) {
  const { t } = useTranslation("launch");
  const permission = usePermissionValue();
  const open = request !== null;
  const { games, isLoading } = useRecommendedGames(request?.vassalage ?? "", request?.gameId, open);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("maintenance.title")}
      description={t("maintenance.body", { name: request?.gameName ?? "" })}
      footer={
        <Button data-testid="game-maintenance-ok" onClick={onClose}>
          {t("maintenance.ok")}
        </Button>
      }
    >
      <div data-testid="game-maintenance-dialog">
        {(isLoading || games.length > 0) && (
          <h3 id="maintenance-recommended" className="mb-3 text-sm font-semibold text-fg">
            {t("maintenance.recommended")}
          </h3>
        )}
        {isLoading ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-square w-full rounded-xl" />
            ))}
          </div>
        ) : games.length > 0 ? (
          <ul aria-labelledby="maintenance-recommended" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {games.map((game) => (
              <li key={game.gameId}>
                <button
                  type="button"
                  data-testid="game-maintenance-recommended"
                  onClick={() => onPlay(game)}
                  aria-label={t("maintenance.playNamed", { name: game.gameName })}
                  className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border border-line bg-surface text-left transition-colors hover:border-gold/70 focus-visible:border-gold"
                >
                  <span className="relative block aspect-square w-full overflow-hidden bg-surface-2">
                    <img
                      src={imageUrl(permission, game.thumbnail)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition-transform duration-200 group-hover:scale-105"
                    />
                    <span className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-gold-fill text-on-gold shadow-card">
                      <PlayIcon className="size-3.5" />
                    </span>
                  </span>
                  <span className="block p-2">
                    <span className="line-clamp-2 text-sm font-semibold text-fg">{game.gameName}</span>
                    <span className="block truncate text-xs text-fg-muted">{game.vendorName}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">{t("maintenance.noRecommendation")}</p>
        )}
      </div>
    </Modal>
  );
}
