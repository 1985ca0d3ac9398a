// Lighthouse mobile performance (default mobile emulation and simulated throttling) for /index
// and /rng, against a bare static HTML page served by a tiny HTTP server in the same run.
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, startLotusServer } from "./lib/processes.mjs";
import { ratio, saveResult } from "./lib/report.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASELINE_PORT = PORT + 1;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL_SCORE = 95;
const PAGES = ["/index", "/rng"];

const BARE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Baseline page"><title>Baseline</title></head>
<body><main><h1>Baseline</h1><p>A static page with no script, no style sheet and no image.</p></main></body>
</html>`;

function startBaselineServer() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    response.end(BARE_PAGE);
  });
  return new Promise((resolve) => server.listen(BASELINE_PORT, "127.0.0.1", () => resolve(server)));
}

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cpu: lhr.environment.benchmarkIndex,
  };
}

/** Median of each metric over RUNS audits (runs are interleaved by the caller to share the noise). */
function medians(runs) {
  return Object.fromEntries(["score", "lcp", "tbt", "cpu"].map((key) => [key, median(runs.map((run) => run[key]))]));
}

const baselineServer = await startBaselineServer();
const lotusServer = await startLotusServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const runs = { baseline: [], ...Object.fromEntries(PAGES.map((page) => [page, []])) };
try {
  for (let run = 1; run <= RUNS; run++) {
    runs.baseline.push(await audit(chrome, `http://localhost:${BASELINE_PORT}/`));
    for (const page of PAGES) runs[page].push(await audit(chrome, `${lotusServer.baseUrl}${page}`));
    console.log(`lighthouse run ${run}/${RUNS} done`);
  }
} finally {
  chrome.kill();
  await lotusServer.stop();
  baselineServer.close();
}

const baseline = medians(runs.baseline);
const ms = (value) => `${Math.round(value)} ms`;
await saveResult(
  "lighthouse",
  PAGES.flatMap((page) => {
    const lotus = medians(runs[page]);
    return [
      {
        figure: `Lighthouse mobile performance, ${page} (median of ${RUNS}; CPU benchmark index ${Math.round(lotus.cpu)})`,
        lotus: String(lotus.score),
        baseline: `bare HTML ${baseline.score}`,
        ratio: ratio(lotus.score, baseline.score),
        goal: `≥ ${GOAL_SCORE}`,
        met: lotus.score >= GOAL_SCORE,
      },
      {
        figure: `${page} largest contentful paint (simulated)`,
        lotus: ms(lotus.lcp),
        baseline: ms(baseline.lcp),
        ratio: ratio(lotus.lcp, baseline.lcp),
        goal: "–",
        met: null,
      },
      {
        figure: `${page} total blocking time (simulated)`,
        lotus: ms(lotus.tbt),
        baseline: ms(baseline.tbt),
        // A bare page blocks for next to nothing, so a ratio would only magnify noise: show the difference.
        ratio: baseline.tbt >= 50 ? ratio(lotus.tbt, baseline.tbt) : `+${ms(lotus.tbt - baseline.tbt)}`,
        goal: "–",
        met: null,
      },
    ];
  }),
);
