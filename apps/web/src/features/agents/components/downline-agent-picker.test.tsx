// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { useState } from "react";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS, type TeamMemberRow } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import agentsEn from "../../../locales/en/agents.json";
import commonEn from "../../../locales/en/common.json";
import { DownlineAgentPicker } from "./downline-agent-picker";

const row = (id: number, account: string, isAgent: number): TeamMemberRow => ({
  id: String(id),
  account,
  nickname: "",
  level: 1,
  isAgent,
  balance: "0",
  status: "active",
  lastLoginAt: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  teamSize: 0,
  contracts: [],
});

// 45 direct downlines: the first page holds 20 of them; "ag44" is far beyond it.
const everyone = Array.from({ length: 45 }, (_, i) =>
  row(i + 1, i % 2 === 0 ? `ag${i}` : `member${i}`, i % 2 === 0 ? 2 : 0),
);

const fetchMock = vi.fn<typeof fetch>();
const searches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), "http://x").searchParams)
    .filter((p) => p.get("level") === "1");

beforeAll(async () => {
  saveSession({ token: "t0ken", member: { isAgent: 1, account: "agent01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["agents", "common"],
    defaultNS: "common",
    resources: { en: { agents: agentsEn, common: commonEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://x");
    if (url.pathname !== PATHS.agentTeamMembers) throw new Error(`unexpected call ${url.pathname}`);
    const term = url.searchParams.get("search") ?? "";
    const matches = everyone.filter((m) => m.account.includes(term));
    const value = { total: matches.length, page: 1, pageSize: 20, list: matches.slice(0, 20) };
    return new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let chosen = "";
function Harness() {
  const [value, setValue] = useState("");
  chosen = value;
  return <DownlineAgentPicker value={value} onChange={setValue} />;
}

function renderPicker() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const optionTexts = () => Array.from(screen.getByLabelText<HTMLSelectElement>("Downline agent").options, (o) => o.text);

describe("the contract offer's downline picker", () => {
  it("finds a direct downline agent beyond the first page by a server search and keeps it chosen", async () => {
    const user = renderPicker();
    await waitFor(() => expect(optionTexts()).toContain("ag0"));
    // Only agents are offered, and the agent is told that more downlines match than are listed.
    expect(optionTexts().some((text) => text.startsWith("member"))).toBe(false);
    expect(optionTexts()).not.toContain("ag44");
    expect(screen.getByTestId("offer-downline-more").textContent).toBe(agentsEn.contracts.downlineMore);

    await user.type(screen.getByLabelText(agentsEn.contracts.findDownline), "ag44");
    await waitFor(() => expect(optionTexts()).toEqual([agentsEn.contracts.chooseDownline, "ag44"]));
    expect(searches().at(-1)?.get("search")).toBe("ag44");
    expect(screen.queryByTestId("offer-downline-more")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Downline agent"), "ag44");
    expect(chosen).toBe("45");

    // Another search does not drop the agent already chosen.
    await user.clear(screen.getByLabelText(agentsEn.contracts.findDownline));
    await user.type(screen.getByLabelText(agentsEn.contracts.findDownline), "ag2");
    await waitFor(() => expect(searches().at(-1)?.get("search")).toBe("ag2"));
    await waitFor(() => expect(optionTexts()).toContain("ag20"));
    expect(optionTexts()).toContain("ag44");
    expect(screen.getByLabelText<HTMLSelectElement>("Downline agent").value).toBe("45");
  });

  it("says so when no direct downline agent matches the search", async () => {
    const user = renderPicker();
    await user.type(screen.getByLabelText(agentsEn.contracts.findDownline), "nobody");
    await waitFor(() => expect(optionTexts()).toEqual(["No direct downline agent matches “nobody”"]));
  });
});
