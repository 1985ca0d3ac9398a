import { ROUTES, THEMES, VIEWPORTS } from "../support/routes.ts";
import {
  expect,
  horizontalOverflow,
  seriousAccessibilityViolations,
  skipPopupNotice,
  test,
} from "../support/fixtures.ts";

/**
 * The route matrix (issue 2 "Must show"): every route of spec §2 at desktop and phone size, in
 * both themes, renders a heading with no console error, no failed request, no serious or
 * critical accessibility violation and no sideways scrolling. The home page's popup notice is
 * kept closed here (it would hide the page from assistive technology while open); home.spec.ts
 * checks the popup itself.
 */
for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.name} ${viewport.width}x${viewport.height}, ${theme} theme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, theme });

      for (const { path, landsOn } of ROUTES) {
        test(`${path} renders cleanly`, async ({ page, pageProblems }) => {
          await skipPopupNotice(page);
          await page.goto(path);
          await expect(page).toHaveURL((url) => url.pathname === landsOn);
          // The page's own heading; /register and /register.html open the register dialog over the
          // home page, which then hides the page from assistive technology: the dialog's heading counts.
          const heading = page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog").getByRole("heading"));
          await expect(heading.first()).toBeVisible();
          if (path.startsWith("/register")) await expect(page.getByRole("dialog")).toBeVisible();
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          await page.waitForLoadState("networkidle");

          expect(pageProblems, "console errors and failed requests").toEqual([]);
          expect(await seriousAccessibilityViolations(page), "serious or critical axe-core violations").toEqual([]);
          expect(await horizontalOverflow(page), "pixels of horizontal overflow").toBe(0);
        });
      }
    });
  }
}
