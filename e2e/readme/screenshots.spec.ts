import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { toPalettePng } from "../support/palette-png.ts";

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs");
const MAX_BYTES = 400 * 1024;

const SHOTS = [
  { file: "screenshot-home.png", viewport: { width: 1440, height: 900 } },
  { file: "screenshot-home-mobile.png", viewport: { width: 390, height: 844 } },
];

test.use({ theme: "dark", reducedMotion: "reduce" });

for (const shot of SHOTS) {
  test(`${shot.file}: the Vietnamese home page in the dark theme at ${shot.viewport.width}x${shot.viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(shot.viewport);
    // The README shows the page itself, not the once-per-session popup notice over it.
    await skipPopupNotice(page);
    await page.goto("/index");
    await expect(page.getByRole("region", { name: text("vi", "home", "banners.label") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() =>
      Array.from(document.images)
        .map((image) => ({ image, box: image.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.top < window.innerHeight)
        .every(({ image }) => image.complete),
    );
    await page.evaluate(() => document.fonts.ready);

    const trueColour = await page.screenshot({ scale: "css", animations: "disabled" });
    const png = trueColour.length < MAX_BYTES ? trueColour : toPalettePng(trueColour);
    fs.writeFileSync(path.join(DOCS, shot.file), png);
    expect(png.length, `${shot.file} bytes`).toBeLessThan(MAX_BYTES);
  });
}
