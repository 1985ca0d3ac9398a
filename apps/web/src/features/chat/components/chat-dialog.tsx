import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { chatTicketHref, formatMinor, type ChatMessage, type ChatTicket } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { CloseIcon, CrownIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { ApiError } from "../../../lib/api-client";
import { closeChatRoom, showChatRoom, useChatRoom } from "../../../lib/chat-room";
import { formatTimeOfDay } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { newRequestId } from "../../../lib/request-id";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import {
  chatKeys,
  postChatMessage,
  useChatHistory,
  useChatPermission,
  useChatRooms,
  useChatTickets,
} from "../api/chat-api";
import { useChatSocket } from "../hooks/use-chat-socket";
import { countCharacters, mergeMessages } from "../utils/merge-messages";

/**
 * The chat room dialog of spec §2 (issue 16): room tabs, the room's messages (history paged by
 * cursor, new ones live over the dialog's socket), the member's permission with its reason, and a
 * composer with a character counter and "share a lottery ticket". Refusals show the server's
 * catalogue message as a toast.
 */
export default function ChatDialog() {
  const room = useChatRoom();
  const { t } = useTranslation("chat");
  return (
    <Modal open={room !== null} onOpenChange={(open) => !open && closeChatRoom()} title={t("title")}>
      {room !== null && <ChatBody room={room} />}
    </Modal>
  );
}

function ChatBody({ room }: { room: string }) {
  const { t } = useTranslation("chat");
  const session = useSession();
  const rooms = useChatRooms();
  if (!session) {
    return (
      <div className="grid justify-items-center gap-4 py-8 text-center">
        <p className="text-fg-muted">{t("loginFirst")}</p>
        <Button onClick={() => openAccountDialog({ kind: "login" })}>{t("login")}</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <RoomTabs room={room} rooms={rooms.data ?? []} />
      <Room key={room} room={room} token={session.token} />
    </div>
  );
}

function RoomTabs({ room, rooms }: { room: string; rooms: { id: string; name: string; muted: boolean }[] }) {
  const { t } = useTranslation("chat");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % rooms.length,
      ArrowLeft: (index - 1 + rooms.length) % rooms.length,
      Home: 0,
      End: rooms.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    showChatRoom(rooms[next]!.id);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={t("rooms")} className="flex gap-1 overflow-x-auto rounded-full bg-surface-2 p-1">
      {rooms.map((r, index) => (
        <button
          key={r.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`chat-tab-${r.id}`}
          aria-selected={r.id === room}
          aria-controls="chat-room-panel"
          tabIndex={r.id === room ? 0 : -1}
          onClick={() => showChatRoom(r.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={cn(
            "h-9 shrink-0 cursor-pointer rounded-full px-4 text-sm font-semibold whitespace-nowrap",
            r.id === room ? "bg-gold-fill text-on-gold shadow-card" : "text-fg-muted hover:text-fg",
          )}
        >
          {r.name}
        </button>
      ))}
    </div>
  );
}

function Room({ room, token }: { room: string; token: string }) {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const history = useChatHistory(room);
  const permission = useChatPermission(room);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const socket = useChatSocket(token, room, language, {
    onJoined: (joined) => queryClient.setQueryData(chatKeys.of("permission", token, room, language), joined),
    onMessage: (message) => setLive((list) => [...list.slice(-499), message]),
    onDeleted: (id) => setDeleted((set) => new Set(set).add(id)),
    onRefresh: () => void permission.refetch(),
    onResync: () => void history.refetch(),
    onError: () => {},
  });
  const messages = useMemo(
    () => mergeMessages(history.data?.pages ?? [], live, deleted),
    [history.data, live, deleted],
  );
  const me = permission.data?.me ?? "";

  return (
    <div id="chat-room-panel" role="tabpanel" aria-labelledby={`chat-tab-${room}`} className="grid gap-3">
      <MessageList
        messages={messages}
        me={me}
        loading={history.isPending}
        failed={history.isError}
        onRetry={() => void history.refetch()}
        more={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
      />
      {socket !== "open" && (
        <p role="status" className="text-center text-xs text-fg-muted">
          {socket === "connecting" ? t("connecting") : t("reconnecting")}
        </p>
      )}
      {permission.data && !permission.data.canPost && (
        <p
          role="status"
          className="rounded-xl border border-gold/40 bg-gold/10 px-3 py-2 text-sm text-fg"
          data-testid="chat-permission"
        >
          {permission.data.message ?? t("readOnly")}
        </p>
      )}
      <Composer
        room={room}
        canPost={permission.data?.canPost ?? false}
        maxLength={permission.data?.maxLength ?? 200}
        onPosted={(message) => setLive((list) => [...list, message])}
        onRefused={() => void permission.refetch()}
      />
    </div>
  );
}

function MessageList(props: {
  messages: ChatMessage[];
  me: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  more: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation("chat");
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastId = props.messages.at(-1)?.id;
  // Stays at the newest message while the member is there; reading older ones is not interrupted.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lastId, props.loading]);
  return (
    <div
      ref={ref}
      onScroll={(event) => {
        const el = event.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
      role="log"
      aria-live="polite"
      aria-label={t("messages")}
      tabIndex={0}
      className="h-[min(42dvh,420px)] min-h-48 overflow-y-auto sm:h-[min(52dvh,420px)] sm:min-h-56 rounded-xl border border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-gold"
    >
      {props.loading ? (
        <div className="grid h-full place-items-center">
          <Spinner label={t("loading")} />
        </div>
      ) : props.failed ? (
        <div className="grid h-full place-content-center justify-items-center gap-3 text-center">
          <p className="text-fg-muted">{t("loadFailed")}</p>
          <Button size="sm" variant="secondary" onClick={props.onRetry}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <>
          {props.more && (
            <div className="mb-3 text-center">
              <Button size="sm" variant="ghost" onClick={props.onLoadOlder} disabled={props.loadingOlder}>
                {props.loadingOlder ? t("loadingOlder") : t("loadOlder")}
              </Button>
            </div>
          )}
          {props.messages.length === 0 ? (
            <p className="grid h-full place-items-center text-center text-sm text-fg-muted">{t("empty")}</p>
          ) : (
            <ol className="grid gap-2.5">
              {props.messages.map((message) => (
                <MessageItem key={message.id} message={message} mine={message.author === props.me} />
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-testid="chat-message">
      <div className="flex items-center gap-1.5 text-xs text-fg-muted">
        <span className={cn("font-semibold", mine ? "text-gold" : "text-fg")}>
          {mine ? t("you", { name: message.nickname }) : message.nickname}
        </span>
        {message.vip > 0 && (
          <span
            className="inline-flex items-center gap-0.5 rounded-full bg-gold/15 px-1.5 py-px text-[10px] font-bold text-gold"
            aria-label={t("vipLabel", { level: message.vip })}
          >
            <CrownIcon className="size-3" aria-hidden="true" />
            VIP{message.vip}
          </span>
        )}
        <time dateTime={message.at}>{formatTimeOfDay(message.at, language)}</time>
      </div>
      {message.text !== "" && (
        <p
          data-user-content
          className={cn(
            "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
            mine ? "rounded-br-md bg-brand text-on-brand" : "rounded-bl-md bg-surface-2 text-fg",
          )}
        >
          {message.text}
        </p>
      )}
      {message.ticket && <TicketCard ticket={message.ticket} />}
    </li>
  );
}

function TicketCard({ ticket, compact = false }: { ticket: ChatTicket; compact?: boolean }) {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  return (
    <div
      className="max-w-[85%] rounded-xl border border-gold/40 bg-bg-elevated px-3 py-2 text-sm"
      data-testid="chat-ticket"
    >
      <p className="font-semibold text-fg">
        {ticket.gameName} · {t("ticket.issue", { issue: ticket.issue })}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-1">
        <span className="text-xs text-fg-muted uppercase">{ticket.betType}</span>
        {ticket.numbers.map((n, i) => (
          <span key={`${n}-${i}`} className="rounded-md bg-brand/15 px-1.5 font-mono text-xs font-bold text-fg">
            {n}
          </span>
        ))}
      </p>
      <p className="mt-1 text-xs text-fg-muted">
        {t("ticket.stake", { amount: formatMinor(ticket.stake, language, { decimals: 0 }) })}
      </p>
      {!compact && (
        <Link
          to={chatTicketHref(ticket.drawId)}
          onClick={() => closeChatRoom()}
          className="mt-1 inline-block text-xs font-semibold text-gold underline-offset-2 hover:underline"
        >
          {t("ticket.verify")}
        </Link>
      )}
    </div>
  );
}

function Composer(props: {
  room: string;
  canPost: boolean;
  maxLength: number;
  onPosted: (message: ChatMessage) => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState("");
  const [ticket, setTicket] = useState<ChatTicket | null>(null);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const tickets = useChatTickets(picking);
  const length = countCharacters(text);
  const over = length > props.maxLength;
  const empty = length === 0 && ticket === null;
  const counterId = `chat-counter-${props.room}`;

  useEffect(() => setPicking(false), [props.room]);

  async function send() {
    if (!props.canPost || over || empty || sending) return;
    setSending(true);
    try {
      const message = await postChatMessage({
        room: props.room,
        requestId: newRequestId(),
        ...(text.trim() ? { text: text.trim() } : {}),
        ...(ticket ? { ticketId: ticket.id } : {}),
      });
      props.onPosted(message);
      setText("");
      setTicket(null);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : t("sendFailed");
      toast({ tone: "error", title: t("sendFailed"), body: message });
      if (error instanceof ApiError && error.status === 403) props.onRefused();
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-2">
      {picking && (
        <div
          className="max-h-48 overflow-y-auto rounded-xl border border-line bg-surface p-2"
          aria-label={t("chooseTicket")}
          role="group"
        >
          {tickets.isPending ? (
            <Spinner label={t("loading")} />
          ) : tickets.isError ? (
            <p className="text-sm text-fg-muted">{t("loadFailed")}</p>
          ) : tickets.data.length === 0 ? (
            <p className="p-2 text-sm text-fg-muted">{t("noTickets")}</p>
          ) : (
            <ul className="grid gap-1.5">
              {tickets.data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setTicket(item);
                      setPicking(false);
                    }}
                    className="w-full cursor-pointer rounded-lg px-2 py-1.5 text-left text-sm hover:bg-surface-2"
                  >
                    <span className="font-semibold">{item.gameName}</span> · {item.issue} ·{" "}
                    <span className="font-mono">{item.numbers.join(" ")}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {ticket && (
        <div className="flex items-start gap-2">
          <TicketCard ticket={ticket} compact />
          <button
            type="button"
            onClick={() => setTicket(null)}
            aria-label={t("removeTicket")}
            className="grid size-8 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
      <form
        className="flex flex-wrap items-center gap-2 sm:flex-nowrap"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 px-3"
          onClick={() => setPicking((p) => !p)}
          aria-expanded={picking}
          disabled={!props.canPost}
        >
          {t("shareTicket")}
        </Button>
        <div className="relative order-first min-w-0 flex-1 basis-full sm:order-none sm:basis-auto">
          <input
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={!props.canPost}
            aria-label={t("composer")}
            aria-describedby={counterId}
            aria-invalid={over}
            placeholder={props.canPost ? t("placeholder") : t("readOnly")}
            className="h-11 w-full rounded-full border border-line bg-surface pr-16 pl-4 text-sm text-fg outline-none placeholder:text-fg-muted focus-visible:border-gold disabled:opacity-60"
          />
          <span
            id={counterId}
            aria-live="polite"
            className={cn(
              "absolute top-1/2 right-4 -translate-y-1/2 text-xs tabular-nums",
              over ? "font-bold text-danger" : "text-fg-muted",
            )}
          >
            {t("counter", { count: length, max: props.maxLength })}
          </span>
        </div>
        <Button
          type="submit"
          size="sm"
          className="ml-auto shrink-0 sm:ml-0"
          disabled={!props.canPost || over || empty || sending}
        >
          {sending ? t("sending") : t("send")}
        </Button>
      </form>
    </div>
  );
}
