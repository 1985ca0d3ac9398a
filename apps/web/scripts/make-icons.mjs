// Draws the lite app's icons (PNG) from the brand's lotus mark: 192 and 512 px "any" icons (the mark
// on a rounded dark tile), a 512 px maskable icon (full bleed, the mark inside the 80 % safe zone) and
// the 180 px Apple touch icon. Rendered by the system Chromium; the PNGs are committed in
// public/icons, so run this only when the mark changes: `node apps/web/scripts/make-icons.mjs`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(here, "..", "public");
const mark = fs.readFileSync(path.join(publicDir, "media", "lotus-mark.svg"), "utf8");
const markUri = `data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}`;

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true, markShare: 0.72 },
  { file: "icon-512.png", size: 512, rounded: true, markShare: 0.72 },
  { file: "maskable-512.png", size: 512, rounded: false, markShare: 0.56 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, markShare: 0.66 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const icon of ICONS) {
  const markSize = Math.round(icon.size * icon.markShare);
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
    <div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;
      border-radius:${icon.rounded ? Math.round(icon.size * 0.22) : 0}px;
      background:radial-gradient(70% 60% at 50% 38%, #3a1526 0%, #140a12 75%)">
      <img src="${markUri}" style="width:${markSize}px;height:${markSize}px;margin-top:${Math.round(icon.size * 0.02)}px" />
    </div></body></html>`);
  await page.locator("img").evaluate((img) => img.decode());
  await page.screenshot({ path: path.join(publicDir, "icons", icon.file), omitBackground: true });
  console.log(`icons/${icon.file}`);
}
await browser.close();
