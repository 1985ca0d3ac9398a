import type { GameEntry } from "@lotus/contracts/web";
import { SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { GameCard, type CardLabels } from "./game-card";

/**
 * A titled horizontal strip of games ("My games", "Favorites") above the grid. Hidden when the
 * member has none; skeleton cards while it loads.
 */
export function GameStrip({
  id,
  title,
  games,
  loading,
  labels,
  imageSrc,
  favoriteIds,
  onLaunch,
  onToggleFavorite,
}: {
  id: string;
  title: string;
  games: readonly GameEntry[] | undefined;
  loading: boolean;
  labels: CardLabels;
  imageSrc: (game: GameEntry) => string;
  favoriteIds: ReadonlySet<number> | null;
  onLaunch: (game: GameEntry) => void;
  onToggleFavorite: (game: GameEntry, favorite: boolean) => void;
}) {
  if (!loading && (!games || games.length === 0)) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} className="mb-3" />
      {games ? (
        <ul className="lotus-scroll-x -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {games.map((game) => (
            <li key={game.gameId} className="h-[202px] w-36 shrink-0 snap-start">
              <GameCard
                game={game}
                imageSrc={imageSrc(game)}
                labels={labels}
                favorite={favoriteIds ? favoriteIds.has(game.gameId) : null}
                onLaunch={onLaunch}
                onToggleFavorite={onToggleFavorite}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex gap-3 overflow-hidden" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-[202px] w-36 shrink-0" />
          ))}
        </div>
      )}
    </section>
  );
}
