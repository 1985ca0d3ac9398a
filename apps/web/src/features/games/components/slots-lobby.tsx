import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { GameEntry, VendorCard } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { Skeleton } from "../../../components/ui/skeleton";
import { requestGameLaunch } from "../../../lib/game-launch";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { useFavoriteIds } from "../api/get-favorite-ids";
import { useFavoriteList } from "../api/get-favorite-list";
import { useGameList } from "../api/get-game-list";
import { useRecentGames } from "../api/get-recent-games";
import { useSession } from "../../../lib/session";
import { useFavoriteToggle } from "../hooks/use-favorite-toggle";
import { useLobbyCatalogue } from "../hooks/use-lobby-catalogue";
import { useImageSrc } from "../hooks/use-image-src";
import { filterCatalogue, isFiltered, NO_FILTERS, type LobbyFilters } from "../utils/catalogue";
import { recordKeystroke } from "../utils/metrics";
import { GameCard, type CardLabels } from "./game-card";
import { GameStrip } from "./game-strip";
import { SlotsToolbar } from "./slots-toolbar";
import { LOBBY_PANEL_ID, SlotsVendorTabs, vendorTabId } from "./slots-vendor-tabs";
import { VirtualGrid } from "./virtual-grid";

/** A one-argument function that remembers its answers: cards re-render on every keystroke. */
function memoize<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** How long the search box must be still before new thumbnails load (see GameCard). */
const TYPING_PAUSE_MS = 250;

function GridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <Skeleton key={i} className="aspect-[150/208] w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * /rng, the slots lobby: vendor tabs (`?page=<vassalage>`, spec §2) over the whole RNG catalogue,
 * downloaded once and searched, filtered and sorted in the browser; a virtual grid keeps ~50
 * cards in the DOM out of 10,000. Games launch only through `requestGameLaunch`.
 */
export function SlotsLobby() {
  const { t, i18n } = useTranslation(["slots", "common"]);
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const vendorsQuery = useGameVendors();
  const listQuery = useGameList("RNG");
  const favoriteIdsQuery = useFavoriteIds();
  const favoriteList = useFavoriteList();
  const recentGames = useRecentGames();
  const toggleFavorite = useFavoriteToggle();
  const imageUrl = useImageSrc();
  const catalogue = useLobbyCatalogue(listQuery.data?.list, i18n.language);

  const vendors: VendorCard[] = useMemo(
    () => (vendorsQuery.data ?? []).filter((lane) => lane.title === "RNG").flatMap((lane) => lane.vendors),
    [vendorsQuery.data],
  );
  const requested = searchParams.get("page");
  const vendor = vendors.find((v) => v.vassalage === requested) ?? null;

  const [state, setState] = useState<Omit<LobbyFilters, "vendor">>(NO_FILTERS);
  const filters: LobbyFilters = {
    ...state,
    vendor: vendor?.vassalage ?? null,
    favorites: state.favorites && !!session,
  };
  const favoriteIds = useMemo(() => new Set(favoriteIdsQuery.data ?? []), [favoriteIdsQuery.data]);

  // Timing of one keystroke, from the input event to the commit of the new grid (metrics.ts).
  const keystroke = useRef<{ start: number; query: string } | null>(null);
  const filterMs = useRef(0);
  const { query, hot, recent, favorites, sort } = filters;
  const filterVendor = filters.vendor;
  const results = useMemo(() => {
    const started = performance.now();
    const list = catalogue
      ? filterCatalogue(catalogue, { vendor: filterVendor, query, hot, recent, favorites, sort }, favoriteIds)
      : [];
    filterMs.current = performance.now() - started;
    return list;
  }, [catalogue, filterVendor, query, hot, recent, favorites, sort, favoriteIds]);

  useLayoutEffect(() => {
    const pending = keystroke.current;
    if (!pending) return;
    keystroke.current = null;
    const commitMs = performance.now() - pending.start;
    recordKeystroke(
      {
        query: pending.query,
        filterMs: filterMs.current,
        commitMs,
        results: results.length,
        cards: document.querySelectorAll('[data-testid="lobby-grid"] [data-testid="game-card"]').length,
      },
      pending.start,
    );
  }, [results]);

  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typing, query]);

  const onQueryChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    keystroke.current = { start: performance.now(), query: value };
    setTyping(true);
    setState((previous) => ({ ...previous, query: value }));
  }, []);
  const onFiltersChange = useCallback(
    (patch: Partial<LobbyFilters>) => setState((previous) => ({ ...previous, ...patch })),
    [],
  );

  const selectVendor = useCallback(
    (vassalage: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (vassalage) next.set("page", vassalage);
          else next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const launch = useCallback(
    (game: GameEntry) => {
      // Spec §3: isGame VASSALAGE opens the vendor's sub-game list rather than a game.
      if (game.isGame === "VASSALAGE") {
        selectVendor(game.vassalage);
        return;
      }
      requestGameLaunch({
        gameId: game.gameId,
        vassalage: game.vassalage,
        gameName: game.gameName,
        underMaintenance: game.isNew === 1,
      });
    },
    [selectVendor],
  );

  const language = i18n.language;
  const labels: CardLabels = useMemo(() => {
    const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      hot: t("badges.hot"),
      recent: t("badges.new"),
      maintenance: t("badges.maintenance"),
      rtp: memoize((rtpBp: number) => t("card.rtp", { value: percent.format(rtpBp / 100) })),
      addFavorite: memoize((name: string) => t("card.addFavorite", { name })),
      removeFavorite: memoize((name: string) => t("card.removeFavorite", { name })),
    };
  }, [t, language]);
  const numbers = useMemo(() => new Intl.NumberFormat(language), [language]);
  const gameImage = useCallback((game: GameEntry) => imageUrl(game.thumbnail), [imageUrl]);

  const searching = filters.query.trim() !== "";

  let body;
  if (!catalogue) {
    body = listQuery.isError ? (
      <EmptyState
        title={t("error.title")}
        description={t("error.body")}
        action={<Button onClick={() => void listQuery.refetch()}>{t("common:actions.retry")}</Button>}
      />
    ) : (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t("common:status.loading")}</span>
        <GridSkeleton />
      </div>
    );
  } else if (results.length === 0) {
    const elsewhere =
      filters.vendor !== null ? filterCatalogue(catalogue, { ...filters, vendor: null }, favoriteIds).length : 0;
    body = isFiltered(filters) ? (
      <EmptyState
        title={searching ? t("empty.noMatch", { query: filters.query.trim() }) : t("empty.noFilterMatch")}
        description={t("empty.suggestion")}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {elsewhere > 0 && (
              <Button onClick={() => selectVendor(null)}>{t("empty.allVendors", { count: elsewhere })}</Button>
            )}
            <Button
              variant="secondary"
              onClick={() => setState((previous) => ({ ...NO_FILTERS, sort: previous.sort }))}
            >
              {t("empty.clear")}
            </Button>
          </div>
        }
      />
    ) : (
      <EmptyState title={t("empty.noGames")} description={t("empty.noGamesBody")} />
    );
  } else {
    body = (
      <VirtualGrid
        count={results.length}
        // Keyed by position: a keystroke updates the ~30 cards in place instead of replacing them.
        itemKey={(index) => index}
        label={t("grid.label", { vendor: vendor?.displayName ?? t("tabs.all") })}
        testId="lobby-grid"
        renderCell={({ index, focusable }) => {
          const game = results[index]!;
          return (
            <GameCard
              game={game}
              index={index}
              focusable={focusable}
              deferImage={typing}
              imageSrc={gameImage(game)}
              labels={labels}
              favorite={favoriteIds.has(game.gameId)}
              onLaunch={launch}
              onToggleFavorite={toggleFavorite}
            />
          );
        }}
      />
    );
  }

  return (
    <PageContainer className="grid grid-cols-1 gap-5">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div>
          <h1 className="font-display text-3xl font-bold text-fg sm:text-4xl">{t("common:categories.RNG")}</h1>
          <p className="mt-1 text-fg-muted">{t("subtitle")}</p>
        </div>
        {catalogue && (
          <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">
            {t("total", { count: catalogue.games.length, formatted: numbers.format(catalogue.games.length) })}
          </p>
        )}
      </header>

      {vendorsQuery.data ? (
        <SlotsVendorTabs
          vendors={vendors}
          selected={vendor?.vassalage ?? null}
          iconSrc={imageUrl}
          onSelect={selectVendor}
        />
      ) : vendorsQuery.isError ? null : (
        <div className="flex gap-2 overflow-hidden" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-32 shrink-0 rounded-xl" />
          ))}
        </div>
      )}

      <section
        id={LOBBY_PANEL_ID}
        role="tabpanel"
        aria-labelledby={vendorTabId(vendor?.vassalage ?? null)}
        className="grid grid-cols-1 gap-6"
      >
        <SlotsToolbar
          filters={filters}
          onQueryChange={onQueryChange}
          onFiltersChange={onFiltersChange}
          showFavorites={session !== null}
          resultCount={results.length}
          ready={catalogue !== null}
        />
        {!isFiltered(filters) && session !== null && (
          <>
            <GameStrip
              id="slots-recent"
              title={t("strips.recent")}
              games={recentGames.data}
              loading={recentGames.isPending}
              labels={labels}
              imageSrc={gameImage}
              favoriteIds={favoriteIds}
              onLaunch={launch}
              onToggleFavorite={toggleFavorite}
            />
            <GameStrip
              id="slots-favorites"
              title={t("strips.favorites")}
              games={favoriteList.data}
              loading={favoriteList.isPending}
              labels={labels}
              imageSrc={gameImage}
              favoriteIds={favoriteIds}
              onLaunch={launch}
              onToggleFavorite={toggleFavorite}
            />
          </>
        )}
        <div>
          <h2 className="sr-only">{t("grid.heading")}</h2>
          {body}
        </div>
      </section>
    </PageContainer>
  );
}
