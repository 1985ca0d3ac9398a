import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import {
  PATHS,
  REALTIME_CLOSE,
  formatMinor,
  type MemberEvent,
  type MemberEventType,
  type WsServerFrame,
} from "@lotus/contracts/web";
import { ensureNamespace } from "./i18n";
import { currentLanguage } from "./language";
import { balanceQueryOptions, invalidateMoney } from "./queries/money";
import { invalidateMessages } from "./queries/messages";
import { useSession } from "./session";
import { toast, type ToastTone } from "./toast";

/*
 * The member socket of a logged-in tab (architecture.md §6). The server only signals; this tab
 * refetches its money queries through the normal calls, and shows the spec §8 information
 * message of the event as a toast. On every (re)connect and whenever the tab becomes visible
 * again the money queries are refetched too, so a signal missed while offline costs nothing.
 * This module is a lazy chunk, loaded only once somebody is logged in (see realtime-listener.ts).
 */

export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * The wait before reconnect number `attempt` (0 = the first retry): 1 s doubling up to 30 s,
 * with ±20 % jitter so that the tabs a server restart disconnected do not all come back at once.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(Math.max(attempt, 0), 10));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(BACKOFF_MAX_MS, Math.max(BACKOFF_MIN_MS, jittered)));
}

/**
 * What to do after the socket closed with `code`:
 * - "retry": reconnect after the backoff (network trouble, server restart, 1001, 1006…);
 * - "check-session": the server ended the session (4401); ask the API, which drops a dead session
 *   (and so closes this socket for good), then retry on the slow end of the backoff;
 * - "wait-visible": the member has more tabs open than the server keeps (4409): reconnecting at
 *   once would push out another tab, so wait until this tab is looked at again.
 */
export type CloseAction = "retry" | "check-session" | "wait-visible";
export function closeAction(code: number): CloseAction {
  if (code === REALTIME_CLOSE.sessionEnded) return "check-session";
  if (code === REALTIME_CLOSE.replaced) return "wait-visible";
  return "retry";
}

/** The spec §8 information message of an event, or null for a silent refetch (balance_changed). */
export type EventNotice = { tone: ToastTone; key: string };
const NOTICES: Record<MemberEventType, EventNotice | null> = {
  balance_changed: null,
  deposit_arrived: { tone: "success", key: "depositArrived" },
  deposit_failed: { tone: "error", key: "depositFailed" },
  withdrawal_approved: { tone: "success", key: "withdrawalApproved" },
  withdrawal_rejected: { tone: "warning", key: "withdrawalRejected" },
  withdrawal_paid: { tone: "info", key: "withdrawalPaid" },
  // A new inbox message: the header badge updates (no toast).
  message: null,
  // Customer service answered in the chat (issue 16): its own toast (showSupportReply), no amount.
  support_reply: null,
};
export function eventNotice(event: MemberEvent): EventNotice | null {
  return NOTICES[event.type] ?? null;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** The toast text of an event in the `notify` namespace: title, and a body with the amount and order number when known. */
export function noticeText(
  event: MemberEvent,
  notice: EventNotice,
  t: Translate,
  language: string,
): { title: string; body: string } {
  const amount = event.amount && /^\d+$/.test(event.amount) ? formatMinor(event.amount, language) : null;
  const body = amount ? t(`${notice.key}.body`, { amount }) : t(`${notice.key}.bodyNoAmount`);
  // The order number goes on a line of its own (the toaster keeps line breaks).
  const order = event.orderNo ? `\n${t("orderNo", { orderNo: event.orderNo })}` : "";
  return { title: t(`${notice.key}.title`), body: `${body}${order}` };
}

/** The part of the browser WebSocket used here (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export type RealtimeClientOptions = {
  url: string;
  token: string;
  createSocket: (url: string) => SocketLike;
  /** After every `ready` (first connect and each reconnect). */
  onReady: () => void;
  onEvent: (event: MemberEvent) => void;
  /** Every other frame (the chat room's, issue 16). */
  onFrame?: (frame: WsServerFrame) => void;
  /** The server refused or ended the session (4401). */
  onSessionEnded: () => void;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * One socket with its reconnect loop: hello on open, backoff on close (reset by a `ready`),
 * `wake()` to reconnect at once (tab visible again, network back), `stop()` for good.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private waitingForVisible = false;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: RealtimeClientOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket and stops reconnecting (logout, token change, unmount). */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = socket.onmessage = socket.onopen = socket.onerror = null;
      socket.close(1000);
    }
  }

  /** Reconnects now if the socket is down (waiting for a retry, or pushed out by newer tabs). */
  wake(): void {
    if (this.stopped || this.socket) return;
    this.waitingForVisible = false;
    this.cancelTimer();
    this.connect();
  }

  /** Sends a frame on the open socket (after `ready`); false when there is none. */
  send(data: string): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(data);
    return true;
  }

  /** Whether a socket is open or opening (tests). */
  get connected(): boolean {
    return this.socket !== null;
  }

  private cancelTimer() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private connect() {
    if (this.stopped || this.socket) return;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry(this.attempt++);
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "hello", token: this.options.token }));
    socket.onmessage = (message) => {
      let frame: WsServerFrame;
      try {
        frame = JSON.parse(String(message.data)) as WsServerFrame;
      } catch {
        return;
      }
      if (frame.kind === "ready") {
        this.attempt = 0;
        this.options.onReady();
      } else if (frame.kind === "event" && frame.event) {
        this.options.onEvent(frame.event);
      } else {
        this.options.onFrame?.(frame);
      }
    };
    socket.onerror = () => {
      // A close always follows; the retry is decided there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      const action = closeAction(event.code);
      if (action === "wait-visible") {
        this.waitingForVisible = true;
        return;
      }
      if (action === "check-session") {
        this.options.onSessionEnded();
        // If the session is really over, the token is cleared and this client stopped meanwhile.
        this.scheduleRetry(Math.max(this.attempt++, 4));
        return;
      }
      this.scheduleRetry(this.attempt++);
    };
  }

  private scheduleRetry(attempt: number) {
    if (this.stopped || this.waitingForVisible) return;
    this.cancelTimer();
    this.timer = this.setTimer(
      () => {
        this.timer = null;
        this.connect();
      },
      backoffDelay(attempt, this.options.random),
    );
  }
}

/** The ws:// or wss:// address of PATHS.realtime on this site. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${PATHS.realtime}`;
}

async function showNotice(event: MemberEvent) {
  const notice = eventNotice(event);
  if (!notice) return;
  const language = currentLanguage();
  await ensureNamespace(language, "notify");
  const t = i18next.getFixedT(language, "notify") as unknown as Translate;
  toast({ tone: notice.tone, ...noticeText(event, notice, t, language) });
}

/** Customer service answered in the chat: a toast in every tab but the chat window itself. */
async function showSupportReply() {
  const language = currentLanguage();
  await ensureNamespace(language, "notify");
  const t = i18next.getFixedT(language, "notify");
  toast({ tone: "info", title: t("supportReply.title"), body: t("supportReply.body") });
}

function listen(token: string, queryClient: QueryClient): () => void {
  const client = new RealtimeClient({
    url: realtimeUrl(),
    token,
    // The browser socket has the members of SocketLike; its handler types are only narrower events.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onReady: () => {
      void invalidateMoney(queryClient);
      void invalidateMessages(queryClient);
    },
    onEvent: (event) => {
      // Any event may come with an inbox message (a deposit's, a bonus's): the badge is one cheap count.
      void invalidateMessages(queryClient);
      if (event.type === "message") return;
      if (event.type === "support_reply") {
        void queryClient.invalidateQueries({ queryKey: ["support"] });
        if (window.location.pathname !== "/supportChat") void showSupportReply().catch(() => {});
        return;
      }
      void invalidateMoney(queryClient);
      void showNotice(event).catch(() => {});
    },
    // A normal call answers 401 for a dead session, and the API client then logs the tab out.
    onSessionEnded: () => void queryClient.fetchQuery({ ...balanceQueryOptions(token), staleTime: 0 }).catch(() => {}),
  });
  client.start();
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    void invalidateMoney(queryClient);
    void invalidateMessages(queryClient);
    client.wake();
  };
  const onOnline = () => client.wake();
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", onOnline);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", onOnline);
    client.stop();
  };
}

/** Keeps one socket open for the logged-in session of this tab; a new token reconnects, logout closes. */
export function useRealtime(): void {
  const token = useSession()?.token ?? null;
  const queryClient = useQueryClient();
  useEffect(() => (token ? listen(token, queryClient) : undefined), [token, queryClient]);
}

/** The lazily loaded listener component (renders nothing). */
export default function RealtimeConnection() {
  useRealtime();
  return null;
}
