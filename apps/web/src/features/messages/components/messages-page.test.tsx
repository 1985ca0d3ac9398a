// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type Message, type MessagesPage as Page } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import messagesEn from "../../../locales/en/messages.json";
import MessageBell, { badgeText } from "./message-bell";
import MessagesPage from "./messages-page";

const message = (id: string, read: boolean, title = `Title ${id}`): Message => ({
  id,
  category: "personal",
  template: null,
  title,
  body: `Body of ${id}\nsecond line`,
  read,
  createdAt: "2026-11-27T10:00:00.000Z",
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "ok", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["messages"],
    defaultNS: "messages",
    resources: { en: { messages: messagesEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe("the inbox (messageV2)", () => {
  it("marks unread messages, opens one in place and marks it read once", async () => {
    let page: Page = { total: 2, page: 1, size: 10, unread: 1, list: [message("2", false), message("1", true)] };
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (init?.method === "PUT" && path.endsWith("/2/read")) {
        page = { ...page, unread: 0, list: [message("2", true), message("1", true)] };
        return ok({ changed: 1, unread: 0 });
      }
      return ok(page);
    });
    renderWith(<MessagesPage />);
    const items = await screen.findAllByTestId("message-item");
    expect(items.map((item) => item.dataset.unread)).toEqual(["true", "false"]);
    expect(screen.getByTestId("messages-unread").textContent).toBe("1 unread");
    expect(within(items[0]!).getByText("Unread:")).toBeTruthy();

    const toggle = within(items[0]!).getByRole("button", { expanded: false });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(items[0]!).getByText(/second line/)).toBeTruthy();
    await waitFor(() => expect(calls()).toContain(`PUT ${PATHS.messageRead.replace(":id", "2")}`));
    await waitFor(() => expect(screen.getAllByTestId("message-item")[0]!.dataset.unread).toBe("false"));
    // Closing and opening again reads nothing more.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(calls().filter((call) => call.startsWith("PUT")).length).toBe(1);
  });

  it("marks all read, deletes, filters unread and pages", async () => {
    const list = Array.from({ length: 10 }, (_, i) => message(String(30 - i), i % 2 === 0));
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (init?.method === "PUT") return ok({ changed: 5, unread: 0 });
      if (init?.method === "DELETE") return ok({ changed: 1, unread: 0 });
      const query = new URL(path, "http://x").searchParams;
      if (query.get("unread") === "1") return ok({ total: 0, page: 1, size: 10, unread: 0, list: [] });
      return ok({ total: 23, page: Number(query.get("page")), size: 10, unread: 5, list });
    });
    renderWith(<MessagesPage />);
    await screen.findAllByTestId("message-item");
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await screen.findByText("5 messages marked as read.");
    expect(calls()).toContain(`PUT ${PATHS.messagesReadAll}`);

    await userEvent.click(screen.getAllByRole("button", { expanded: false })[1]!);
    await userEvent.click(screen.getByRole("button", { name: "Delete message" }));
    await screen.findByText("Message deleted.");
    expect(calls()).toContain(`DELETE ${PATHS.message.replace(":id", "29")}`);

    // 23 messages: three pages.
    const pages = screen.getByRole("navigation", { name: "Inbox pages" });
    await userEvent.click(within(pages).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(calls().some((call) => call.includes("page=3"))).toBe(true));

    await userEvent.click(screen.getByRole("button", { name: "Unread" }));
    await screen.findByText("No unread messages");
    expect(calls().some((call) => call.includes("unread=1") && call.includes("page=1"))).toBe(true);
  });

  it("shows the empty inbox and a retry after an error", async () => {
    fetchMock.mockResolvedValueOnce(new Response("nope", { status: 500 }));
    fetchMock.mockResolvedValue(ok({ total: 0, page: 1, size: 10, unread: 0, list: [] }));
    renderWith(<MessagesPage />);
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByText("Your inbox is empty");
    expect(screen.getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", true);
  });
});

describe("the header's bell", () => {
  it("shows the unread count from CSP_unreadCount and names it for screen readers", async () => {
    fetchMock.mockResolvedValue(ok({ count: 3 }));
    renderWith(<MessageBell />);
    const bell = await screen.findByRole("button", { name: "Inbox, 3 unread messages" });
    expect(within(bell).getByTestId("message-badge").textContent).toBe("3");
    expect(calls()).toEqual([`GET ${PATHS.unreadCount}`]);
  });

  it("has no badge at zero and caps large counts", async () => {
    fetchMock.mockResolvedValue(ok({ count: 0 }));
    renderWith(<MessageBell />);
    const bell = await screen.findByRole("button", { name: "Inbox" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(bell).queryByTestId("message-badge")).toBeNull();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(100)).toBe("99+");
  });
});
