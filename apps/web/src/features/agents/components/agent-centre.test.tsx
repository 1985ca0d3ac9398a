// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  PATHS,
  type AgentCentreValue,
  type AgentContract,
  type ContractListValue,
  type ContractPreviewValue,
} from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import { getToasts } from "../../../lib/toast";
import agentsEn from "../../../locales/en/agents.json";
import commonEn from "../../../locales/en/common.json";
import memberEn from "../../../locales/en/member.json";
import walletEn from "../../../locales/en/wallet.json";
import AgentCentre from "./agent-centre";
import ContractsPage from "./contracts-page";
import UplineTransferPage from "./upline-transfer-page";

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const refused = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message, value: null }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split("?")[0] === path);
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
let routes: Record<string, (init?: RequestInit) => Response> = {};

const centre = (flags: Partial<AgentCentreValue["flags"]> = {}): AgentCentreValue => ({
  isAgent: 1,
  account: "agent01",
  flags: { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false, ...flags },
  announcement: "",
});

const overview = {
  totals: {
    teamSize: 23,
    newMembers: 4,
    activeMembers: 11,
    deposits: "123456789",
    validBet: "500000000",
    profitLoss: "-250000",
  },
  series: [
    { date: "2026-11-26", newMembers: 1, activeMembers: 5, deposits: "100", validBet: "1000", profitLoss: "50" },
    { date: "2026-11-27", newMembers: 0, activeMembers: 6, deposits: "0", validBet: "0", profitLoss: "0" },
  ],
};

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 1, account: "agent01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["agents", "common", "member", "wallet"],
    defaultNS: "common",
    resources: { en: { agents: agentsEn, common: commonEn, member: memberEn, wallet: walletEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  routes = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).split("?")[0]!;
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  // A wide screen: the lists are paged tables.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

describe("the agent centre", () => {
  it("opens on the team overview with the team's totals and shows only the flagged contract pages", async () => {
    routes[PATHS.agentCentre] = () => ok(centre({ salary: true }));
    routes[PATHS.agentTeamOverview] = () => ok(overview);
    renderWith(<AgentCentre page="agentTeamOverview" />);

    expect(await screen.findByTestId("team-teamSize")).toHaveProperty("textContent", "23");
    expect(screen.getByTestId("team-deposits").textContent).toBe("1,234,567.89VND");
    expect(screen.getByTestId("team-profitLoss").textContent).toBe("\u22122,500.00VND");
    const menu = within(screen.getByRole("navigation", { name: "Agent centre pages" }));
    expect(menu.getByRole("button", { name: "Team overview" }).getAttribute("aria-current")).toBe("page");
    expect(menu.getByRole("button", { name: "Daily salary" })).toBeTruthy();
    expect(menu.queryByRole("button", { name: "Dividend" })).toBeNull();
    expect(menu.queryByRole("button", { name: "Hourly salary" })).toBeNull();
    // The overview asked for the last 7 days (both ends, Vietnam dates).
    const url = new URL(String(calls(PATHS.agentTeamOverview)[0]![0]), "http://x");
    expect(url.searchParams.get("from")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get("to")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("tells a non-agent the server's error_not_agent message and shows no page", async () => {
    routes[PATHS.agentCentre] = () => refused(403, "error_not_agent", "Only agents can open the agent centre.");
    renderWith(<AgentCentre page="agentTeamOverview" />);

    const error = await screen.findByTestId("agent-centre-error");
    expect(error.textContent).toContain("This area is for agents");
    expect(error.textContent).toContain("Only agents can open the agent centre.");
    expect(screen.queryByRole("navigation", { name: "Agent centre pages" })).toBeNull();
    expect(calls(PATHS.agentTeamOverview)).toHaveLength(0);
  });
});

const contract = (over: Partial<AgentContract>): AgentContract => ({
  id: "1",
  kind: "daily_salary",
  uplineId: "10",
  uplineAccount: "agent01",
  downlineId: "20",
  downlineAccount: "agent02",
  version: 1,
  period: "D",
  terms: { activeMemberMinBet: "20000000", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 3000 }] },
  ratioPpm: 3000,
  status: "signed",
  terminationRequestedBy: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  signedAt: null,
  effectiveFrom: null,
  endedAt: null,
  replacesId: null,
  ...over,
});
const figures = { periodStart: "2026-11-27", periodEnd: "2026-11-27", validBet: "0", profitLoss: "0", activeUsers: 0 };

describe("signing a contract", () => {
  it("shows the contracts that signing would end before anything is signed, then signs on confirmation", async () => {
    const list: ContractListValue = {
      asDownline: [{ ...contract({ id: "7", status: "offered", ratioPpm: 3000 }), figures }],
      asUpline: [
        {
          ...contract({ id: "8", uplineId: "20", downlineId: "40", downlineAccount: "agent04", ratioPpm: 4000 }),
          figures,
        },
        {
          ...contract({ id: "9", uplineId: "20", downlineId: "41", downlineAccount: "agent05", ratioPpm: 2000 }),
          figures,
        },
      ],
    };
    // The contract call answers by action: the list, the server's preview of the offer (which of my
    // contracts signing ends: agent04's 0.4 % above the 0.3 % offered), or the contract a move changed.
    const signed = contract({ id: "7" });
    const preview: ContractPreviewValue = {
      ratioPpm: 3000,
      ownRatioPpm: 5000,
      wouldEnd: [list.asUpline[0]!],
      endsAt: "2026-11-28T17:00:00.000Z",
    };
    routes[PATHS.contractDailySalary] = (init) => {
      const action = (JSON.parse(String(init?.body)) as { action: string }).action;
      return ok(action === "list" ? list : action === "preview" ? preview : signed);
    };
    routes[PATHS.agentTeamMembers] = () => ok({ total: 0, page: 1, pageSize: 20, list: [] });
    const user = renderWith(<ContractsPage kind="daily_salary" />);

    const offer = (await screen.findAllByTestId("contract-card"))[0]!;
    await user.click(within(offer).getByRole("button", { name: "Sign" }));

    const shown = await screen.findByTestId("contract-would-end");
    expect(shown.textContent).toContain("agent04");
    expect(shown.textContent).not.toContain("agent05");
    const previews = calls(PATHS.contractDailySalary).filter((call) => bodyOf(call).action === "preview");
    expect(previews.map(bodyOf)).toEqual([{ action: "preview", contractId: "7" }]);
    const signCalls = () =>
      calls(PATHS.contractDailySalary).filter((call) => call[1]?.body && bodyOf(call).action === "sign");
    expect(signCalls()).toHaveLength(0);

    await user.click(screen.getByTestId("contract-sign-confirm"));
    await waitFor(() => expect(signCalls()).toHaveLength(1));
    expect(bodyOf(signCalls()[0]!)).toEqual({ action: "sign", contractId: "7" });
  });
});

describe("transfer to the upline", () => {
  beforeEach(() => {
    routes[PATHS.agentTransferLimits] = () =>
      ok({ min: "1000000", max: "5000000000", dailyMax: "20000000000", usedToday: "0" });
    routes[PATHS.balance] = () => ok({ sumBalance: "900000000", mainBalance: "900000000", wallets: [] });
  });

  it("refuses an amount under the brand's minimum and sends nothing", async () => {
    const user = renderWith(<UplineTransferPage />);
    await screen.findByText(/From 10,000.00 to 50,000,000.00/);
    await user.type(screen.getByLabelText("Amount (đ)"), "5000");
    await user.type(screen.getByLabelText("Payment password"), "123456");
    await user.click(screen.getByRole("button", { name: "Transfer" }));

    expect(await screen.findByText("The smallest transfer is 10,000.00 đ.")).toBeTruthy();
    expect(calls(PATHS.uplineTransfer)).toHaveLength(0);
  });

  it("sends exact minor units with the payment password and a request id, and tells the amount", async () => {
    routes[PATHS.uplineTransfer] = () =>
      ok({ operationId: "55", toAccount: "agent01", amount: "123456789", mainBalance: "776543211" });
    const user = renderWith(<UplineTransferPage />);
    await screen.findByText(/From 10,000.00 to 50,000,000.00/);
    await user.type(screen.getByLabelText("Amount (đ)"), "1,234,567.89");
    await user.type(screen.getByLabelText("Payment password"), "123456");
    await user.click(screen.getByRole("button", { name: "Transfer" }));

    await waitFor(() => expect(calls(PATHS.uplineTransfer)).toHaveLength(1));
    const body = bodyOf(calls(PATHS.uplineTransfer)[0]!);
    expect(body).toMatchObject({ amount: "123456789", paymentPassword: "123456" });
    expect(String(body.requestId)).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(getToasts().some((t) => t.title === "1,234,567.89 đ transferred to agent01")).toBe(true),
    );
  });
});
