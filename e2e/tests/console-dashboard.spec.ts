import type { APIRequestContext, Page } from "@playwright/test";
import { CONSOLE_PATHS, PATHS, formatMinor, type ConsoleDashboard } from "@lotus/contracts/web";
import { expect, test } from "../support/fixtures.ts";
import { call, consoleLogin, consoleText, OPERATOR_PASSWORD, totpCode } from "../support/money.ts";
import { registerMemberViaApi } from "../support/session.ts";

/*
 * Issue 11 item 19: what an operator opens first. The console lands on the dashboard, whose
 * "today" shows a deposit credited a moment ago; an admin creates an operator and sees its
 * authenticator secret once; freezing a member with a reason shows on the member's page.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const DEPOSIT_MINOR = 35_000_000n;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** A console token of the cashier, through the API (the browser logs the admin in). */
async function cashierToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(CONSOLE_PATHS.login, {
    data: { username: "cashier01", password: OPERATOR_PASSWORD, totp: await totpCode("cashier01") },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  if (!body.success) throw new Error(`cashier login: ${body.code}`);
  return body.value.token;
}

/** A member's deposit order, credited by the cashier as a bank statement match would be. */
async function creditedDeposit(request: APIRequestContext, memberToken: string, staffToken: string) {
  const methods = await call<{ id: string; accounts: { id: string }[] }[]>(
    request,
    "get",
    PATHS.depositMethods,
    memberToken,
  );
  const order = await call<{ orderNo: string }>(request, "post", PATHS.deposit, memberToken, {
    methodId: methods[0]!.id,
    receivingAccountId: methods[0]!.accounts[0]!.id,
    amount: DEPOSIT_MINOR.toString(),
    requestId: `e2e-h8-${Date.now()}`,
  });
  await call(request, "post", CONSOLE_PATHS.depositConfirm.replace(":orderNo", order.orderNo), staffToken, {});
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("the console lands on the dashboard with today's deposit, creates an operator, and freezes a member", async ({
  page,
  request,
}) => {
  const staff = await cashierToken(request);
  const before = await call<ConsoleDashboard>(request, "get", CONSOLE_PATHS.dashboard, staff);
  const member = await registerMemberViaApi(request);
  await creditedDeposit(request, member.login.token, staff);
  const after = await call<ConsoleDashboard>(request, "get", CONSOLE_PATHS.dashboard, staff);
  expect(BigInt(after.today.deposits) - BigInt(before.today.deposits)).toBe(DEPOSIT_MINOR);

  // The landing page is the dashboard, with today's deposits as the ledger has them.
  await consoleLogin(page, "admin01");
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: consoleText("nav.dashboard") })).toBeVisible();
  await expect(page.getByTestId("today-deposits")).toHaveText(`${formatMinor(after.today.deposits, "vi")} ₫`);
  await expect(page.getByTestId("today-newMembers")).toHaveText(String(after.today.newMembers));
  await expect(page.getByRole("img", { name: consoleText("dashboard.chart.cash") })).toBeVisible();
  await page.getByTestId("chart-cash").getByText(consoleText("dashboard.showTable")).click();
  await expect(page.getByTestId("chart-cash").getByRole("row", { name: new RegExp(after.today.day) })).toContainText(
    `${formatMinor(after.today.deposits, "vi")} ₫`,
  );
  await screenshot(page, "dashboard-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("today-deposits")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "dashboard-390");
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshot(page, "dashboard-390-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Operators: an admin creates one and sees its authenticator secret once.
  await page.getByTestId("nav-operators").click();
  await page.getByRole("button", { name: consoleText("operators.create") }).click();
  const dialog = page.getByRole("dialog", { name: consoleText("operators.create") });
  const username = `e2e.op${Date.now().toString(36).slice(-6)}`;
  await dialog.getByLabel(consoleText("operators.col.username"), { exact: true }).fill(username);
  await dialog.getByLabel(consoleText("operators.col.displayName"), { exact: true }).fill("Nhân viên thử");
  await dialog.getByLabel(consoleText("operators.form.password"), { exact: true }).fill("E2e-Operator-2026");
  await dialog.getByTestId("operator-create").click();
  await expect(page.getByTestId("operator-secret")).toContainText("otpauth://totp/");
  await screenshot(page, "operator-secret");
  await page.getByRole("button", { name: consoleText("operators.secret.done") }).click();
  await expect(page.getByTestId(`operator-${username}`)).toContainText(consoleText("roles.cashier"));
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "operators-390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Freezing a member, with a reason, shows on the member's page.
  const found = await call<{ list: { id: string }[] }>(
    request,
    "get",
    `${CONSOLE_PATHS.members}?q=${member.username}`,
    staff,
  );
  await page.goto(`/console/members/${found.list[0]!.id}`);
  const state = page.getByTestId("member-state");
  await expect(state).toContainText(consoleText("members.status.active"));
  await state.getByRole("button", { name: consoleText("members.state.action.freeze") }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByRole("textbox").fill("Kiểm tra giao dịch bất thường");
  await confirm.getByTestId("member-state-confirm").click();
  await expect(state).toContainText(consoleText("members.status.frozen"));
  await expect(page.getByTestId("member-state-reason")).toHaveText("Kiểm tra giao dịch bất thường");
  await expect(confirm).toBeHidden();
  await screenshot(page, "member-frozen");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "member-frozen-390");

  // The frozen member's next deposit is refused with the catalogue code.
  const refused = await request.post(PATHS.deposit, {
    headers: { Authorization: `Bearer ${member.login.token}` },
    data: { methodId: "1", receivingAccountId: "1", amount: "1000000", requestId: `e2e-h8-frozen-${Date.now()}` },
  });
  expect(((await refused.json()) as Envelope<null>).code).toBe("account_frozen");
});
