import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, errorText, pathOf, withQuery } from "./api-client";

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function client(respond: (call: Call) => Response | Promise<Response>, token: string | null = "op_token") {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    fetch: (async (url: string, init: Call["init"]) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }) as unknown as typeof fetch,
    token: () => token,
    language: () => "en",
    onUnauthorized,
  });
  return { api, calls, onUnauthorized };
}

describe("console API client", () => {
  it("sends the Bearer token and the Language header and unwraps the envelope value", async () => {
    const { api, calls } = client(() => jsonResponse(200, { success: true, code: "ok", message: "", value: { n: 1 } }));
    await expect(api.get("/console/api/deposits", { status: "pending", page: 2, size: undefined })).resolves.toEqual({
      n: 1,
    });
    expect(calls[0]?.url).toBe("/console/api/deposits?status=pending&page=2");
    expect(calls[0]?.init.headers.Authorization).toBe("Bearer op_token");
    expect(calls[0]?.init.headers.language).toBe("en");
  });

  it("sends JSON bodies with a content type, and no body at all when there is none", async () => {
    const { api, calls } = client(() => jsonResponse(200, { success: true, code: "ok", message: "", value: null }));
    await api.send("POST", "/console/api/deposits/D123456/reject", { remark: "no transfer" });
    await api.send("DELETE", "/console/api/session");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers["Content-Type"]).toBe("application/json");
    expect(calls[0]?.init.body).toBe('{"remark":"no transfer"}');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(calls[1]?.init.headers["Content-Type"]).toBeUndefined();
  });

  it("turns a refusal into an ApiError with the server's code, localized message, status and value", async () => {
    const { api, onUnauthorized } = client(() =>
      jsonResponse(409, {
        success: false,
        code: "order_state_invalid",
        message: "This order can no longer be changed.",
        value: null,
      }),
    );
    const error = await api.send("POST", "/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "order_state_invalid",
      status: 409,
      message: "This order can no longer be changed.",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("treats success:false in a 200 answer as a failure too", async () => {
    const { api } = client(() => jsonResponse(200, { success: false, code: "forbidden", message: "No.", value: null }));
    await expect(api.get("/x")).rejects.toMatchObject({ code: "forbidden", message: "No." });
  });

  it("ends the session on a 401 to a call that carried a token", async () => {
    const { api, onUnauthorized } = client(() =>
      jsonResponse(401, { success: false, code: "session_expired", message: "Session expired.", value: null }),
    );
    await expect(api.get("/console/api/me")).rejects.toMatchObject({ code: "session_expired", status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not end anything on a 401 of the login call itself (no token yet)", async () => {
    const { api, onUnauthorized, calls } = client(
      () => jsonResponse(401, { success: false, code: "operator_login_failed", message: "Wrong.", value: null }),
      null,
    );
    await expect(api.send("POST", "/console/api/session", {})).rejects.toMatchObject({ code: "operator_login_failed" });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls[0]?.init.headers.Authorization).toBeUndefined();
  });

  it("reports a network failure as network_error and a non-JSON answer as system_error", async () => {
    const offline = client(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.api.get("/x")).rejects.toMatchObject({ code: "network_error", status: 0 });
    const proxy = client(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(proxy.api.get("/x")).rejects.toMatchObject({ code: "system_error", status: 502 });
  });

  it("lets an aborted request stay an AbortError (a query cancelled on unmount is not an error)", async () => {
    const { api } = client(() => Promise.reject(new DOMException("aborted", "AbortError")));
    await expect(api.get("/x")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fetches binary proofs as a Blob, and refusals of them as ApiError", async () => {
    const ok = client(() => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }));
    const blob = await ok.api.blob("/console/api/withdrawals/W1234567/proofs/1");
    expect(blob.size).toBe(4);
    expect(ok.calls[0]?.init.headers.Authorization).toBe("Bearer op_token");
    const missing = client(() =>
      jsonResponse(404, { success: false, code: "order_not_found", message: "Not found.", value: null }),
    );
    await expect(missing.api.blob("/p")).rejects.toMatchObject({ code: "order_not_found", status: 404 });
  });
});

describe("paths and messages", () => {
  it("fills and encodes path parameters, and refuses a missing one", () => {
    expect(pathOf("/console/api/withdrawals/:orderNo/proofs/:proofId", { orderNo: "W123456", proofId: "7" })).toBe(
      "/console/api/withdrawals/W123456/proofs/7",
    );
    expect(pathOf("/console/api/members/:id", { id: "a/b" })).toBe("/console/api/members/a%2Fb");
    expect(() => pathOf("/console/api/members/:id", {})).toThrow(/id/);
  });

  it("leaves a path without query untouched", () => {
    expect(withQuery("/console/api/me")).toBe("/console/api/me");
  });

  it("shows the server's message as returned, else a translated fallback", () => {
    const t = (key: string) => `[${key}]`;
    expect(errorText(new ApiError("insufficient_balance", "Số dư không đủ.", 422), t)).toBe("Số dư không đủ.");
    expect(errorText(new ApiError("network_error", "", 0), t)).toBe("[errors.network]");
    expect(errorText(new ApiError("system_error", "", 502), t)).toBe("[errors.generic]");
    expect(errorText(new Error("boom"), t)).toBe("[errors.generic]");
  });
});
