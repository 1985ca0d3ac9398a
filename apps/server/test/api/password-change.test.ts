import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, TRIAL_ACCOUNT_TYPE, sealEnvelope, type LoginDone } from "@lotus/contracts";
import { CHANGE_PER_MEMBER } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer, login, loginRequest, publicKeyOf } from "../support/login.ts";
import { buildMember, sessionFor } from "../support/factories.ts";
import { setRule } from "../support/registration.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

async function changePassword(token: string, body: Record<string, unknown>, language = "vi") {
  const sealed = await sealEnvelope(await publicKeyOf(t.app), body);
  return t.app.inject({
    method: "PUT",
    url: PATHS.changePassword,
    headers: { ...bearer(token), language },
    payload: sealed,
  });
}

/** Everything but the tables a refused attempt legitimately writes to (the audit log and the attempt budget). */
async function snapshotWithoutAudit() {
  const {
    auth_event: _events,
    request_throttle: _budget,
    member_session: sessions,
    ...rest
  } = await snapshotDatabase(t.db);
  // A session's last-seen time moves with every authenticated call.
  const stable = (sessions as { last_seen_at?: string }[]).map(({ last_seen_at: _seen, ...s }) => s);
  return { ...rest, member_session: stable };
}

describe("change password", () => {
  it("stores the new password, ends every session (this one too) and answers a fresh token", async () => {
    const member = await buildMember(t.db);
    const first = await login(t.app, member.account, member.password);
    const second = await login(t.app, member.account, member.password);
    const res = await changePassword(first.token, {
      oldPassword: member.password,
      newPassword: "NewPassword2026",
      confirmNewPassword: "NewPassword2026",
    });
    const { token } = okValue<{ token: string }>(res);
    expect(token).not.toBe(first.token);

    expectError(await get(t.app, PATHS.memberInfo, bearer(first.token)), "session_expired");
    expectError(await get(t.app, PATHS.memberInfo, bearer(second.token)), "session_expired");
    expect(okValue<{ account: string }>(await get(t.app, PATHS.memberInfo, bearer(token))).account).toBe(
      member.account,
    );

    expect((await loginRequest(t.app, { username: member.account, password: member.password })).statusCode).toBe(401);
    expect((await login(t.app, member.account, "NewPassword2026")).step).toBe("done");

    const { rows } = await t.db.query(
      "select must_change_password, password_changed_at > now() - interval '1 minute' as fresh from member where id = $1",
      [member.id],
    );
    expect(rows[0]).toEqual({ must_change_password: false, fresh: true });
    const events = await t.db.query(
      "select outcome from auth_event where member_id = $1 and event = 'password_change'",
      [member.id],
    );
    expect(events.rows).toEqual([{ outcome: "success" }]);
  });

  it("lets the weak-default account (forced change) change it, and nothing else before that", async () => {
    const done = await login(t.app, "newbie01", "123456");
    expect(done.mustChangePassword).toBe(true);
    expectError(await get(t.app, PATHS.memberIcon, bearer(done.token)), "password_change_required");
    expect(okValue<{ account: string }>(await get(t.app, PATHS.memberInfo, bearer(done.token))).account).toBe(
      "newbie01",
    );

    expectError(
      await changePassword(done.token, { oldPassword: "123456", newPassword: "123456", confirmNewPassword: "123456" }),
      "password_unchanged",
    );
    expectError(
      await changePassword(done.token, {
        oldPassword: "123456",
        newPassword: "1234567",
        confirmNewPassword: "1234567",
      }),
      "invalid_password",
    );
    const { token } = okValue<{ token: string }>(
      await changePassword(done.token, {
        oldPassword: "123456",
        newPassword: "Newbie2026",
        confirmNewPassword: "Newbie2026",
      }),
    );
    okValue(await get(t.app, PATHS.memberIcon, bearer(token)));
    const again = await login(t.app, "newbie01", "Newbie2026");
    expect(again.mustChangePassword).toBe(false);
  });

  it.each([
    ["a wrong old password", { oldPassword: "Wrong-Password-1" }, "old_password_wrong"],
    ["a confirmation that differs", { confirmNewPassword: "OtherPassword1" }, "password_mismatch"],
    [
      "the same password again",
      { newPassword: "Correct-Horse-9", confirmNewPassword: "Correct-Horse-9" },
      "password_unchanged",
    ],
    [
      "a new password under 8 characters",
      { newPassword: "Ab-1234", confirmNewPassword: "Ab-1234" },
      "invalid_password",
    ],
    [
      "a new password over 128 characters (refused, never truncated)",
      { newPassword: "a1".repeat(65), confirmNewPassword: "a1".repeat(65) },
      "validation_failed",
    ],
    [
      "a new password against the password rule",
      { newPassword: "onlyletters", confirmNewPassword: "onlyletters" },
      "invalid_password",
    ],
  ] as const)("refuses %s, changes nothing and keeps the session", async (_, patch, code) => {
    const member = await buildMember(t.db);
    const done = await login(t.app, member.account, member.password);
    const before = await snapshotWithoutAudit();
    const res = await changePassword(done.token, {
      oldPassword: member.password,
      newPassword: "NewPassword2026",
      confirmNewPassword: "NewPassword2026",
      ...patch,
    });
    expectError(res, code);
    expect(await snapshotWithoutAudit()).toEqual(before);
    okValue(await get(t.app, PATHS.memberInfo, bearer(done.token)));
  });

  it("names the password bounds of the operator's rule in the message", async () => {
    await setRule(t.db, "password", { minLength: 12 });
    const member = await buildMember(t.db);
    const done = await login(t.app, member.account, member.password);
    const res = await changePassword(
      done.token,
      { oldPassword: member.password, newPassword: "Shortpass12", confirmNewPassword: "Shortpass12" },
      "en",
    );
    expectError(res, "invalid_password", "en");
    expect(res.json<{ message: string }>().message).toBe("The password format is incorrect (12 to 128 characters).");
    await setRule(t.db, "password", { minLength: 8 });
  });

  it("needs a session; a trial account is told to register a real one", async () => {
    const sealed = await sealEnvelope(await publicKeyOf(t.app), {
      oldPassword: "x",
      newPassword: "NewPassword2026",
      confirmNewPassword: "NewPassword2026",
    });
    expectError(
      await t.app.inject({ method: "PUT", url: PATHS.changePassword, payload: sealed }),
      "please_login_first",
    );
    const trial = await buildMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    const session = await sessionFor(t.db, trial.id, { method: "free_play" });
    expectError(
      await changePassword(session.token, {
        oldPassword: trial.password,
        newPassword: "NewPassword2026",
        confirmNewPassword: "NewPassword2026",
      }),
      "need_real_account",
    );
  });

  it("stops guessing the old password from a stolen session (too_many_requests)", async () => {
    const member = await buildMember(t.db);
    const done = await login(t.app, member.account, member.password);
    for (let i = 0; i < CHANGE_PER_MEMBER.limit; i++) {
      expectError(
        await changePassword(done.token, {
          oldPassword: `Guess-${i}-password`,
          newPassword: "NewPassword2026",
          confirmNewPassword: "NewPassword2026",
        }),
        "old_password_wrong",
      );
    }
    expectError(
      await changePassword(done.token, {
        oldPassword: member.password,
        newPassword: "NewPassword2026",
        confirmNewPassword: "NewPassword2026",
      }),
      "too_many_requests",
    );
  });

  it("refuses passwords sent in the clear, outside the sealed envelope", async () => {
    const member = await buildMember(t.db);
    const done: LoginDone = await login(t.app, member.account, member.password);
    expectError(
      await t.app.inject({
        method: "PUT",
        url: PATHS.changePassword,
        headers: bearer(done.token),
        payload: {
          oldPassword: member.password,
          newPassword: "NewPassword2026",
          confirmNewPassword: "NewPassword2026",
        },
      }),
      "validation_failed",
    );
  });
});
