// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY, PATHS, type FeedbackRules } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import supportEn from "../../../locales/en/support.json";
import { addFeedbackImages, contentLength, timeLeft } from "../utils/feedback-files";
import { FeedbackForm } from "./feedback-form";

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "ok", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const refused = (code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message, value: null }), {
    status: 422,
    headers: { "Content-Type": "application/json" },
  });

const RULES: FeedbackRules = {
  types: ["deposit", "withdrawal", "game", "promotion", "account", "suggestion", "complaint", "other"],
  minLength: 10,
  maxLength: 40,
  reopenDays: 7,
  answerHours: 24,
  maxImages: 3,
};
const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split("?")[0] === path);
let imageIds = 0;

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["support"],
    defaultNS: "support",
    resources: { en: { support: supportEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  URL.createObjectURL = vi.fn(() => `blob:preview-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  imageIds = 0;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackForm rules={RULES} />
    </QueryClientProvider>,
  );
}
const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: "image/png" });

describe("the feedback form", () => {
  it("checks the content bounds before sending, shows a complaint's escalation path", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText("Question type"), "complaint");
    expect(screen.getByTestId("feedback-escalation").textContent).toContain("24 hours");
    await user.type(screen.getByLabelText("Details"), "too short");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getByRole("alert").textContent).toBe("The details must be between 10 and 40 characters long.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads each picture once, names them in PUT /wps/feedback, and keeps them for a retry after a refusal", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split("?")[0];
      if (path === PATHS.feedbackImages) return ok({ imageId: String(++imageIds + 40) });
      if (path === PATHS.feedback && init?.method === "PUT") {
        return calls(PATHS.feedback).length === 1
          ? refused("feedback_image_invalid", "One of the images is not yours.")
          : ok({ id: "9" });
      }
      throw new Error(`unexpected call ${path}`);
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Details"), "The deposit did not arrive.");
    await user.upload(screen.getByTestId("feedback-image-input"), [png("a.png"), png("b.png")]);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("One of the images is not yours.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(calls(PATHS.feedback)).toHaveLength(2));
    expect(calls(PATHS.feedbackImages)).toHaveLength(2);
    const bodies = calls(PATHS.feedback).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies[1]).toMatchObject({
      type: "deposit",
      content: "The deposit did not arrive.",
      imageIds: ["41", "42"],
    });
    // The same fields again: the same request id (a retry files one ticket).
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
    await waitFor(() => expect((screen.getByLabelText("Details") as HTMLTextAreaElement).value).toBe(""));
  });
});

describe("the rules of the files and the countdown", () => {
  it("keeps png/jpg of at most 5 MB, three at most", () => {
    const big = { type: "image/png", size: 5 * 1024 * 1024 + 1 };
    const gif = { type: "image/gif", size: 10 };
    const good = { type: "image/jpeg", size: 10 };
    const result = addFeedbackImages([good, good], [gif, big, good, good]);
    expect(result.files).toHaveLength(3);
    expect(result.problems).toEqual({ type: true, size: true, tooMany: true });
  });
  it("counts characters like the server and splits the time left", () => {
    expect(contentLength("  😀😀 ")).toBe(2);
    const now = Date.parse("2026-11-28T00:00:00Z");
    expect(timeLeft("2026-11-28T02:30:00Z", now)).toEqual({ hours: 2, minutes: 30, overdue: false });
    expect(timeLeft("2026-11-27T23:00:00Z", now)).toEqual({ hours: 0, minutes: 0, overdue: true });
  });
});
