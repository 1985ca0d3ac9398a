import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { GameEntry } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { FlameIcon } from "../../../components/ui/icons";
import { SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { requestGameLaunch } from "../../../lib/game-launch";
import { useHotGames } from "../../../lib/queries/games";
import { imageUrl, usePermissionValue } from "../../../lib/queries/permission";

function launch(game: GameEntry) {
  requestGameLaunch({
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameName: game.gameName,
    underMaintenance: game.isNew === 1,
  });
}

/** GCSGAME_hotGamesV2 (spec §3, isPlatform 2) as a strip of games that launch in one tap. */
export function HotGames() {
  const { t } = useTranslation(["home", "common"]);
  const permission = usePermissionValue();
  const hot = useHotGames(permission.site.merchantCode);
  // One image URL per game for the page's life (imageUrl draws a CDN host at random).
  const images = useMemo(
    () => new Map((hot.data ?? []).map((game) => [game.gameId, imageUrl(permission, game.thumbnail)])),
    [hot.data, permission],
  );
  if (hot.data?.length === 0) return null;

  return (
    <section aria-labelledby="home-hot-games" data-testid="hot-games">
      <SectionHeading
        id="home-hot-games"
        title={
          <>
            {t("hotGames.title")}
            <FlameIcon className="size-6" />
          </>
        }
        action={
          <Link to="/rng" className="text-sm font-semibold text-gold hover:underline">
            {t("hotGames.all")}
          </Link>
        }
      />
      {hot.data ? (
        <ul className="lotus-scroll-x -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {hot.data.map((game) => (
            <li key={game.gameId} className="w-32 shrink-0 snap-start sm:w-40">
              <button
                type="button"
                onClick={() => launch(game)}
                className="group block w-full cursor-pointer overflow-hidden rounded-xl border border-line bg-surface text-left shadow-card transition-[border-color] duration-150 hover:border-gold/70"
              >
                <span className="relative block aspect-square overflow-hidden bg-surface-2">
                  <img
                    src={images.get(game.gameId)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={160}
                    height={160}
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                  {game.isNew === 1 && (
                    <span className="absolute top-1.5 left-1.5 rounded-full bg-black/80 px-2 py-0.5 text-[11px] font-bold text-white">
                      {t("hotGames.maintenance")}
                    </span>
                  )}
                </span>
                <span className="block px-2.5 py-2">
                  <span className="block truncate text-sm font-semibold text-fg">{game.gameName}</span>
                  <span className="block text-xs leading-snug break-words text-fg-muted">{game.vendorName}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : hot.isError ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          {t("hotGames.error")}
          <Button size="sm" variant="secondary" onClick={() => void hot.refetch()}>
            {t("common:actions.retry")}
          </Button>
        </p>
      ) : (
        <div className="flex gap-3 overflow-hidden" aria-hidden="true">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-48 w-32 shrink-0 rounded-xl sm:h-56 sm:w-40" />
          ))}
        </div>
      )}
    </section>
  );
}
