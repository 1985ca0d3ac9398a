import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  CONSOLE_PATHS,
  PATHS,
  formatMinor,
  type BalanceValue,
  type ConsoleMission,
  type DepositMethod,
  type MissionsValue,
  type RewardsValue,
} from "@lotus/contracts/web";
import { prepare, type Language } from "../support/accounts.ts";
import { DESKTOP } from "../support/agents.ts";
import { ownConsoleToken } from "../support/agents-flow.ts";
import { format, text } from "../support/catalogues.ts";
import { expect, test } from "../support/fixtures.ts";
import { call } from "../support/money.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 15, rewards, in real Chromium, in vi and in en. An operator adds a daily deposit mission in the
 * console (0× wagering: the reward is cash). A fresh member makes a real deposit (an order through the
 * member's deposit call, confirmed by staff in the console), so the mission's progress — computed from
 * the credited deposits of the day — meets its target. In the member centre the menu's missions badge
 * shows the count of missions ready to claim; the member claims the mission on missionLeaderboard: the
 * success message shows, the header balance grows by the reward through the ledger, the card says
 * claimed and the badge drops by one. The claimed reward is then in the reward centre's history, and a
 * second claim through the API pays nothing. Screenshots: /tmp/shots-rewards-flow/<lang>-<step>.png
 * (desktop, dark theme).
 */

test.describe.configure({ timeout: 3 * 60_000 });

const SHOTS = "/tmp/shots-rewards-flow";
const r = (lang: Language, key: string) => text(lang, "rewards", key);
const m = (lang: Language, key: string) => text(lang, "member", key);
const DEPOSIT = 30_000_000n; // 300,000.00 đ
const TARGET = "20000000"; // 200,000.00 đ
const REWARD = 1_234_500n; // 12,345.00 đ

const headerBalance = (page: Page) => page.getByTestId("header-balance-wide").getByTestId("header-balance-amount");

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function mainBalance(request: APIRequestContext, token: string): Promise<bigint> {
  return BigInt((await call<BalanceValue>(request, "get", PATHS.balance, token)).mainBalance);
}

/** A deposit as the cashier takes it: the member's order, then staff confirm it in the console. */
async function realDeposit(request: APIRequestContext, token: string, operator: string, amount: bigint, tag: string) {
  const methods = await call<DepositMethod[]>(request, "get", PATHS.depositMethods, token);
  const method = methods.find((x) => x.accounts.length > 0)!;
  const order = await call<{ orderNo: string }>(request, "post", PATHS.deposit, token, {
    methodId: method.id,
    receivingAccountId: method.accounts[0]!.id,
    amount: amount.toString(),
    requestId: `e2e-rewards-${tag}-${Date.now().toString(36)}`,
    promotionId: "none",
  });
  await call(request, "post", CONSOLE_PATHS.depositConfirm.replace(":orderNo", order.orderNo), operator, {});
}

for (const lang of ["vi", "en"] as const) {
  test(`${lang}: a member claims a daily mission reward; the header balance follows and the badge drops`, async ({
    browser,
    request,
  }) => {
    const operator = await ownConsoleToken(request);
    const code = `e2e-dep-${lang}-${Date.now().toString(36)}`;
    const title = {
      vi: `Nạp hôm nay ${code}`,
      en: `Deposit today ${code}`,
      zh: `今日存款 ${code}`,
      ja: `本日の入金 ${code}`,
      th: `ฝากวันนี้ ${code}`,
    };
    const mission = await call<ConsoleMission>(request, "post", CONSOLE_PATHS.rewardMissions, operator, {
      code,
      title,
      period: "daily",
      trigger: "deposit",
      category: null,
      target: TARGET,
      rewardAmount: REWARD.toString(),
      wagering: 0,
    });

    const member = await registerMemberViaApi(request);
    const token = member.login.token;
    await realDeposit(request, token, operator, DEPOSIT, lang);
    const missions = await call<MissionsValue>(request, "get", PATHS.missions, token);
    const mine = missions.list.find((x) => x.id === mission.id)!;
    expect(mine).toMatchObject({ state: "claimable", progress: TARGET, target: TARGET });
    const badge = missions.claimable;
    expect(badge).toBeGreaterThanOrEqual(1);
    const before = await mainBalance(request, token);
    expect(before).toBe(DEPOSIT);

    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: "dark" });
    await prepare(context, lang);
    await useLogin(context, member.login);
    const page = await context.newPage();
    await page.goto("/index");
    await expect(headerBalance(page)).toHaveText(formatMinor(before, lang));
    await page
      .getByRole("banner")
      .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: member.username }) })
      .click();
    await page.getByRole("menuitem", { name: m(lang, "userMenu.entries.memberCentre") }).click();
    const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
    const menu = centre.getByRole("navigation", { name: m(lang, "centre.menu") });
    const missionsEntry = menu.getByRole("button", { name: new RegExp(`^${m(lang, "pages.missionLeaderboard")}`) });
    await expect(missionsEntry.getByTestId("centre-menu-badge")).toContainText(String(badge));
    await expect(missionsEntry).toContainText(format(lang, "member", "centre.missionBadge", { count: String(badge) }));
    await missionsEntry.click();
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.missionLeaderboard") })).toBeVisible();

    const card = centre.getByTestId("mission-card").filter({ hasText: title[lang] });
    await expect(card).toHaveAttribute("data-state", "claimable");
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(centre.getByTestId("race-card").first()).toBeVisible();
    await shot(page, `${lang}-1-missions`);

    await card
      .getByRole("button", { name: format(lang, "rewards", "claim.buttonFor", { title: title[lang] }) })
      .click();
    const amount = `${formatMinor(REWARD.toString(), lang)} ₫`;
    await expect(
      centre.getByRole("status").filter({ hasText: format(lang, "rewards", "claim.success", { amount }) }),
    ).toBeVisible();
    await expect(card).toHaveAttribute("data-state", "claimed");
    await expect(card).toContainText(r(lang, "missions.state.claimed"));
    await expect(headerBalance(page)).toHaveText(formatMinor(before + REWARD, lang), { timeout: 10_000 });
    expect(await mainBalance(request, token)).toBe(before + REWARD);
    if (badge > 1) await expect(missionsEntry.getByTestId("centre-menu-badge")).toContainText(String(badge - 1));
    else await expect(missionsEntry.getByTestId("centre-menu-badge")).toHaveCount(0);
    await shot(page, `${lang}-2-claimed`);

    // The reward centre lists it as claimed; a second claim moves nothing.
    await menu.getByRole("button", { name: m(lang, "pages.rewardCenter") }).click();
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.rewardCenter") })).toBeVisible();
    await expect(centre.getByText(title[lang])).toBeVisible();
    await expect(centre.getByText(r(lang, "status.claimed")).first()).toBeVisible();
    await shot(page, `${lang}-3-reward-centre`);
    const again = await call<{ replayed: boolean }>(
      request,
      "post",
      PATHS.missionClaim.replace(":id", mission.id),
      token,
      {},
    );
    expect(again.replayed).toBe(true);
    expect(await mainBalance(request, token)).toBe(before + REWARD);
    const rewards = await call<RewardsValue>(request, "get", PATHS.rewards, token);
    expect(rewards.list.filter((x) => x.source === "mission" && x.status === "claimed")).toHaveLength(1);
    await context.close();

    // Disabled again so other runs' members do not see it.
    await call(request, "put", CONSOLE_PATHS.rewardMission.replace(":id", mission.id), operator, { enabled: false });
  });
}
