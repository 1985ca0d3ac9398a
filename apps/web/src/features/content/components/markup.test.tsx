// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseMarkup } from "@lotus/contracts/web";

vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
const dialogs = vi.hoisted(() => ({ openAccountDialog: vi.fn(), openMemberCentre: vi.fn() }));
vi.mock("../../../lib/account-dialogs", () => dialogs);

const { Markup } = await import("./markup");
const { clearSession, saveSession } = await import("../../../lib/session");

afterEach(() => {
  cleanup();
  clearSession();
  vi.clearAllMocks();
});

const renderMarkup = (source: string) =>
  render(
    <MemoryRouter>
      <Markup source={source} />
    </MemoryRouter>,
  );

describe("content markup renderer", () => {
  it("renders headings, paragraphs, lists, notes, bold and links as elements", () => {
    const { container } = renderMarkup(
      "## Deposit\nOpen **Deposit**, then [the guide](/beginner-guide).\n\n1. Scan\n2. Pay\n\n- one\n- two\n\n> Demo only",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Deposit" })).toBeTruthy();
    expect(container.querySelector("strong")!.textContent).toBe("Deposit");
    expect(screen.getByRole("link", { name: "the guide" }).getAttribute("href")).toBe("/beginner-guide");
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect(screen.getByText("Demo only").tagName).toBe("P");
  });

  it("never turns an operator's text into HTML: tags and scripts stay literal text", () => {
    const hostile = [
      "<script>window.__pwned = 1</script>",
      '<img src="x" onerror="window.__pwned = 1">',
      "**<b onclick=alert(1)>bold</b>**",
      "## <iframe src=https://evil.example></iframe>",
      "- <svg onload=alert(1)>",
    ].join("\n\n");
    const { container } = renderMarkup(hostile);
    for (const tag of ["script", "img", "iframe", "svg", "b"]) expect(container.querySelector(tag)).toBeNull();
    expect(container.querySelectorAll("[onerror], [onclick], [onload]")).toHaveLength(0);
    expect(container.textContent).toContain("<script>window.__pwned = 1</script>");
    expect(container.textContent).toContain('<img src="x" onerror="window.__pwned = 1">');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows links to unsafe targets as plain text, never as an href", () => {
    const { container } = renderMarkup(
      [
        "[a](javascript:alert(1))",
        "[b](JaVaScRiPt:alert(1))",
        "[c](data:text/html;base64,PHNjcmlwdD4=)",
        "[d](//evil.example/x)",
        "[e](http://plain.example)",
        "[f](vbscript:msgbox)",
      ].join("\n\n"),
    );
    expect(container.querySelectorAll("a, button")).toHaveLength(0);
    expect(container.textContent).toContain("[a](javascript:alert(1))");
  });

  it("opens https links in a new tab without handing the page over (noopener)", () => {
    renderMarkup("[GamCare](https://www.gamcare.org.uk)");
    const link = screen.getByRole("link", { name: /GamCare/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("a member-centre link asks a visitor to log in and opens the page for a member", async () => {
    renderMarkup("[Limits](member-centre:securityCenter) and [Unknown](member-centre:noSuchPage)");
    await userEvent.click(screen.getByRole("button", { name: "Limits" }));
    expect(dialogs.openAccountDialog).toHaveBeenCalledWith({ kind: "login" });
    expect(dialogs.openMemberCentre).not.toHaveBeenCalled();
    saveSession(
      { token: "t".repeat(32), member: { isAgent: 0, account: "vip01", merchant: "lotusvn" } } as never,
      false,
    );
    await userEvent.click(screen.getByRole("button", { name: "Limits" }));
    expect(dialogs.openMemberCentre).toHaveBeenLastCalledWith("securityCenter");
    await userEvent.click(screen.getByRole("button", { name: "Unknown" }));
    expect(dialogs.openMemberCentre).toHaveBeenLastCalledWith("securityCenter");
  });
});

describe("parseMarkup", () => {
  it("joins a paragraph's lines and keeps blocks apart", () => {
    expect(parseMarkup("one\ntwo\n\nthree").map((b) => b.kind)).toEqual(["paragraph", "paragraph"]);
    expect(parseMarkup("one\ntwo")[0]).toEqual({ kind: "paragraph", inlines: [{ kind: "text", text: "one two" }] });
  });
});
