import { describe, expect, it, vi } from "vitest";
import { createVendorApi, VendorApiError } from "./api.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const playAnswer = {
  round: { roundId: "r1", nonce: 1, stake: "2000", win: "0", outcome: {}, at: "2026-11-22T00:00:00Z" },
  balance: "98000",
  stats: { rounds: 1, staked: "2000", won: "0", net: "-2000" },
  fairness: { serverSeedHash: "h", clientSeed: "c", nonce: 2 },
};

function api(fetch: typeof globalThis.fetch) {
  return createVendorApi({ base: "/demo-vendor/", lang: "en", fetch, retryDelaysMs: [0, 0, 0] });
}

describe("the page API client", () => {
  it("resends a play that got no answer with the very same body, requestId included", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(json(504, {}))
      .mockResolvedValueOnce(json(200, playAnswer));
    const answer = await api(fetch).play({ sessionId: "s", requestId: "req-1", bet: { stake: "2000" } });
    expect(answer.balance).toBe("98000");
    expect(fetch).toHaveBeenCalledTimes(3);
    const bodies = fetch.mock.calls.map(([, init]) => init?.body);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(String(bodies[0])).requestId).toBe("req-1");
    expect(fetch.mock.calls[0]![0]).toBe("/demo-vendor/api/play");
  });

  it("waits out round_in_progress on a repeat of the same play (the first delivery is still running)", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(json(409, { error: "round_in_progress", message: "busy" }))
      .mockResolvedValueOnce(json(200, playAnswer));
    await expect(api(fetch).play({ sessionId: "s", requestId: "req-2", bet: {} })).resolves.toMatchObject({
      balance: "98000",
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("does not retry a definite refusal and reports its code", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(json(402, { error: "insufficient_balance", message: "low" }));
    const error = await api(fetch)
      .play({ sessionId: "s", requestId: "req-3", bet: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorApiError);
    expect((error as VendorApiError).code).toBe("insufficient_balance");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports wallet_timeout as it is, although it comes with a gateway status", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(json(504, { error: "wallet_timeout", message: "rolled back", roundId: "r9" }));
    await expect(api(fetch).play({ sessionId: "s", requestId: "req-4", bet: {} })).rejects.toMatchObject({
      code: "wallet_timeout",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again with the same requestId while the round is settling", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(503, { error: "round_settling", message: "paying" }))
      .mockResolvedValueOnce(json(200, playAnswer));
    await expect(api(fetch).play({ sessionId: "s", requestId: "req-5", bet: {} })).resolves.toMatchObject({
      balance: "98000",
    });
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).requestId)).toEqual(["req-5", "req-5"]);
  });

  it("never repeats a seed rotation (a second one would reveal another pair)", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("network down"));
    await expect(api(fetch).seeds({ sessionId: "s" })).rejects.toMatchObject({ code: "network" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives up after the last retry with a network error, and maps unknown codes to unknown", async () => {
    const down = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("network down"));
    await expect(api(down).session({ token: "t", vendorCode: "v", gameCode: "g" })).rejects.toMatchObject({
      code: "network",
    });
    expect(down).toHaveBeenCalledTimes(4);
    const odd = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(418, { error: "teapot" }));
    await expect(api(odd).round("v", "r")).rejects.toMatchObject({ code: "unknown", status: 418 });
  });

  it("asks in the page's language", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, playAnswer));
    await api(fetch).round("dv slot", "r/1");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/demo-vendor/api/rounds/dv%20slot/r%2F1");
    expect((init?.headers as Record<string, string>)["accept-language"]).toBe("en");
  });
});
