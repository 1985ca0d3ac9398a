import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildCatalogueGames } from "../test/build-game";
import { gridGeometry, maxRenderedCards } from "../utils/windowing";
import { GameCard, type CardLabels } from "./game-card";
import { VirtualGrid } from "./virtual-grid";

const labels: CardLabels = {
  hot: "Hot",
  recent: "New",
  maintenance: "Maintenance",
  rtp: (bp) => `RTP ${(bp / 100).toFixed(2)} %`,
  addFavorite: (name) => `Add ${name} to favorites`,
  removeFavorite: (name) => `Remove ${name} from favorites`,
};

function renderGrid(count: number, width: number, height: number) {
  const games = buildCatalogueGames(count);
  return renderToString(
    <VirtualGrid
      count={games.length}
      itemKey={(i) => games[i]!.gameId}
      label="Games"
      testId="lobby-grid"
      initialWidth={width}
      initialViewportHeight={height}
      renderCell={({ index, focusable }) => (
        <GameCard
          game={games[index]!}
          index={index}
          focusable={focusable}
          imageSrc={`/media/${games[index]!.thumbnail}`}
          labels={labels}
          favorite={index === 3}
          onLaunch={() => {}}
          onToggleFavorite={() => {}}
        />
      )}
    />,
  );
}

const countOf = (html: string, text: string) => html.split(text).length - 1;

describe("VirtualGrid DOM budget", () => {
  it("puts a bounded number of game cards in the DOM for 10,000 games", () => {
    for (const [width, height] of [
      [328, 640],
      [1152, 1080],
    ] as const) {
      const html = renderGrid(10_000, width, height);
      const cards = countOf(html, 'data-testid="game-card"');
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(maxRenderedCards(height, gridGeometry(width)));
      expect(cards).toBeLessThan(100);
    }
  });

  it("renders the same number of cards for 10,000 games as for 1,000", () => {
    expect(countOf(renderGrid(10_000, 1152, 900), 'data-testid="game-card"')).toBe(
      countOf(renderGrid(1_000, 1152, 900), 'data-testid="game-card"'),
    );
  });

  it("tells screen readers the full size of the list and each card's position", () => {
    const html = renderGrid(10_000, 1152, 900);
    expect(html).toContain('role="list"');
    expect(countOf(html, 'aria-setsize="10000"')).toBe(countOf(html, 'data-testid="game-card"'));
    expect(html).toContain('aria-posinset="1"');
    expect(html).toContain('data-columns="7"');
  });

  it("makes exactly one card a Tab stop (roving tabindex) and the grid as tall as all rows", () => {
    const html = renderGrid(10_000, 1152, 900);
    expect(countOf(html, 'data-testid="game-card" data-game-id="100000" data-card-index="0" tabindex="0"')).toBe(1);
    expect(countOf(html, 'tabindex="0"')).toBe(2); // the first card and its heart
    const g = gridGeometry(1152);
    expect(html).toContain(`height:${Math.ceil(10_000 / 7) * g.rowHeight - 12}px`);
  });

  it("marks hot, new and maintenance games and lazy-loads thumbnails with a size", () => {
    const html = renderGrid(100, 1152, 900);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="240" height="240"');
    expect(html).toContain(">Maintenance<");
    expect(html).toContain('data-testid="maintenance-badge"');
    // The first game is hot and under maintenance (see buildCatalogueGames): its accessible name says so.
    expect(html).toMatch(/aria-label="[^"]+ — Vendor 0, Maintenance, Hot, New, RTP 96\.50 %"/);
    expect(html).toContain('aria-pressed="true" aria-label="Remove');
  });
});
