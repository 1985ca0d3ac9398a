// Gzipped JavaScript that /index loads (entry and every chunk requested while it renders),
// against a bare React + ReactDOM hello-world built by the same Vite in the same run.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { RESULTS_DIR, startLotusServer } from "./lib/processes.mjs";
import { kb, ratio, saveResult } from "./lib/report.mjs";

const BUDGET_BYTES = 150 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function javascriptLoadedByIndex(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pending = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") pending.push(response.body().then(gzipped));
    });
    await page.goto(`${baseUrl}/index`, { waitUntil: "networkidle" });
    const sizes = await Promise.all(pending);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}

/** A hello-world with React and ReactDOM only, built inside the repository so it resolves the same packages. */
async function bareReactBytes() {
  const dir = path.join(RESULTS_DIR, "react-baseline");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, "main.jsx"),
    'import { StrictMode } from "react";\nimport { createRoot } from "react-dom/client";\n' +
      'createRoot(document.getElementById("root")).render(<StrictMode><h1>Hello</h1></StrictMode>);\n',
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { target: "es2022", outDir: path.join(dir, "dist"), emptyOutDir: true },
  });
  const assets = path.join(dir, "dist/assets");
  const js = fs.readdirSync(assets).filter((file) => file.endsWith(".js"));
  const bytes = js.reduce((sum, file) => sum + gzipped(fs.readFileSync(path.join(assets, file))), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const baseline = await bareReactBytes();
const server = await startLotusServer(PORT);
let lotus;
try {
  lotus = await javascriptLoadedByIndex(server.baseUrl);
} finally {
  await server.stop();
}

await saveResult("bundle", [
  {
    figure: `Gzipped JS loaded by /index (${lotus.files} files, gzip -9)`,
    lotus: kb(lotus.bytes),
    baseline: `bare React+ReactDOM ${kb(baseline)}`,
    ratio: ratio(lotus.bytes, baseline),
    goal: `≤ ${kb(BUDGET_BYTES)}`,
    met: lotus.bytes <= BUDGET_BYTES,
  },
]);
