import type { Page } from "@playwright/test";
import { PATHS, type BettingRecordValue, type Envelope } from "@lotus/contracts/web";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { displayedMinor, fundMember } from "../support/games.ts";
import { freePlayViaApi, registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 5, "Must show": a member searches the 10,000-game lobby for a slot, launches it, spins, sees the
 * header balance follow the spins, opens the betting record and finds the rounds, verifies one round on
 * the demo vendor's verification page; a trial account plays Tài Xỉu.
 */

test.describe.configure({ timeout: 180_000 });

const headerBalance = (page: Page) => page.getByTestId("header-balance-wide").getByTestId("header-balance-amount");
const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');

for (const viewport of [{ width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a member finds a slot by searching without diacritics, spins, follows the balance, finds and verifies the rounds", async ({
      page,
      context,
      request,
    }) => {
      const member = await registerMemberViaApi(request);
      await fundMember(request, member.username, 50_000_000n); // 500,000.00 VND
      await useLogin(context, member.login);
      await skipPopupNotice(page);
      await page.goto("/rng");

      // The whole slot catalogue is in the lobby, but only a window of cards is in the DOM.
      const count = page.getByTestId("lobby-count");
      await expect(count).toContainText(/10[.,\s]?0\d\d/);
      const cards = page.getByTestId("lobby-grid").getByTestId("game-card");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThan(200);

      // "rong vang" finds "Rồng Vàng …" and "… Vàng Rồng …" (diacritics, case and word order ignored).
      await page.getByTestId("lobby-search").fill("rong vang");
      await expect(cards.first()).toContainText(/Rồng/i);
      const names = await cards.allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names.slice(0, 10)) {
        const folded = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
        expect(folded).toContain("rong");
        expect(folded).toContain("vang");
      }

      // Launch the first playable result: the loader, then /game with the vendor's page in the frame.
      const playable = cards.filter({ hasNot: page.getByTestId("maintenance-badge") }).first();
      const gameName = (await playable.getAttribute("aria-label")) ?? "";
      await playable.click();
      await expect(page).toHaveURL(/\/game$/);
      const frame = gameFrame(page);
      await expect(frame.getByTestId("dv-balance")).toContainText(/500[.,]000/);
      await expect(headerBalance(page)).toContainText(/500[.,]000/);

      // Three spins; after each, the header balance (refreshed by the realtime signal) equals the game's.
      for (let spin = 0; spin < 3; spin++) {
        await frame.getByTestId("dv-spin").click();
        await expect(frame.getByTestId("dv-spin")).toBeEnabled({ timeout: 20_000 });
        const inGame = displayedMinor((await frame.getByTestId("dv-balance").textContent()) ?? "");
        await expect.poll(async () => displayedMinor((await headerBalance(page).textContent()) ?? "")).toBe(inGame);
      }
      // The balance is the opening one plus the three rounds' profit (which may be exactly 0: wins can
      // repay the stakes), as the betting record's totals say.
      const finalBalance = displayedMinor((await frame.getByTestId("dv-balance").textContent()) ?? "");
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const record = await request.get(PATHS.bettingRecords, {
        params: { startDate: day(-1), endDate: day(1), size: 100 },
        headers: { Authorization: `Bearer ${member.login.token}` },
      });
      const totals = ((await record.json()) as Envelope<BettingRecordValue>).value;
      expect(totals.total).toBe(3);
      expect(BigInt(totals.totalBet)).toBeGreaterThan(0n);
      expect(finalBalance).toBe(50_000_000n + BigInt(totals.totalProfit));

      // Reveal the seeds of those rounds (rotate), so that they can be verified.
      await frame.getByTestId("dv-rotate-seeds").click();
      await expect(frame.getByTestId("dv-revealed-seed")).toContainText(/^[0-9a-f]{64}$/);

      // The betting record lists the three rounds of that game.
      await page
        .getByRole("banner")
        .getByRole("button", { name: new RegExp(member.username, "i") })
        .click();
      await page.getByRole("menuitem", { name: /lịch sử cược|betting record/i }).click();
      const rows = page.getByTestId("betting-row");
      await expect(rows).toHaveCount(3);
      if (gameName) await expect(rows.first()).toContainText(gameName.split(" — ")[0]!.slice(0, 8));

      // The first round's verification page recomputes it from the revealed seeds.
      const href = await page.getByTestId("betting-verify-link").first().getAttribute("href");
      expect(href).toBeTruthy();
      const verify = await context.newPage();
      await verify.goto(href!);
      await expect(verify.getByTestId("dv-verify-status")).toHaveAttribute("data-state", "match", { timeout: 20_000 });
    });

    test("a trial account plays Tài Xỉu with demo balance", async ({ page, context, request }) => {
      const trial = await freePlayViaApi(request);
      await useLogin(context, trial);
      await skipPopupNotice(page);
      await page.goto("/rng");
      await page.getByTestId("lobby-search").fill("tai xiu");
      const card = page
        .getByTestId("game-card")
        .filter({ hasText: /^.*Tài Xỉu/ })
        .first();
      await card.click();
      await expect(page).toHaveURL(/\/game$/);
      const frame = gameFrame(page);
      const before = displayedMinor((await frame.getByTestId("dv-balance").textContent({ timeout: 20_000 })) ?? "");
      expect(before).toBeGreaterThan(0n);
      await frame.getByTestId("dv-tai").click();
      await frame.getByTestId("dv-play").click();
      await expect(frame.getByTestId("dv-result")).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => displayedMinor((await frame.getByTestId("dv-balance").textContent()) ?? ""))
        .not.toBe(before);
    });
  });
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a member plays Bầu Cua Tôm Cá in the /game frame without horizontal scrolling", async ({
    page,
    context,
    request,
  }) => {
    const member = await registerMemberViaApi(request);
    await fundMember(request, member.username, 10_000_000n); // 100,000.00 VND
    await useLogin(context, member.login);
    await skipPopupNotice(page);
    await page.goto("/rng");
    await page.getByTestId("lobby-search").fill("bau cua tom ca");
    await page.getByTestId("lobby-grid").getByTestId("game-card").filter({ hasText: "Bầu Cua Tôm Cá" }).first().click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = gameFrame(page);
    await expect(frame.getByTestId("dv-balance")).toContainText(/100[.,]000/, { timeout: 20_000 });
    await frame.getByTestId("dv-baucua-cua").click();
    await frame.getByTestId("dv-play").click();
    await expect(frame.getByTestId("dv-result")).not.toBeEmpty({ timeout: 20_000 });
    await expect
      .poll(async () => displayedMinor((await frame.getByTestId("dv-balance").textContent()) ?? ""))
      .not.toBe(10_000_000n);
    const overflow = await frame
      .locator("body")
      .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
