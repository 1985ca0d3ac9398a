// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS, type PointsExchange, type PointsGoods } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import commonVi from "../../../locales/vi/common.json";
import memberVi from "../../../locales/vi/member.json";
import pointsVi from "../../../locales/vi/points.json";
import { ExchangeDialog } from "./exchange-dialog";

/*
 * The exchange dialog: the delivery fields are checked before anything is sent, the request carries the
 * trimmed fields and a request id, and a retry of the same fields after a lost answer reuses that id (so
 * the server exchanges once).
 */

const goods: PointsGoods = {
  goodsId: "5",
  exchangeType: "gift",
  productName: "Hộp trà sen Tây Hồ",
  description: "",
  image: "/media/points/tea-lotus.svg",
  needPoints: "700",
  needAmount: "0",
  remainQuantity: 3,
  exchangedQuantity: 1,
};
const exchange: PointsExchange = {
  orderNo: "PX261128000009",
  applyTime: "2026-11-28T01:00:00.000Z",
  exchangeType: "gift",
  productName: goods.productName,
  image: goods.image,
  quantity: 2,
  needPoints: "1400",
  needAmount: "0",
  status: "applying",
  pointsChange: "-1400",
  pointsBalance: "600",
  remark: "",
  address: "12 Nguyễn Huệ, Quận 1",
  phone: "0912345678",
  payerAccount: "demo01",
  payAmount: "0",
  remainQuantity: 1,
  exchangedQuantity: 3,
  reviewedAt: null,
};

const fetchMock = vi.fn<typeof fetch>();
const sent: Record<string, unknown>[] = [];
let failNext = false;

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "ok", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

beforeAll(async () => {
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "demo01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "vi",
    ns: ["points", "common", "member"],
    defaultNS: "common",
    resources: { vi: { points: pointsVi, common: commonVi, member: memberVi } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  sent.length = 0;
  failNext = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url), "http://x").pathname;
    if (path === PATHS.pointsBalance) return answer({ balance: "2000", earned: "2000", spent: "0" });
    if (path === PATHS.pointsRedeem) {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (failNext) {
        failNext = false;
        throw new TypeError("network down");
      }
      return answer(exchange);
    }
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExchangeDialog goods={goods} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe("the exchange dialog", () => {
  it("checks the delivery fields first, then sends the trimmed fields with one request id across a retry", async () => {
    const user = userEvent.setup();
    renderDialog();
    const submit = await screen.findByRole("button", { name: pointsVi.exchange.submit });
    await user.click(submit);
    expect(await screen.findByText("Địa chỉ phải dài từ 5 đến 200 ký tự.")).toBeTruthy();
    expect(screen.getByText(pointsVi.exchange.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(pointsVi.exchange.passwordRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(pointsVi.exchange.quantity));
    await user.type(screen.getByLabelText(pointsVi.exchange.quantity), "2");
    expect(screen.getByText("Cần 1.400 điểm")).toBeTruthy();
    await user.type(screen.getByLabelText(pointsVi.exchange.address), "  12 Nguyễn Huệ, Quận 1  ");
    await user.type(screen.getByLabelText(pointsVi.exchange.phone), "0912 345 678");
    await user.type(screen.getByLabelText(pointsVi.exchange.password), "246810");
    failNext = true;
    await user.click(submit);
    // The answer is lost: the form says so, and the member presses again with the same fields.
    expect(await screen.findByText(memberVi.errors.network)).toBeTruthy();
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: pointsVi.exchange.submit }));
    expect(await screen.findByTestId("points-exchange-done")).toBeTruthy();

    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      goodsId: "5",
      quantity: 2,
      address: "12 Nguyễn Huệ, Quận 1",
      phone: "0912 345 678",
      paymentPassword: "246810",
    });
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(String(sent[0]!.requestId)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
