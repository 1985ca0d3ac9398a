import type { BrowserContext, Locator, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY, MEMBER_CENTRE_PAGES } from "@lotus/contracts/web";
import { format, text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { ROUTES } from "../support/routes.ts";
import { DEMO_MEMBER, loginViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 11 item 14: with the site in English, no route shows a Vietnamese word — neither a data
 * string from the server (VIP levels, rooms, notices, help, vendors, games, payment labels) nor an
 * untranslated web string. The visible text of every route is scanned for the letters only
 * Vietnamese uses (ă â đ ê ô ơ ư and the tone-marked vowels, both cases), outside the language
 * selector, whose job is to name "Tiếng Việt" in Vietnamese.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Vietnamese letters after NFD: breve, circumflex, horn, the five tone marks, and đ/Đ. */
const VIETNAMESE = /[\u0300\u0301\u0302\u0303\u0306\u0309\u031b\u0323đĐ]/u;

async function inEnglish(context: BrowserContext) {
  await context.addInitScript(({ key }) => localStorage.setItem(key, "en"), { key: LANGUAGE_STORAGE_KEY });
}

/**
 * The words of `root`'s visible text that carry a Vietnamese letter, leaving out the language
 * selector in all its forms (found by role and label: the header button and its listbox, the
 * phone sheet's group) and people's own words (`data-user-content`). Nothing else is left out:
 * game titles made of Vietnamese words are translated like every other name, and the brand's name
 * (Lotus) has no Vietnamese letter.
 */
async function vietnameseWords(root: Locator): Promise<string[]> {
  const visible = await root.evaluate(
    (element, label) => {
      const selector = [
        ...Array.from(element.querySelectorAll<HTMLElement>(`button[aria-label^="${label}:"]`)),
        ...Array.from(element.querySelectorAll<HTMLElement>(`[role="listbox"][aria-label="${label}"]`)),
        ...Array.from(element.querySelectorAll<HTMLElement>("fieldset")).filter(
          (group) => group.querySelector("legend")?.textContent === label,
        ),
        // People's own words (a member's feedback, the answer written to them, chat messages) stay
        // in the language they were written in; the site marks them.
        ...Array.from(element.querySelectorAll<HTMLElement>("[data-user-content]")),
      ];
      const displays = selector.map((node) => node.style.display);
      for (const node of selector) node.style.display = "none";
      const shown = (element as HTMLElement).innerText;
      selector.forEach((node, index) => (node.style.display = displays[index]!));
      return shown;
    },
    text("en", "layout", "language.label"),
  );
  const words = visible.split(/\s+/).filter((word) => VIETNAMESE.test(word.normalize("NFD")));
  return [...new Set(words)];
}

/** Visits a route and waits for its data to arrive and render. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  // The site keeps a socket open, so "network idle" is a pause in requests rather than silence.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

async function scanRoutes(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const { path } of ROUTES) {
    await visit(page, path);
    const words = await vietnameseWords(page.locator("body"));
    if (words.length > 0) found[path] = words;
  }
  return found;
}

test("no route of the English site shows a Vietnamese word to a visitor", async ({ page, context }) => {
  test.setTimeout(240_000);
  await inEnglish(context);
  expect(await scanRoutes(page)).toEqual({});
});

test("no route of the English site shows a Vietnamese word to a logged-in member", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await inEnglish(context);
  await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
  expect(await scanRoutes(page)).toEqual({});
});

test("the user menu and every member-centre page show no Vietnamese word in English", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await inEnglish(context);
  const login = await loginViaApi(request, DEMO_MEMBER);
  await useLogin(context, login);
  await skipPopupNotice(page);
  await visit(page, "/index");
  const found: Record<string, string[]> = {};
  const note = async (where: string, root: Locator) => {
    const words = await vietnameseWords(root);
    if (words.length > 0) found[where] = words;
  };

  await page
    .getByRole("banner")
    .getByRole("button", { name: format("en", "member", "userMenu.button", { name: DEMO_MEMBER }) })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await note("user menu", page.getByRole("menu"));
  await page.getByRole("menuitem", { name: text("en", "member", "userMenu.entries.memberCentre") }).click();
  const centre = page.getByRole("dialog", { name: text("en", "member", "centre.title") });
  const menu = centre.getByRole("navigation", { name: text("en", "member", "centre.menu") });
  for (const pageKey of MEMBER_CENTRE_PAGES.filter((p) => p !== "transferUpline" || login.member.toUpline)) {
    const name = text("en", "member", `pages.${pageKey}`);
    await menu.getByRole("button", { name }).click();
    await expect(centre.getByRole("heading", { level: 2, name })).toBeVisible();
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await note(`member centre: ${pageKey}`, centre);
  }
  expect(found).toEqual({});
});

test("the register dialog's country codes are named in English", async ({ page, context }) => {
  await inEnglish(context);
  await skipPopupNotice(page);
  await visit(page, "/register");
  const label = text("en", "account", "phone.country");
  const country = page.getByRole("button", { name: new RegExp(`^${label}: Vietnam \\+84$`) });
  await country.click();
  const list = page.getByRole("listbox", { name: label });
  await expect(list.getByRole("option").first()).toContainText("Vietnam");
  expect(await vietnameseWords(list)).toEqual([]);
});
