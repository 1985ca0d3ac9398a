// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  PATHS,
  type BankAccount,
  type WithdrawalOrder,
  type WithdrawInfoValue,
} from "@lotus/contracts/web";
import { closeMemberCentre, useMemberCentrePage } from "../../../../lib/account-dialogs";
import { saveSession } from "../../../../lib/session";
import cashierEn from "../../../../locales/en/cashier.json";
import commonEn from "../../../../locales/en/common.json";
import memberEn from "../../../../locales/en/member.json";
import { WithdrawForm } from "./withdraw-form";

/** 100,000 to 20,000,000 đồng a withdrawal, 1,234,567.89 đồng in the main wallet (minor units on the wire). */
const info: WithdrawInfoValue = {
  minAmount: "10000000",
  maxAmount: "2000000000",
  dailyCount: 5,
  usedToday: 1,
  mainBalance: "123456789",
  hasPaymentPassword: true,
  payeeName: "NGUYEN VAN A",
};

const accounts: BankAccount[] = [
  {
    id: "31",
    bankCode: "VCB",
    bankName: "Vietcombank",
    accountNumberMasked: "******4321",
    accountName: "NGUYEN VAN A",
    createdAt: "2026-11-01T00:00:00.000Z",
  },
  {
    id: "32",
    bankCode: "TCB",
    bankName: "Techcombank",
    accountNumberMasked: "******8765",
    accountName: "NGUYEN VAN A",
    createdAt: "2026-11-02T00:00:00.000Z",
  },
];

const order = { orderNo: "W20261127000001", amount: "30000000", status: "pending" } as WithdrawalOrder;

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const refused = (code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message, value: null }), {
    status: 400,
    headers: { "Content-Type": "application/json" },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split("?")[0] === path);

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["cashier", "member", "common"],
    defaultNS: "common",
    resources: { en: { cashier: cashierEn, member: memberEn, common: commonEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split("?")[0];
    if (path === PATHS.withdraw) return ok(order);
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The member-centre page the store holds (the withdraw form switches it to the security centre). */
function MemberCentreProbe() {
  return <>{useMemberCentrePage()}</>;
}

function renderForm(props: { info?: WithdrawInfoValue; accounts?: BankAccount[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WithdrawForm info={props.info ?? info} accounts={props.accounts ?? accounts} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const amountBox = () => screen.getByLabelText("Withdrawal amount");
const passwordBox = () => screen.getByLabelText("Payment password");
const submit = () => screen.getByRole("button", { name: "Request withdrawal" });
const alerts = () => screen.getAllByRole("alert").map((alert) => alert.textContent);

describe("the withdraw form", () => {
  it("shows the main balance with two decimals and separators", () => {
    renderForm();
    expect(screen.getByTestId("withdraw-available").textContent).toBe("1,234,567.89 VND");
  });

  it("asks for the amount and the payment password when sent empty, and sends nothing", async () => {
    const user = renderForm();
    await user.click(submit());

    await waitFor(() => expect(alerts()).toEqual(["Please enter an amount.", "Please enter your payment password."]));
    expect(amountBox().getAttribute("aria-invalid")).toBe("true");
    expect(passwordBox().getAttribute("aria-invalid")).toBe("true");
    expect(calls(PATHS.withdraw)).toHaveLength(0);
  });

  it.each([
    ["99999", "The minimum is 100,000.00 VND."],
    ["1234568", "That is more than your available balance (1,234,567.89 VND)."],
    ["150000.50", "Please enter a whole number of dong (no decimals)."],
    ["12a", "That is not a valid amount. Use digits only, e.g. 500000."],
  ])("refuses %s before sending (%s)", async (typed, message) => {
    const user = renderForm();
    await user.type(amountBox(), typed);
    await user.type(passwordBox(), "123456");
    await user.click(submit());

    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(calls(PATHS.withdraw)).toHaveLength(0);
  });

  it("cannot be sent while the member has no bank account", async () => {
    const user = renderForm({ accounts: [] });
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(calls(PATHS.withdraw)).toHaveLength(0);
    await user.click(submit());
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
  });

  it("posts the chosen account, the amount in minor units, the password and a request id, then says it is done", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("radio", { name: /Techcombank/ }));
    await user.type(amountBox(), "300.000");
    await user.type(passwordBox(), "12ab3456");
    await user.click(submit());

    await waitFor(() => expect(calls(PATHS.withdraw)).toHaveLength(1));
    const [, init] = calls(PATHS.withdraw)[0]!;
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toEqual({
      bankAccountId: "32",
      amount: "30000000",
      paymentPassword: "123456",
      requestId: body.requestId,
    });
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    const status = await screen.findByRole("status");
    await waitFor(() => expect(within(status).getByText("Withdrawal requested")).toBeTruthy());
    expect(status.textContent).toContain("W20261127000001");
    expect(status.textContent).toContain("300,000.00 VND");
    expect((amountBox() as HTMLInputElement).value).toBe("");
    expect((passwordBox() as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal in the page language and keeps what was typed", async () => {
    fetchMock.mockImplementation(async () => refused("payment_password_wrong", "The payment password is wrong."));
    const user = renderForm();
    await user.type(amountBox(), "200000");
    await user.type(passwordBox(), "654321");
    await user.click(submit());

    await waitFor(() => expect(alerts()).toEqual(["The payment password is wrong."]));
    expect((amountBox() as HTMLInputElement).value).toBe("200000");
    expect(calls(PATHS.withdraw)).toHaveLength(1);
  });

  it("on a know-your-customer refusal, shows the reason and opens the security centre to verify", async () => {
    fetchMock.mockImplementation(async () =>
      refused("kyc_identity_required", "This withdrawal needs your identity verified (level 2)."),
    );
    const user = renderForm();
    await user.type(amountBox(), "200000");
    await user.type(passwordBox(), "654321");
    await user.click(submit());

    await waitFor(() => expect(alerts()).toEqual(["This withdrawal needs your identity verified (level 2)."]));
    await user.click(screen.getByRole("button", { name: "Verify now" }));
    const probe = render(<MemberCentreProbe />);
    expect(probe.container.textContent).toBe("securityCenter");
    closeMemberCentre();
  });

  it("offers to give up an active bonus when the server refuses for it, and sends forfeitBonus only once the member agrees", async () => {
    fetchMock.mockImplementationOnce(async () =>
      refused("withdraw_bonus_active", "You have an active bonus: withdrawing gives it up."),
    );
    const user = renderForm();
    await user.type(amountBox(), "200000");
    await user.type(passwordBox(), "654321");
    await user.click(submit());

    const notice = await screen.findByTestId("withdraw-bonus-active");
    expect(notice.textContent).toContain("You have an active bonus: withdrawing gives it up.");
    const agree = within(notice).getByRole("checkbox", { name: "I agree to give up my active bonus to withdraw" });
    expect((agree as HTMLInputElement).checked).toBe(false);
    await user.click(agree);
    await user.click(submit());

    await waitFor(() => expect(calls(PATHS.withdraw)).toHaveLength(2));
    const first = JSON.parse(String(calls(PATHS.withdraw)[0]![1]?.body)) as Record<string, unknown>;
    const second = JSON.parse(String(calls(PATHS.withdraw)[1]![1]?.body)) as Record<string, unknown>;
    expect(first.forfeitBonus).toBeUndefined();
    expect(second.forfeitBonus).toBe(true);
    expect(second.requestId).not.toBe(first.requestId);
  });
});
