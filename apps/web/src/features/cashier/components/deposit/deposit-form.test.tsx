// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type DepositMethod, type DepositOrder } from "@lotus/contracts/web";
import { saveSession } from "../../../../lib/session";
import cashierEn from "../../../../locales/en/cashier.json";
import commonEn from "../../../../locales/en/common.json";
import memberEn from "../../../../locales/en/member.json";
import { DepositForm } from "./deposit-form";

/** One bank-transfer method: 100,000 to 50,000,000 đồng (minor units on the wire), two receiving accounts. */
const method: DepositMethod = {
  id: "7",
  type: "BANK_TRANSFER",
  name: "Bank transfer",
  minAmount: "10000000",
  maxAmount: "5000000000",
  accounts: [
    { id: "11", bankCode: "VCB", bankName: "Vietcombank", accountNumber: "0011223344", accountName: "LOTUS CO" },
    { id: "12", bankCode: "TCB", bankName: "Techcombank", accountNumber: "5566778899", accountName: "LOTUS CO" },
  ],
};

const order: DepositOrder = {
  orderNo: "D20261127000001",
  amount: "50000000",
  status: "pending",
  memo: "LT123456",
  account: method.accounts[1]!,
  qrPayload: "000201",
  createdAt: "2026-11-27T00:00:00.000Z",
  expiresAt: "2026-11-27T00:30:00.000Z",
  creditedAt: null,
  remark: "",
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
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
    if (path === PATHS.depositMethods) return ok([method]);
    if (path === PATHS.deposit) return ok(order);
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onCreated = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DepositForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCreated };
}

const amountBox = () => screen.findByLabelText("Deposit amount");
const submit = () => screen.getByRole("button", { name: "Create deposit order" });

describe("the deposit form", () => {
  it("asks for an amount when sent empty, and sends nothing", async () => {
    const { user } = renderForm();
    const amount = await amountBox();
    await user.click(submit());

    expect((await screen.findByRole("alert")).textContent).toBe("Please enter an amount.");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(calls(PATHS.deposit)).toHaveLength(0);
  });

  it.each([
    ["abc", "That is not a valid amount. Use digits only, e.g. 500000."],
    ["500000.5", "Please enter a whole number of dong (no decimals)."],
    ["99999", "The minimum is 100,000.00 VND."],
    ["50000001", "The maximum is 50,000,000.00 VND."],
  ])("refuses %s before sending (%s)", async (typed, message) => {
    const { user } = renderForm();
    await user.type(await amountBox(), typed);
    await user.click(submit());

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(calls(PATHS.deposit)).toHaveLength(0);
  });

  it("posts the chosen method, receiving account and the amount in minor units, then hands over the order", async () => {
    const { user, onCreated } = renderForm();
    await user.click(await screen.findByRole("radio", { name: /Techcombank/ }));
    await user.type(await amountBox(), "500.000");
    await user.click(submit());

    await waitFor(() => expect(calls(PATHS.deposit)).toHaveLength(1));
    const [, init] = calls(PATHS.deposit)[0]!;
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer t0ken");
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toEqual({ methodId: "7", receivingAccountId: "12", amount: "50000000", requestId: body.requestId });
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(order));
  });

  it("sends a retry of the same fields with the same request id (one deposit for a lost answer)", async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split("?")[0];
      if (path === PATHS.depositMethods) return ok([method]);
      if (path === PATHS.deposit) throw new TypeError("network down");
      throw new Error(`unexpected call ${path}`);
    });
    const { user } = renderForm();
    await user.type(await amountBox(), "200000");
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toContain("Could not reach the server");
    await user.click(submit());

    await waitFor(() => expect(calls(PATHS.deposit)).toHaveLength(2));
    const ids = calls(PATHS.deposit).map(
      ([, init]) => (JSON.parse(String(init?.body)) as { requestId: string }).requestId,
    );
    expect(ids[0]).toBe(ids[1]);
  });
});
