import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { CUSTOM_AVATAR_MAX_BYTES, PATHS, STATIC_AVATARS, TRIAL_ACCOUNT_TYPE, type MemberInfo } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer, login } from "../support/login.ts";
import { buildMember, sessionFor } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tinyPng = () => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
};
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

const putIcon = (token: string, body: unknown) =>
  t.app.inject({ method: "PUT", url: PATHS.memberIcon, headers: bearer(token), payload: body as object });

describe("member info and avatar", () => {
  it("member info answers the seeded demo member's profile with its token", async () => {
    const done = await login(t.app, "demo01", "Lotus@2026");
    const info = okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, bearer(done.token)));
    expect(info).toMatchObject({ account: "demo01", nickname: "Minh Anh", isAgent: 0, type: 0, avatarType: "STATIC" });
  });

  it("the demo seed has a member, an agent with an invitation code, and an agent-made downline that must change 123456", async () => {
    const { rows } = await t.db.query(
      `select m.account, m.is_agent, m.must_change_password, u.account as upline,
              array(select ip from member_trusted_ip i where i.member_id = m.id order by ip) as trusted
         from member m left join member u on u.id = m.upline_id
        where m.account in ('demo01', 'agent01', 'newbie01') order by m.account`,
    );
    expect(rows).toEqual([
      { account: "agent01", is_agent: 1, must_change_password: false, upline: null, trusted: ["127.0.0.1", "::1"] },
      { account: "demo01", is_agent: 0, must_change_password: false, upline: null, trusted: ["127.0.0.1", "::1"] },
      { account: "newbie01", is_agent: 0, must_change_password: true, upline: "agent01", trusted: [] },
    ]);
    const agent = await t.db.query(
      "select a.code, m.account from affiliate_code a join member m on m.id = a.agent_id where a.active",
    );
    expect(agent.rows).toEqual([{ code: "LOTUS8", account: "agent01" }]);
    const brand = await t.db.query("select second_verification from brand");
    expect(brand.rows).toEqual([{ second_verification: "SMS" }]);
    const agentLogin = await login(t.app, "agent01", "Lotus@2026");
    expect(agentLogin.member.isAgent).toBe(1);
  });

  it("needs a token: none is please_login_first, an unknown one session_expired", async () => {
    expectError(await get(t.app, PATHS.memberInfo), "please_login_first");
    expectError(await get(t.app, PATHS.memberInfo, bearer("x".repeat(43))), "session_expired");
    expectError(await get(t.app, PATHS.avatar), "please_login_first");
    expectError(await get(t.app, PATHS.memberIcon), "please_login_first");
  });

  it("chooses a built-in icon; the avatar call and member info show it", async () => {
    const member = await buildMember(t.db);
    const { token } = await login(t.app, member.account, member.password);
    const icon = okValue<{ avatar: string; avatarType: string; icons: string[] }>(
      await get(t.app, PATHS.memberIcon, bearer(token)),
    );
    expect(icon).toEqual({ avatar: "lotus", avatarType: "STATIC", icons: [...STATIC_AVATARS] });
    okValue(await putIcon(token, { avatarType: "STATIC", avatar: "dragon" }));
    expect(okValue(await get(t.app, PATHS.avatar, bearer(token)))).toEqual({ avatar: "dragon", avatarType: "STATIC" });
    expect(okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, bearer(token))).avatar).toBe("dragon");
  });

  it("uploads a PNG or JPEG, served back with its type and a versioned URL that may be cached for good", async () => {
    const member = await buildMember(t.db);
    const { token } = await login(t.app, member.account, member.password);
    const png = tinyPng();
    const set = okValue<{ avatar: string; avatarType: string }>(
      await putIcon(token, { avatarType: "CUSTOM", image: dataUrl("image/png", png) }),
    );
    expect(set.avatarType).toBe("CUSTOM");
    expect(set.avatar).toMatch(new RegExp(`^/media/avatars/${member.id}\\?v=[0-9]+$`));
    expect(okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, bearer(token))).avatar).toBe(set.avatar);

    const image = await get(t.app, set.avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await get(t.app, `/media/avatars/${member.id}`)).headers["cache-control"]).toBe("no-cache");

    const jpeg = okValue<{ avatar: string }>(
      await putIcon(token, { avatarType: "CUSTOM", image: dataUrl("image/jpeg", JPEG) }),
    );
    expect(jpeg.avatar).not.toBe(set.avatar);
    const served = await get(t.app, jpeg.avatar);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload.equals(JPEG)).toBe(true);

    okValue(await putIcon(token, { avatarType: "STATIC", avatar: "koi" }));
    expectError(await get(t.app, `/media/avatars/${member.id}`), "not_found");
  });

  it("refuses a file that is not what it claims, an SVG, or one over the size limit, and stores nothing", async () => {
    const member = await buildMember(t.db);
    const { token } = await login(t.app, member.account, member.password);
    const before = await snapshotDatabase(t.db);
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const cases: [unknown, string][] = [
      [{ avatarType: "CUSTOM", image: dataUrl("image/png", html) }, "invalid_field"],
      [{ avatarType: "CUSTOM", image: dataUrl("image/png", JPEG) }, "invalid_field"],
      [{ avatarType: "CUSTOM", image: dataUrl("image/svg+xml", html) }, "invalid_field"],
      [{ avatarType: "CUSTOM", image: "not a data url" }, "invalid_field"],
      [
        {
          avatarType: "CUSTOM",
          image: dataUrl("image/png", Buffer.concat([tinyPng(), Buffer.alloc(CUSTOM_AVATAR_MAX_BYTES)])),
        },
        "payload_too_large",
      ],
      [{ avatarType: "STATIC", avatar: "unicorn" }, "validation_failed"],
      [{ avatarType: "STATIC", avatar: "koi", extra: 1 }, "validation_failed"],
      [{ avatarType: "GIF", image: "x" }, "validation_failed"],
    ];
    for (const [body, code] of cases) {
      const res = await putIcon(token, body);
      expect(res.json<{ code: string }>().code, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    const after = await snapshotDatabase(t.db);
    const stable = (s: Record<string, unknown>) => ({
      ...s,
      member_session: (s.member_session as { last_seen_at: string }[]).map(({ last_seen_at: _, ...r }) => r),
    });
    expect(stable(after)).toEqual(stable(before));
  });

  it("a trial account sees its avatar and info but may not change its icon", async () => {
    const trial = await buildMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    const { token } = await sessionFor(t.db, trial.id, { method: "free_play" });
    expect(okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, bearer(token))).isAgent).toBe(TRIAL_ACCOUNT_TYPE);
    okValue(await get(t.app, PATHS.avatar, bearer(token)));
    expectError(await putIcon(token, { avatarType: "STATIC", avatar: "koi" }), "need_real_account");
  });
});
