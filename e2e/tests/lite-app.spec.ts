import type { BrowserContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "@lotus/contracts/web";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";

/*
 * Issue 16 item 8, "the lite app installs": in real Chromium, in Vietnamese and English, the /download
 * page links a valid web manifest (fetched and parsed, its icons real PNGs of the stated sizes), the
 * service worker registers and controls the page after a reload, keeps the app shell but never an API
 * answer (the caches are read in the page), the install button uses the browser's install offer, and
 * the QR codes encode this site's own address — not a placeholder domain.
 */

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

async function inLanguage(context: BrowserContext, language: string) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: language,
  });
}

/** Every URL held in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const language of ["vi", "en"] as const) {
  test.describe(`lite app (${language})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("manifest, service worker, shell cache without API answers, QR codes of this site", async ({
      context,
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      await inLanguage(context, language);
      await skipPopupNotice(page);
      await page.goto("/download#lite");
      await expect(
        page.getByRole("heading", { level: 2, name: text(language, "download", "platforms.lite.heading") }),
      ).toBeVisible();

      // The manifest: linked from the page, served as a manifest, valid and installable.
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe("/manifest.webmanifest");
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(await response.text()) as Manifest;
      expect(manifest).toMatchObject({ short_name: "Lotus", display: "standalone", scope: "/" });
      expect(manifest.name.length).toBeGreaterThan(0);
      expect(new URL(manifest.start_url, origin).origin).toBe(origin);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      const icons = new Map<string, string>();
      for (const icon of manifest.icons) {
        const file = await page.request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await file.body())).toBe(icon.sizes);
        icons.set(`${icon.sizes} ${icon.purpose ?? "any"}`, icon.src);
      }
      expect([...icons.keys()]).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));

      // The worker's script is revalidated on every update check (never cached long); the CSP allows it.
      const script = await page.request.get("/sw.js");
      expect(script.headers()["cache-control"]).toBe("no-cache");
      expect(script.headers()["content-type"]).toMatch(/javascript/);
      const csp = (await page.request.get("/download")).headers()["content-security-policy"]!;
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");

      // The service worker registers, and controls the page after a reload.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${origin}/`);
      await page.reload();
      await expect(
        page.getByRole("heading", { level: 2, name: text(language, "download", "platforms.lite.heading") }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);

      // Calls made under its control (the start-up calls, and one more now) are never kept.
      const status = await page.evaluate(async () => {
        const answer = await fetch(`/wps/system/permission?url=${encodeURIComponent(location.host)}`);
        return answer.status;
      });
      expect(status).toBe(200);
      await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes("/assets/"))).toBe(true);
      const cached = await cachedUrls(page);
      expect(cached).toContain(`${origin}/`);
      expect(cached).toContain(`${origin}/manifest.webmanifest`);
      const personal = cached.filter((url) =>
        ["/wps", "/api", "/ws", "/vendor-api", "/console", "/lgw", "/lotto"].some((prefix) =>
          new URL(url).pathname.startsWith(prefix),
        ),
      );
      expect(personal).toEqual([]);

      // Offline, the installed app still opens: the shell comes from the cache (the calls it makes cannot).
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expect(page.locator("#root")).not.toBeEmpty();
      await context.setOffline(false);
      await page.goto("/download#lite");

      // The QR codes lead to this site's own install page.
      const qr = page.getByRole("img", { name: new RegExp(text(language, "download", "platforms.lite.tab")) });
      await expect(qr).toHaveAttribute("data-qr-text", `${origin}/download#lite`);
      const qrSrc = (await qr.getAttribute("src"))!;
      expect(new URL(qrSrc, origin).searchParams.get("text")).toBe(`${origin}/download#lite`);
      const svg = await page.request.get(qrSrc);
      expect(svg.status()).toBe(200);
      expect(await svg.text()).toMatch(/^<svg/);
      // /app sits inside the site, with the side bar's app QR codes.
      await page.goto("/app#lite");
      const sideBar = page.getByRole("complementary", { name: text(language, "layout", "sideMenu.apps") });
      for (const platform of ["ios", "android"]) {
        await expect(sideBar.locator(`img[data-qr-text="${origin}/download#${platform}"]`)).toHaveCount(1);
      }
      // No app QR code or install link names a placeholder domain.
      await expect(page.locator('main img[src*="lotus.example"], main a[href*="lotus.example"]')).toHaveCount(0);
      await expect(sideBar.locator('img[src*="lotus.example"]')).toHaveCount(0);

      // The iOS tab: no link back to itself, the web app's steps.
      await page.getByRole("tab", { name: text(language, "download", "platforms.ios.tab") }).click();
      await expect(page.locator("img[data-qr-text]").first()).toHaveAttribute("data-qr-text", `${origin}/download#ios`);
      await expect(page.getByText(text(language, "download", "platforms.ios.web.steps.1"))).toBeVisible();
      await expect(page.locator('a[href="/download#ios"]')).toHaveCount(0);

      // The install button answers the browser's install offer (Chromium's beforeinstallprompt).
      await page.getByRole("tab", { name: text(language, "download", "platforms.lite.tab") }).click();
      await page.evaluate(() => {
        const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: "accepted" }),
        });
        window.dispatchEvent(offer);
      });
      await page.getByRole("button", { name: text(language, "download", "install.button") }).click();
      await expect(page.getByText(text(language, "download", "install.accepted"))).toBeVisible();
      await expect(page.getByText(text(language, "download", "install.installed"))).toBeVisible();
    });
  });
}

test("on an iPhone the page shows Safari's Add to Home Screen way", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  await inLanguage(context, "en");
  const page = await context.newPage();
  await skipPopupNotice(page);
  await page.goto("/download");
  // The visitor's own phone opens first, with the steps of adding the web app to the Home Screen.
  await expect(
    page.getByRole("tab", { name: text("en", "download", "platforms.ios.tab"), selected: true }),
  ).toBeVisible();
  await expect(page.getByText(text("en", "download", "install.iosTitle"))).toBeVisible();
  await expect(page.getByText(text("en", "download", "install.ios"))).toBeVisible();
  await context.close();
});
