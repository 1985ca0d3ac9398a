import { describe, expect, it } from "vitest";
import { fromBrandInput, noticeBody, toBrandInput } from "./notices-page";

const texts = (vi: string) => ({ vi, en: "", zh: "", ja: "", th: "" });
const draft = {
  type: "PU" as const,
  title: texts("Chào"),
  content: texts("Nội dung"),
  imageUrl: " notice-images/3 ",
  linkUrl: "",
  startsAt: "2026-11-28T09:30",
  endsAt: "",
  sort: "0",
  audience: "members" as const,
  vipLevels: "1, 2,3",
  agentAccount: " agent01 ",
  enabled: true,
};

describe("the announcement form", () => {
  it("reads and writes times in the brand's time (UTC+7)", () => {
    expect(fromBrandInput("2026-11-28T09:30")).toBe("2026-11-28T09:30:00+07:00");
    expect(toBrandInput("2026-11-28T02:30:00.000Z")).toBe("2026-11-28T09:30");
    expect(toBrandInput(null)).toBe("");
  });

  it("builds the call's body: trimmed, VIP levels as numbers, no end as null", () => {
    const built = noticeBody(draft);
    expect(built).toEqual({
      ok: true,
      body: expect.objectContaining({
        imageUrl: "notice-images/3",
        startsAt: "2026-11-28T09:30:00+07:00",
        endsAt: null,
        vipLevels: [1, 2, 3],
        agentAccount: "agent01",
      }),
    });
  });

  it("drops the member-only narrowing for another audience", () => {
    const built = noticeBody({ ...draft, audience: "all" });
    expect(built.ok && built.body).toMatchObject({ vipLevels: [], agentAccount: null });
  });

  it("refuses what the server would refuse, before sending", () => {
    expect(noticeBody({ ...draft, title: texts(" ") })).toEqual({ ok: false, error: "notices.form.viRequired" });
    expect(noticeBody({ ...draft, startsAt: "" })).toEqual({ ok: false, error: "notices.form.startRequired" });
    expect(noticeBody({ ...draft, sort: "-1" })).toEqual({ ok: false, error: "notices.form.badSort" });
    expect(noticeBody({ ...draft, vipLevels: "1, two" })).toEqual({ ok: false, error: "notices.form.badLevels" });
  });
});
