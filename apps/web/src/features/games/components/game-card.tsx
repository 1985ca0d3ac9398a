import { memo } from "react";
import type { GameEntry } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { FlameIcon } from "../../../components/ui/icons";

/** The card's texts, translated once by the lobby instead of once per card. */
export type CardLabels = {
  hot: string;
  recent: string;
  maintenance: string;
  rtp: (rtpBp: number) => string;
  addFavorite: (name: string) => string;
  removeFavorite: (name: string) => string;
};

export type GameCardProps = {
  game: GameEntry;
  imageSrc: string;
  labels: CardLabels;
  /** Null hides the heart (a strip of favorites, or no member features). */
  favorite: boolean | null;
  onLaunch: (game: GameEntry) => void;
  onToggleFavorite: (game: GameEntry, favorite: boolean) => void;
  /** Position in the virtual grid (keyboard navigation), or undefined outside it. */
  index?: number;
  /** False for every card but the grid's one Tab stop. */
  focusable?: boolean;
  /** While the member types: show only thumbnails already loaded (see `shownImages`). */
  deferImage?: boolean;
  className?: string;
};

/**
 * Thumbnails this page has loaded. Drawing a new SVG thumbnail costs far more than the search
 * and the render of a keystroke, so while the member types only these are shown; the others
 * appear when typing pauses.
 */
const shownImages = new Set<string>();

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        d="M12 20.2s-7.5-4.4-7.5-10a4.3 4.3 0 0 1 7.5-2.9 4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10-7.5 10z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A game in the lobby: a button that launches it (thumbnail, name, vendor, badges, RTP on hover or
 * focus) and, beside it, the favorite heart. Games under maintenance (isNew = 1, spec §3) are
 * dimmed but still open the launch overlay, which explains and recommends other games.
 */
export const GameCard = memo(function GameCard({
  game,
  imageSrc,
  labels,
  favorite,
  onLaunch,
  onToggleFavorite,
  index,
  focusable = true,
  deferImage = false,
  className,
}: GameCardProps) {
  const maintenance = game.isNew === 1;
  const showImage = !deferImage || shownImages.has(imageSrc);
  // One concise name for screen readers: "Rồng Vàng — Lotus Slots, Hot, RTP 96,50 %".
  const details = [
    game.vendorName,
    maintenance && labels.maintenance,
    game.isHot === 1 && labels.hot,
    game.isRecent === 1 && labels.recent,
    game.rtpBp > 0 && labels.rtp(game.rtpBp),
  ].filter(Boolean);
  const label = `${game.gameName} — ${details.join(", ")}`;
  const tabIndex = focusable ? 0 : -1;
  return (
    <div className={cn("group relative h-full", className)}>
      <button
        type="button"
        data-testid="game-card"
        data-game-id={game.gameId}
        data-card-index={index}
        tabIndex={tabIndex}
        aria-label={label}
        onClick={() => onLaunch(game)}
        className={cn(
          "flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-xl border border-line bg-surface text-left shadow-card",
          "transition-[border-color,transform] duration-150 hover:border-gold/70 focus-visible:border-gold",
          maintenance && "opacity-70",
        )}
      >
        <span className="relative block aspect-square w-full shrink-0 overflow-hidden bg-surface-2">
          {showImage && (
            <img
              src={imageSrc}
              alt=""
              loading="lazy"
              decoding="async"
              width={240}
              height={240}
              onLoad={() => shownImages.add(imageSrc)}
              className={cn(
                "size-full object-cover transition-transform duration-300 group-hover:scale-105",
                maintenance && "grayscale",
              )}
            />
          )}
          <span className="absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
            {maintenance && (
              <span
                data-testid="maintenance-badge"
                className="rounded-full bg-black/80 px-2 py-0.5 text-[11px] font-bold text-white"
              >
                {labels.maintenance}
              </span>
            )}
            {game.isHot === 1 && (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold text-on-brand">
                <FlameIcon className="size-3" />
                {labels.hot}
              </span>
            )}
            {game.isRecent === 1 && (
              <span className="rounded-full bg-jade-fill px-2 py-0.5 text-[11px] font-bold text-on-jade">
                {labels.recent}
              </span>
            )}
          </span>
          {game.rtpBp > 0 && (
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-2 pt-5 pb-1.5 text-xs font-semibold text-white opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100">
              {labels.rtp(game.rtpBp)}
            </span>
          )}
        </span>
        <span className="flex min-h-0 flex-1 flex-col justify-center px-2.5">
          <span className="block truncate text-sm font-semibold text-fg">{game.gameName}</span>
          <span className="block truncate text-xs text-fg-muted">{game.vendorName}</span>
        </span>
      </button>
      {favorite !== null && (
        <button
          type="button"
          data-testid="favorite-toggle"
          tabIndex={tabIndex}
          aria-pressed={favorite}
          aria-label={favorite ? labels.removeFavorite(game.gameName) : labels.addFavorite(game.gameName)}
          title={favorite ? labels.removeFavorite(game.gameName) : labels.addFavorite(game.gameName)}
          onClick={() => onToggleFavorite(game, !favorite)}
          className={cn(
            "absolute top-1.5 right-1.5 grid size-9 cursor-pointer place-items-center rounded-full bg-black/60 transition-colors hover:bg-black/80",
            // The heart sits on a dark chip in both themes: one fixed rose reads on it.
            favorite ? "text-[#ff6b81]" : "text-white",
          )}
        >
          <HeartIcon filled={favorite} />
        </button>
      )}
    </div>
  );
});
