import type { Page } from "@playwright/test";
import { elottGames, vendorLanes } from "../support/api.ts";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { DEMO_MEMBER, loginViaApi, registerMemberViaApi, useLogin } from "../support/session.ts";

/**
 * Issue 11 item 13 at phone width: no vendor name (on /elott, the lobby of the fast lottery games,
 * no game name) is cut and no count wraps in any lobby, and no floating control covers a control
 * of the page, wherever the page is scrolled.
 */

const LOBBIES = ["/index", "/live", "/rng", "/fish", "/pvp", "/sports", "/esports", "/elott", "/seamless"] as const;

/** Elements whose whole text is one of `names`, and whether each shows all of it. */
function cutNames(page: Page, names: string[]) {
  return page.evaluate((vendorNames) => {
    const wanted = new Set(vendorNames);
    const cut: string[] = [];
    let seen = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("main *"))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!wanted.has(own) || element.getClientRects().length === 0) continue;
      seen += 1;
      if (element.scrollWidth > element.clientWidth + 1)
        cut.push(`${own} (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return { seen, cut };
  }, names);
}

/** Texts like "12 trò chơi" that take more than one line. */
function wrappedCounts(page: Page) {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("main p, main span"))) {
      const text = element.textContent?.trim() ?? "";
      if (!/^\d+ trò chơi$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) wrapped.push(text);
    }
    return wrapped;
  });
}

/**
 * Controls of the page that a floating control covers. A bar that spans the whole width along the
 * bottom edge (the dock) is not floating: it shortens the view, and the page keeps room for it
 * at its end. Only page controls inside the remaining view count.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const visible = (rect: DOMRect) => rect.width > 0 && rect.height > 0;
    const fixed = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((element) => {
      const style = getComputedStyle(element);
      return (style.position === "fixed" || style.position === "sticky") && style.visibility !== "hidden";
    });
    let viewBottom = window.innerHeight;
    const floating: DOMRect[] = [];
    for (const element of fixed) {
      if (element.closest("main") || element.closest("[role=dialog]")) continue;
      const rect = element.getBoundingClientRect();
      if (!visible(rect) || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
      const isDock = rect.left <= 0 && rect.right >= window.innerWidth && rect.bottom >= window.innerHeight - 1;
      if (isDock) viewBottom = Math.min(viewBottom, rect.top);
      else if (rect.width < window.innerWidth * 0.9) floating.push(rect);
    }
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>("main button, main a, main input"))) {
      const rect = control.getBoundingClientRect();
      if (!visible(rect) || rect.top < 0 || rect.bottom > viewBottom) continue;
      for (const box of floating) {
        const overlaps =
          rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
        if (overlaps)
          covered.push(control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName);
      }
    }
    // At the end of the page its last content must come clear of the dock.
    const last = document.querySelector("footer") ?? document.querySelector("main");
    const endClear =
      window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2 ||
      (last?.getBoundingClientRect().bottom ?? 0) <= viewBottom + 1;
    return { covered, floating: floating.length, endClear };
  });
}

for (const width of [390, 360]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("every lobby shows vendor (on /elott game) names in full and game counts on one line", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const vendorNames = [
        ...new Set((await vendorLanes(request)).flatMap((lane) => lane.vendors.map((v) => v.displayName))),
      ];
      const elottNames = (await elottGames(request)).map((game) => game.name);
      expect(elottNames.length, "fast lottery games in the menu").toBeGreaterThan(0);
      await skipPopupNotice(page);
      for (const path of LOBBIES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const isElott = path === "/elott";
        const { seen, cut } = await cutNames(page, isElott ? elottNames : vendorNames);
        expect(cut, `${isElott ? "game" : "vendor"} names cut on ${path}`).toEqual([]);
        if (isElott) expect(seen, `game names on ${path}`).toBeGreaterThanOrEqual(elottNames.length);
        else if (path !== "/seamless") expect(seen, `vendor names on ${path}`).toBeGreaterThan(0);
        expect(await wrappedCounts(page), `game counts wrapped on ${path}`).toEqual([]);
      }
    });

    test("no floating control covers a card's play button or heart anywhere down a lobby", async ({ page }) => {
      test.setTimeout(120_000);
      await skipPopupNotice(page);
      for (const path of ["/rng", "/live", "/index"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (const share of [0, 0.1, 0.2, 0.35, 0.5, 0.75, 1]) {
          await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
          await page.waitForTimeout(150);
          const { covered, endClear } = await coveredControls(page);
          expect(covered, `${path} scrolled to ${Math.round(share * 100)} %`).toEqual([]);
          expect(endClear, `${path}: the end of the page comes clear of the dock`).toBe(true);
        }
      }
    });
  });
}

test.describe("a deposit toast at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("sits along the bottom edge: clear of the header's balance, the top of a game and the dock", async ({
    page,
    context,
    request,
  }) => {
    await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
    // The member's socket answers with a deposit that has just arrived.
    await page.routeWebSocket(/\/ws$/, (socket) => {
      socket.onMessage(() => {
        socket.send(JSON.stringify({ kind: "ready" }));
        const event = { type: "deposit_arrived", orderNo: "26112600001", amount: "50000000" };
        socket.send(JSON.stringify({ kind: "event", event }));
      });
    });
    await skipPopupNotice(page);
    for (const path of ["/game", "/live"]) {
      await page.goto(path);
      const toast = page.locator("[data-tone=success]");
      await expect(toast).toBeVisible();
      // The toast slides in: measure it once it has come to rest (two reads 100 ms apart agree).
      let box = (await toast.boundingBox())!;
      await expect
        .poll(async () => {
          const before = box;
          await page.waitForTimeout(100);
          box = (await toast.boundingBox())!;
          return box.y === before.y && box.height === before.height;
        })
        .toBe(true);
      const header = (await page.getByRole("banner").boundingBox())!;
      expect(box.y, `${path}: the toast is below the header`).toBeGreaterThan(header.y + header.height);
      // A game's stats bar is at the top of the frame, under the header: the toast keeps to the lower half.
      expect(box.y, `${path}: the toast is in the lower half`).toBeGreaterThan(844 / 2);
      const dock = page.locator(".lotus-dock");
      if (await dock.isVisible()) {
        const dockBox = (await dock.boundingBox())!;
        expect(box.y + box.height, `${path}: the toast is above the dock`).toBeLessThanOrEqual(dockBox.y);
      }
    }
  });
});

test.describe("a slot game at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the game's stats bar never sits over the reels, however far the game is scrolled", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMemberViaApi(request);
    await useLogin(context, member.login);
    await skipPopupNotice(page);
    await page.goto("/rng");
    const cards = page.getByTestId("lobby-grid").getByTestId("game-card");
    await page.getByTestId("lobby-search").fill("rong vang");
    await cards
      .filter({ hasNot: page.getByTestId("maintenance-badge") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId("dv-balance")).toBeVisible();
    const stats = frame.locator(".stats");
    const reels = frame.locator(".reels");
    await expect(reels).toBeVisible();
    for (const y of [0, 80, 160, 320]) {
      await stats.evaluate((element, top) => element.ownerDocument.defaultView!.scrollTo(0, top), y);
      const overlap = await stats.evaluate((element) => {
        const a = element.getBoundingClientRect();
        const b = element.ownerDocument.querySelector(".reels")!.getBoundingClientRect();
        return Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      });
      expect(overlap, `pixels of the stats bar over the reels, scrolled ${y} px`).toBe(0);
    }
  });
});

test.describe("the member centre at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every card of the security centre fits its column, with the profile's Edit and Add in view", async ({
    page,
    context,
    request,
  }) => {
    // demo01's e-mail address is one long word: it once made every card of the column wider than the screen.
    await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
    await skipPopupNotice(page);
    await page.goto("/index");
    const menu = text("vi", "layout", "header.menu");
    await page.getByRole("banner").getByRole("button", { name: menu }).click();
    await page
      .getByRole("dialog", { name: menu })
      .getByRole("button", { name: text("vi", "member", "userMenu.entries.memberCentre") })
      .click();
    const centre = page.getByRole("dialog", { name: text("vi", "member", "centre.title") });
    const profile = centre.getByTestId("last-login").locator("..");
    await expect(profile.getByRole("button", { name: text("vi", "member", "actions.edit") })).toBeVisible();

    const overflow = await profile.evaluate((card) => {
      const column = card.parentElement!;
      const right = column.getBoundingClientRect().right;
      const wide = Array.from(column.children, (child) => child.getBoundingClientRect())
        .map((rect, index) => ({ index, width: Math.round(rect.width), over: rect.right - right }))
        .filter((child) => child.over > 0.5);
      return { column: Math.round(column.getBoundingClientRect().width), scroll: column.scrollWidth, wide };
    });
    expect(overflow.wide, `cards wider than their ${overflow.column} px column`).toEqual([]);
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.column);

    const card = (await profile.boundingBox())!;
    for (const name of [text("vi", "member", "actions.edit"), text("vi", "member", "actions.add")]) {
      const button = profile.getByRole("button", { name, exact: true });
      if ((await button.count()) === 0) continue; // "Add" only while the birthday is not set.
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${name}: inside the card`).toBeLessThanOrEqual(card.x + card.width);
      expect(box.x + box.width, `${name}: inside the screen`).toBeLessThanOrEqual(360);
    }
  });
});
