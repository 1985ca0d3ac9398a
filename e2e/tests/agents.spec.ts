import type { Page, WebSocketRoute } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "@lotus/contracts/web";
import { format, text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, skipPopupNotice, test } from "../support/fixtures.ts";
import { THEMES } from "../support/routes.ts";
import { DEMO_AGENT, DEMO_MEMBER, loginViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 13, web agent centre (H3): agent01 opens the agent centre from the user menu and sees its
 * team (overview figures and the team list); a plain member has no entry, and a direct link tells
 * it the centre is for agents. Screenshots at 360 px and on a desktop, both themes, go to
 * /tmp/shots-agents/.
 */

// The desktop tests read five pages and run axe: more than the default minute on a shared machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = "/tmp/shots-agents";
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
const lang = "en";
const a = (key: string) => text(lang, "agents", key);
const m = (key: string) => text(lang, "member", key);

async function prepareEnglish(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "en"), LANGUAGE_STORAGE_KEY);
  await skipPopupNotice(page);
}

function centre(page: Page) {
  return page.getByRole("dialog", { name: a("centre.title") });
}

async function openFromUserMenu(page: Page, account: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: account }) })
    .click();
  await page.getByRole("menuitem", { name: m("userMenu.entries.agentCentre") }).click();
}

for (const theme of THEMES) {
  test.describe(`agent centre, ${theme} theme`, () => {
    test.use({ theme });

    test(`agent01 opens the agent centre and sees its team (desktop, ${theme})`, async ({ page, context, request }) => {
      await page.setViewportSize(DESKTOP);
      await prepareEnglish(page);
      await useLogin(context, await loginViaApi(request, DEMO_AGENT));
      await page.goto("/");
      await openFromUserMenu(page, DEMO_AGENT);

      const dialog = centre(page);
      await expect(dialog.getByRole("heading", { level: 2, name: a("pages.agentTeamOverview") })).toBeVisible();
      const size = dialog.getByTestId("team-teamSize");
      await expect(size).toHaveText(/^\d+$/);
      // The seed gives agent01 a team: agent02 and agent03 with members below them.
      expect(Number(await size.textContent())).toBeGreaterThanOrEqual(3);
      await expect(dialog.getByTestId("team-chart")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/desktop-${theme}-overview.png` });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await dialog
        .getByRole("navigation", { name: a("centre.menu") })
        .getByRole("button", { name: a("pages.teamManagement"), exact: true })
        .click();
      await expect(dialog.getByRole("heading", { level: 2, name: a("pages.teamManagement") })).toBeFocused();
      const rows = dialog.getByTestId("team-member-row");
      await expect(rows.filter({ hasText: "agent02" })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/desktop-${theme}-team.png` });

      // The seeded contracts (house → agent01 → agent02/agent03) and the income page read without error.
      const menu = dialog.getByRole("navigation", { name: a("centre.menu") });
      await menu.getByRole("button", { name: a("pages.dailySalary"), exact: true }).click();
      await expect(dialog.getByTestId("contract-card").first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/desktop-${theme}-daily-salary.png` });
      await menu.getByRole("button", { name: a("pages.myIncome"), exact: true }).click();
      await expect(dialog.getByRole("heading", { level: 2, name: a("pages.myIncome") })).toBeVisible();
      await expect(dialog.getByText(a("list.summary").replace("{{count}}", ""), { exact: false })).toBeVisible();
      await expect(dialog.getByText(a("list.error"))).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/desktop-${theme}-income.png` });

      // Keyboard: Esc closes the centre.
      await page.keyboard.press("Escape");
      await expect(centre(page)).toHaveCount(0);
    });

    test(`agent01 uses the agent centre on a 360 px phone (${theme})`, async ({ page, context, request }) => {
      await page.setViewportSize(PHONE);
      await prepareEnglish(page);
      await useLogin(context, await loginViaApi(request, DEMO_AGENT));
      await page.goto("/?agentCentre=agentTeamOverview");

      const dialog = centre(page);
      await expect(dialog.getByTestId("team-teamSize")).toHaveText(/^\d+$/);
      // On phones the menu is a select above the page.
      await expect(dialog.getByRole("navigation", { name: a("centre.menu") })).toBeHidden();
      const select = dialog.getByTestId("agent-centre-select");
      await expect(select).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: `${SHOTS}/phone-${theme}-overview.png` });
      await dialog.getByTestId("team-chart").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/phone-${theme}-chart.png` });

      await select.selectOption("teamManagement");
      await expect(dialog.getByRole("heading", { level: 2, name: a("pages.teamManagement") })).toBeVisible();
      // Phones get cards (no table).
      await expect(dialog.getByTestId("team-member-details").first()).toBeVisible();
      await expect(dialog.getByRole("table")).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/phone-${theme}-team.png` });

      await select.selectOption("registerAccount");
      await expect(dialog.getByTestId("register-default-warning")).toHaveText(a("register.defaultWarning"));
      await page.screenshot({ path: `${SHOTS}/phone-${theme}-register.png` });
    });
  });
}

test("a plain member has no agent centre entry, and a direct link says it is for agents", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await prepareEnglish(page);
  await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: DEMO_MEMBER }) })
    .click();
  const menu = page.getByRole("menu", { name: m("userMenu.label") });
  await expect(menu.getByRole("menuitem", { name: m("userMenu.entries.memberCentre") })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: m("userMenu.entries.agentCentre") })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/?agentCentre=teamManagement");
  const error = centre(page).getByTestId("agent-centre-error");
  await expect(error).toContainText(a("centre.notAgent.title"));
  await expect(centre(page).getByRole("navigation", { name: a("centre.menu") })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/desktop-member-refused.png` });
});

test("a member's referral page shows its invite code, link and QR code", async ({ page, context, request }) => {
  await page.setViewportSize(DESKTOP);
  await prepareEnglish(page);
  await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: DEMO_MEMBER }) })
    .click();
  await page.getByRole("menuitem", { name: m("userMenu.entries.memberCentre") }).click();
  const memberCentre = page.getByRole("dialog", { name: m("centre.title") });
  await memberCentre
    .getByRole("navigation", { name: m("centre.menu") })
    .getByRole("button", { name: m("pages.referral") })
    .click();
  await expect(memberCentre.getByTestId("referral-code")).toHaveText(/^\S{4,}$/);
  await expect(memberCentre.getByTestId("referral-link")).toContainText("referralCode=");
  await expect(memberCentre.getByRole("img", { name: a("referral.qrAlt") })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-member-referral.png` });
});

test("the /join application is sent and stored for the operator's review", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await prepareEnglish(page);
  await page.goto("/join");
  const j = (key: string) => text(lang, "join", key);
  const form = page.getByTestId("join-application-form");
  await form.getByRole("button", { name: j("apply.submit") }).click();
  await expect(form.getByText(j("apply.problems.nameRequired"))).toBeVisible();
  await expect(form.getByText(j("apply.problems.contactRequired"))).toBeVisible();

  await form.getByTestId("join-name").fill("Trần Thu Hà");
  await form.getByTestId("join-email").fill(`ha.${Date.now()}@example.com`);
  await form.getByRole("button", { name: j("apply.submit") }).click();
  const done = page.getByTestId("join-application-done");
  await expect(done).toContainText(j("apply.done"));
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/phone-join-done.png` });
});

test("a toast on a desktop stays clear of the agent centre's close button, which still closes it", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await prepareEnglish(page);
  await useLogin(context, await loginViaApi(request, DEMO_AGENT));
  // The agent's socket reports two deposits once the centre is open.
  await page.routeWebSocket(/\/ws$/, (socket) => {
    socket.onMessage(() => {
      socket.send(JSON.stringify({ kind: "ready" }));
      for (const orderNo of ["26112700001", "26112700002"]) {
        socket.send(JSON.stringify({ kind: "event", event: { type: "deposit_arrived", orderNo, amount: "50000000" } }));
      }
    });
  });
  await page.goto("/?agentCentre=agentTeamOverview");
  const dialog = centre(page);
  await expect(page.locator("[data-tone=success]")).toHaveCount(2);

  const close = dialog.getByRole("button", { name: text(lang, "common", "actions.close"), exact: true }).last();
  const closeBox = (await close.boundingBox())!;
  for (const toast of await page.locator("[data-tone=success]").all()) {
    const box = (await toast.boundingBox())!;
    const apart =
      box.x >= closeBox.x + closeBox.width ||
      box.x + box.width <= closeBox.x ||
      box.y >= closeBox.y + closeBox.height ||
      box.y + box.height <= closeBox.y;
    expect(apart, `toast ${JSON.stringify(box)} against the close button ${JSON.stringify(closeBox)}`).toBe(true);
  }
  await close.click();
  await expect(dialog).toHaveCount(0);
});

/** Elements from the toast region up to <html> that hide it from screen readers (aria-hidden or inert). */
function toastRegionHiddenBy(page: Page) {
  return page.locator(".lotus-toasts").evaluate((region) => {
    const hiding: string[] = [];
    for (let node: HTMLElement | null = region as HTMLElement; node; node = node.parentElement) {
      if (node.getAttribute("aria-hidden") === "true" || node.inert)
        hiding.push(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${node.className}`);
    }
    return hiding;
  });
}

test("toasts stay announced while the agent centre or the member centre hides the page from screen readers", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await prepareEnglish(page);
  await useLogin(context, await loginViaApi(request, DEMO_AGENT));
  let socket: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/ws$/, (route) => {
    socket = route;
    route.onMessage(() => route.send(JSON.stringify({ kind: "ready" })));
  });
  await page.goto("/");
  await openFromUserMenu(page, DEMO_AGENT);
  const dialog = centre(page);
  await expect(dialog.getByRole("heading", { level: 2, name: a("pages.agentTeamOverview") })).toBeVisible();
  // The modal hides the rest of the page (so the check below is not empty) but not the live region.
  await expect(page.locator("main")).toHaveAttribute("aria-hidden", "true");
  expect(await toastRegionHiddenBy(page)).toEqual([]);

  // A deposit arrives while the centre is open: its toast is in the accessibility tree.
  await expect.poll(() => socket !== undefined).toBe(true);
  const event = { type: "deposit_arrived", orderNo: "26112700003", amount: "50000000" };
  socket!.send(JSON.stringify({ kind: "event", event }));
  await expect(page.getByRole("status").locator("[data-tone=success]")).toBeVisible();
  expect(await toastRegionHiddenBy(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: DEMO_AGENT }) })
    .click();
  await page.getByRole("menuitem", { name: m("userMenu.entries.memberCentre") }).click();
  await expect(page.getByRole("dialog", { name: m("centre.title") })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-hidden", "true");
  expect(await toastRegionHiddenBy(page)).toEqual([]);
});
