// The slots lobby in a real Chromium: search time per keystroke over the 10,000-game RNG catalogue and
// the number of game cards in the DOM, against a baseline in the same run — the obvious search (fold
// every name with String.normalize at every keystroke) over the same names in the same page. Reads
// `window.__lobbyMetrics` (apps/web/src/features/games/utils/metrics.ts). Starts its own server
// on the machine's PostgreSQL (database lotus_bench_lobby) with the built web app (`npm run build`).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { PATHS } from "@lotus/contracts";
import { freshTempDir, requireBuiltWeb, spawnGroup, stopGroup, waitFor200 } from "./lib/processes.mjs";
import { databaseUrlOf, recreateDatabase, writeReadmeSection, machine } from "./lib/ledger-bench.mjs";

const PORT = Number(process.env.BENCH_LOBBY_PORT ?? 4210);
const ADMIN_URL = process.env.BENCH_LOBBY_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_lobby";
const QUERIES = ["bau cua", "rong vang phat loc", "mega", "ca chep", "lucky panda", "xyzq"];
const DELAY = Number(process.env.LOBBY_BENCH_DELAY ?? 60);
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const GOAL_MS = 16;

requireBuiltWeb();
const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
await recreateDatabase(ADMIN_URL, DATABASE);
const dir = freshTempDir(`lobby-${PORT}`);
const server = spawnGroup(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  env: { PORT: String(PORT), DATA_DIR: dir, DATABASE_URL: databaseUrl, NODE_ENV: "production", LOG_LEVEL: "warn" },
  logFile: path.join(dir, "server.log"),
});
const base = `http://127.0.0.1:${PORT}`;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), max: +sorted.at(-1).toFixed(2) };
}

/** The obvious search, timed in the page over the same names for every prefix the lobby saw. */
async function naiveSearch(page, prefixes) {
  return page.evaluate(
    async ({ url, prefixes }) => {
      const list = (await (await fetch(url)).json()).value.list.map((g) => g.gameName);
      const times = [];
      for (const prefix of prefixes) {
        const started = performance.now();
        const words = prefix.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/gi, "d").toLowerCase().split(" ");
        list.filter((name) => {
          const key = name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/gi, "d").toLowerCase();
          return words.every((w) => key.includes(w));
        });
        times.push(performance.now() - started);
      }
      return { names: list.length, times };
    },
    { url: `${PATHS.gameList}?gameCategory=RNG`, prefixes },
  );
}

async function measure(browser, viewport) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/rng`);
  const grid = page.getByTestId("lobby-grid");
  await grid.getByTestId("game-card").first().waitFor({ timeout: 60_000 });
  const cardsInDom = () => grid.getByTestId("game-card").count();
  const cards = [await cardsInDom()];
  for (const y of [20_000, 150_000, 10_000_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
    cards.push(await cardsInDom());
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.__lobbyMetrics.reset());
  const search = page.getByTestId("lobby-search");
  for (const query of QUERIES) {
    await search.fill("");
    await search.pressSequentially(query, { delay: DELAY });
  }
  await page.waitForTimeout(500);
  const samples = (await page.evaluate(() => window.__lobbyMetrics.samples)).filter((s) => s.query !== "");
  const naive = await naiveSearch(
    page,
    samples.map((s) => s.query),
  );
  const total = await page.getByTestId("lobby-count").textContent();
  await page.close();
  return {
    viewport: `${viewport.width}×${viewport.height}`,
    games: naive.names,
    lobbyCount: total?.trim(),
    keystrokes: samples.length,
    filterMs: stats(samples.map((s) => s.filterMs)),
    commitMs: stats(samples.map((s) => s.commitMs)),
    naiveMs: stats(naive.times),
    cardsWhileScrolling: cards,
    maxCardsAfterKeystroke: Math.max(...samples.map((s) => s.cards)),
  };
}

let exitCode = 0;
try {
  await waitFor200(`${base}/readyz`, { child: server });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const results = [];
  for (const viewport of VIEWPORTS) results.push(await measure(browser, viewport));
  await browser.close();
  console.log(JSON.stringify(results, null, 2));
  const date = new Date().toISOString().slice(0, 10);
  const rows = results.map(
    (r) =>
      `| ${r.viewport} | ${r.games} | ${r.filterMs.median} / ${r.filterMs.p95} ms | ${r.commitMs.median} / ${r.commitMs.p95} ms | ${r.naiveMs.median} / ${r.naiveMs.p95} ms | ${(r.naiveMs.median / r.filterMs.median).toFixed(1)}× | ${Math.max(...r.cardsWhileScrolling, r.maxCardsAfterKeystroke)} |`,
  );
  const worstCommit = Math.max(...results.map((r) => r.commitMs.median));
  const section = [
    `Measured on ${date}: the production build in the system Chromium, the RNG catalogue of the demo seed, ${QUERIES.length} queries typed one key at a time (${results[0].keystrokes} keystrokes per viewport, ${DELAY} ms apart).`,
    "",
    "| Viewport | Games | Lobby search per keystroke (median / p95) | Keystroke → React commit of the grid (median / p95) | Baseline: naive search (normalize every name per keystroke) | Baseline / lobby | Most game cards in the DOM |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Goal: a keystroke's work < ${GOAL_MS} ms — ${worstCommit < GOAL_MS ? "met" : "**not met**"} (the median input → commit, search and render included, is at most ${worstCommit} ms). The card count stays bounded whatever the list size (the grid renders only the rows near the viewport).`,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${section}`);
  if (process.env.LOBBY_BENCH_NO_README !== "1") await writeReadmeSection("lobby-results", section);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopGroup(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
