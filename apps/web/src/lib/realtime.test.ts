import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES, MEMBER_EVENT_TYPES, REALTIME_CLOSE, type MemberEvent } from "@lotus/contracts";
import {
  BACKOFF_MAX_MS,
  BACKOFF_MIN_MS,
  RealtimeClient,
  backoffDelay,
  closeAction,
  eventNotice,
  noticeText,
  realtimeUrl,
  type SocketLike,
} from "./realtime";

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../locales");
const notify = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, "notify.json"), "utf8")) as Record<string, unknown>;

describe("backoffDelay", () => {
  it("starts at 1 s and doubles up to 30 s (without jitter: random = 0.5)", () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => backoffDelay(attempt, () => 0.5));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("spreads retries by ±20 % and never leaves 1 s … 30 s", () => {
    expect(backoffDelay(3, () => 0)).toBe(6_400);
    expect(backoffDelay(3, () => 1)).toBe(9_600);
    expect(backoffDelay(0, () => 0)).toBe(BACKOFF_MIN_MS);
    expect(backoffDelay(0, () => 0.999)).toBe(1_200);
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(-3, () => 0.5)).toBe(BACKOFF_MIN_MS);
    for (let attempt = 0; attempt < 40; attempt++) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
      expect(delay).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });
});

describe("closeAction", () => {
  it("checks the session on 4401, waits for the tab on 4409, retries on anything else", () => {
    expect(closeAction(REALTIME_CLOSE.sessionEnded)).toBe("check-session");
    expect(closeAction(REALTIME_CLOSE.replaced)).toBe("wait-visible");
    for (const code of [1000, 1001, 1005, 1006, 1009, 1011, 4400, 4408]) expect(closeAction(code)).toBe("retry");
  });
});

describe("event messages", () => {
  it("refetches silently on balance_changed and has a message for every other event", () => {
    expect(eventNotice({ type: "balance_changed" })).toBeNull();
    expect(eventNotice({ type: "deposit_arrived" })).toEqual({ tone: "success", key: "depositArrived" });
    expect(eventNotice({ type: "deposit_failed" })).toEqual({ tone: "error", key: "depositFailed" });
    expect(eventNotice({ type: "withdrawal_approved" })).toEqual({ tone: "success", key: "withdrawalApproved" });
    expect(eventNotice({ type: "withdrawal_rejected" })).toEqual({ tone: "warning", key: "withdrawalRejected" });
    expect(eventNotice({ type: "withdrawal_paid" })).toEqual({ tone: "info", key: "withdrawalPaid" });
  });

  it("finds every message key in every language", () => {
    for (const language of LANGUAGES) {
      const catalogue = notify(language);
      expect(catalogue.orderNo, `${language} orderNo`).toContain("{{orderNo}}");
      for (const type of MEMBER_EVENT_TYPES) {
        const notice = eventNotice({ type });
        if (!notice) continue;
        const texts = catalogue[notice.key] as Record<string, string> | undefined;
        expect(texts, `${language}/${notice.key}`).toBeDefined();
        expect(texts!.title!.length).toBeGreaterThan(0);
        expect(texts!.body, `${language}/${notice.key}.body`).toContain("{{amount}}");
        expect(texts!.bodyNoAmount, `${language}/${notice.key}.bodyNoAmount`).not.toContain("{{");
      }
    }
  });

  describe("noticeText with the real catalogues", () => {
    const i18n = i18next.createInstance();
    beforeEach(async () => {
      if (i18n.isInitialized) return;
      await i18n.init({
        lng: "vi",
        resources: Object.fromEntries(LANGUAGES.map((l) => [l, { notify: notify(l) }])),
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
    });
    const text = (event: MemberEvent, language: string) =>
      noticeText(event, eventNotice(event)!, i18n.getFixedT(language, "notify"), language);

    it("formats the amount in the reader's language (2 decimals, thousands separators) with the order number", () => {
      const event: MemberEvent = { type: "deposit_arrived", orderNo: "D1", amount: "50000000" };
      expect(text(event, "vi")).toEqual({
        title: "Nạp tiền thành công",
        body: "500.000,00 VND đã được cộng vào ví chính của bạn.\nMã đơn: D1",
      });
      expect(text(event, "en")).toEqual({
        title: "Deposit received",
        body: "500,000.00 VND has been added to your main wallet.\nOrder number: D1",
      });
    });

    it("asks to confirm receipt when a withdrawal is paid, and words it without an amount when none came", () => {
      expect(text({ type: "withdrawal_paid" }, "en")).toEqual({
        title: "Withdrawal paid out",
        body: "Your withdrawal has been sent to your bank account. Please confirm once you have received it.",
      });
      expect(text({ type: "withdrawal_rejected", amount: "123456789" }, "en").body).toBe(
        "Your withdrawal of 1,234,567.89 VND was rejected and the amount is back in your main wallet.",
      );
    });

    it("never shows a malformed amount", () => {
      expect(text({ type: "deposit_failed", amount: "1e9" }, "en").body).toBe(
        "Your deposit was not credited. If you have already transferred the money, please contact customer service.",
      );
    });
  });
});

describe("realtimeUrl", () => {
  it("uses wss on https and ws on http, on the page's own host", () => {
    expect(realtimeUrl({ protocol: "https:", host: "lotus.example" })).toBe("wss://lotus.example/ws");
    expect(realtimeUrl({ protocol: "http:", host: "localhost:4451" })).toBe("ws://localhost:4451/ws");
  });
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === "string" ? frame : JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const log: string[] = [];
  const client = new RealtimeClient({
    url: "ws://site/ws",
    token: "t".repeat(43),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onReady: () => log.push("ready"),
    onEvent: (event) => log.push(`event:${event.type}`),
    onSessionEnded: () => log.push("session-ended"),
    random: () => 0.5,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
  });
  const pending = () => timers.filter((t) => !t.cleared);
  /** Fires the one pending retry timer and returns its delay. */
  const fire = () => {
    const live = pending();
    expect(live).toHaveLength(1);
    live[0]!.cleared = true;
    live[0]!.callback();
    return live[0]!.ms;
  };
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, timers, log, pending, fire, last };
}

describe("RealtimeClient", () => {
  it("says hello with the token, reports ready and events, ignores junk", () => {
    const h = harness();
    h.client.start();
    expect(h.sockets).toHaveLength(1);
    expect(h.last().url).toBe("ws://site/ws");
    h.last().open();
    expect(h.last().sent).toEqual([JSON.stringify({ type: "hello", token: "t".repeat(43) })]);
    h.last().receive({ kind: "ready" });
    h.last().receive("not json");
    h.last().receive({ kind: "event", event: { type: "deposit_arrived", amount: "100" } });
    h.last().receive({ kind: "event", event: { type: "balance_changed" } });
    expect(h.log).toEqual(["ready", "event:deposit_arrived", "event:balance_changed"]);
  });

  it("reconnects with a growing backoff, reset by the next ready", () => {
    const h = harness();
    h.client.start();
    h.last().drop(1006);
    expect(h.fire()).toBe(1_000);
    expect(h.sockets).toHaveLength(2);
    h.last().drop(1006);
    expect(h.fire()).toBe(2_000);
    h.last().drop(1001);
    expect(h.fire()).toBe(4_000);
    h.last().open();
    h.last().receive({ kind: "ready" });
    h.last().drop(1006);
    expect(h.fire()).toBe(1_000);
    expect(h.sockets).toHaveLength(5);
    expect(h.log).toEqual(["ready"]);
  });

  it("on 4401 lets the app check the session, then retries slowly", () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().drop(REALTIME_CLOSE.sessionEnded);
    expect(h.log).toEqual(["session-ended"]);
    expect(h.fire()).toBe(16_000);
  });

  it("on 4409 (too many tabs) waits until woken, then connects at once", () => {
    const h = harness();
    h.client.start();
    h.last().drop(REALTIME_CLOSE.replaced);
    expect(h.pending()).toHaveLength(0);
    expect(h.client.connected).toBe(false);
    h.client.wake();
    expect(h.sockets).toHaveLength(2);
    expect(h.client.connected).toBe(true);
  });

  it("wake() skips a pending backoff, and does nothing while connected", () => {
    const h = harness();
    h.client.start();
    h.client.wake();
    expect(h.sockets).toHaveLength(1);
    h.last().drop(1006);
    expect(h.pending()).toHaveLength(1);
    h.client.wake();
    expect(h.pending()).toHaveLength(0);
    expect(h.sockets).toHaveLength(2);
  });

  it("stop() closes the socket and never reconnects (logout, token change)", () => {
    const h = harness();
    h.client.start();
    const socket = h.last();
    socket.open();
    h.client.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    h.client.wake();
    expect(h.pending()).toHaveLength(0);
    expect(h.sockets).toHaveLength(1);
  });

  it("stop() during a backoff cancels the retry", () => {
    const h = harness();
    h.client.start();
    h.last().drop(1006);
    h.client.stop();
    expect(h.pending()).toHaveLength(0);
    expect(h.sockets).toHaveLength(1);
  });
});
