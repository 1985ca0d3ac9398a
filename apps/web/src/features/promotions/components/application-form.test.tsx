// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { APPLICATION_IMAGE_BYTES_MAX, LANGUAGE_STORAGE_KEY, PATHS } from "@lotus/contracts/web";
import { saveSession } from "../../../lib/session";
import promotionsEn from "../../../locales/en/promotions.json";
import { ApplicationForm } from "./application-form";

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: "success", message: "", value }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
const refused = (code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message, value: null }), {
    status: 409,
    headers: { "Content-Type": "application/json" },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split("?")[0] === path);
const applyPath = PATHS.promotionApply.replace(":id", "7");
let imageIds = 0;

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
  saveSession({ token: "t0ken", member: { isAgent: 0, account: "lotus01", merchant: "LOTUS" } } as never, false);
  await i18next.use(initReactI18next).init({
    lng: "en",
    ns: ["promotions"],
    defaultNS: "promotions",
    resources: { en: { promotions: promotionsEn } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  imageIds = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split("?")[0];
    if (path === PATHS.promotionImages) return ok({ imageId: String(++imageIds + 40) });
    if (path === applyPath) return ok({ id: "5", state: "applying" });
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApplicationForm promotionId="7" onDone={() => {}} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const picture = (name: string, type: string, size = 1000) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const input = () => screen.getByTestId("application-image-input") as HTMLInputElement;
const alerts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("the application form", () => {
  it("counts the remark live and refuses more than 140 characters without sending", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Note"), "Lost 3 rounds");
    expect(screen.getByTestId("application-remark-count").textContent).toBe("13/140");
    await user.clear(screen.getByLabelText("Note"));
    await user.click(screen.getByLabelText("Note"));
    await user.paste("x".repeat(141));
    expect(screen.getByTestId("application-remark-count").textContent).toBe("141/140");
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(alerts()).toContain("The note can be at most 140 characters.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps png and jpg pictures up to 5 MB, at most three, and says why others were refused", async () => {
    const user = renderForm();
    await user.upload(input(), [
      picture("a.png", "image/png"),
      picture("b.gif", "image/gif"),
      picture("c.jpg", "image/jpeg", APPLICATION_IMAGE_BYTES_MAX + 1),
    ]);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(alerts()).toEqual(["Only PNG or JPG pictures are accepted.", "A picture is larger than 5 MB."]);

    await user.upload(input(), [
      picture("d.jpg", "image/jpeg"),
      picture("e.jpg", "image/jpeg"),
      picture("f.png", "image/png"),
    ]);
    expect(screen.getAllByRole("img")).toHaveLength(3);
    expect(alerts()).toEqual(["You can send at most 3 pictures."]);

    await user.click(screen.getByRole("button", { name: "Remove picture 2" }));
    expect(screen.getAllByRole("img")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads each picture as a raw body, then sends the application with their ids and says it was sent", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Note"), "  my deposit slip ");
    const first = picture("a.png", "image/png");
    const second = picture("b.jpg", "image/jpeg");
    await user.upload(input(), [first, second]);
    await user.click(screen.getByRole("button", { name: "Send application" }));

    await screen.findByTestId("application-sent");
    const uploads = calls(PATHS.promotionImages);
    expect(
      uploads.map(([, init]) => [init?.method, (init?.headers as Record<string, string>)["Content-Type"], init?.body]),
    ).toEqual([
      ["POST", "image/png", first],
      ["POST", "image/jpeg", second],
    ]);
    const body = JSON.parse(String(calls(applyPath)[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ requestId: body.requestId, remark: "my deposit slip", imageIds: ["41", "42"] });
  });

  it("shows the server's refusal by its catalogue message and keeps the form", async () => {
    fetchMock.mockImplementation(async () => refused("promotion_already_applied", "You have already applied."));
    const user = renderForm();
    await user.type(screen.getByLabelText("Note"), "again");
    await user.click(screen.getByRole("button", { name: "Send application" }));
    await waitFor(() => expect(alerts()).toEqual(["You have already applied."]));
    expect((screen.getByLabelText("Note") as HTMLTextAreaElement).value).toBe("again");
  });
});
