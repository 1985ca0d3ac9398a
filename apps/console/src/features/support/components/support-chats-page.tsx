import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ConsoleConversation, SupportChatState } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { inputClasses } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { EmptyState, QueryStates } from "../../../components/ui/states";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import {
  useCloseConversation,
  useConversation,
  useConversations,
  useReplyConversation,
  useTakeConversation,
} from "../api/support";
import { useNow } from "./use-now";

const STATES: readonly SupportChatState[] = ["open", "closed"];

/** How long the member has waited, as minutes (or hours and minutes). */
function waited(since: string, now: number, t: (key: string, values?: Record<string, unknown>) => string): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return minutes < 60
    ? t("support.chats.waitMinutes", { minutes })
    : t("support.chats.waitHours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/**
 * The customer-service chat queue (issue 16, "CSKH trực tuyến 24/7"): open conversations with the
 * member waiting longest first (waiting time, unread count), one opened at the side — take it, reply
 * (pushed live to the member's tabs), close it. The queue and the conversation poll every few seconds.
 */
export function SupportChatsPage({ canReply }: { canReply: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const now = useNow(15_000);
  const [params, setParams] = useSearchParams();
  const state: SupportChatState = params.get("state") === "closed" ? "closed" : "open";
  const selected = params.get("id");
  const query = useConversations(state);
  const list = query.data ?? [];

  function go(next: { state?: SupportChatState; id?: string | null }) {
    const search = new URLSearchParams();
    const s = next.state ?? state;
    const id = next.id === undefined ? selected : next.id;
    if (s !== "open") search.set("state", s);
    if (id) search.set("id", id);
    setParams(search);
  }

  return (
    <>
      <PageHeader
        title={t("nav.supportChats")}
        description={t("support.chats.description")}
        actions={<RefreshButton query={query} />}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Panel>
          <div className="border-b border-line p-3">
            <Tabs
              tabs={STATES.map((value) => ({ value, label: t(`support.chats.state.${value}`) }))}
              value={state}
              onChange={(value) => go({ state: value, id: null })}
              label={t("support.chats.filter")}
              panelId={panelId}
            />
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${state}`} aria-busy={query.isFetching}>
            <QueryStates query={query} rows={5}>
              {() =>
                list.length === 0 ? (
                  <EmptyState title={t("support.chats.empty")} />
                ) : (
                  <ul className="divide-y divide-line" data-testid="support-chat-queue">
                    {list.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          onClick={() => go({ id: c.id })}
                          aria-current={selected === c.id || undefined}
                          data-testid={`support-conversation-${c.account}`}
                          className={cn(
                            "grid w-full cursor-pointer gap-1 px-4 py-3 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus",
                            selected === c.id && "bg-surface-2",
                          )}
                        >
                          <span className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold">{c.account}</span>
                            {c.unread > 0 && (
                              <Badge tone="danger">{t("support.chats.unread", { count: c.unread })}</Badge>
                            )}
                            {c.assignedTo && <Badge tone="info">{c.assignedTo}</Badge>}
                            <span className="ml-auto text-xs text-fg-muted">
                              {c.waitingSince
                                ? waited(c.waitingSince, now, t)
                                : formatDateTime(c.lastMessageAt, language)}
                            </span>
                          </span>
                          <span className="truncate text-xs text-fg-muted">{c.lastMessage}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryStates>
          </div>
        </Panel>
        {selected ? (
          <ConversationPanel key={selected} id={selected} canReply={canReply} onClosed={() => go({ id: null })} />
        ) : (
          <Panel>
            <EmptyState title={t("support.chats.pick")} />
          </Panel>
        )}
      </div>
    </>
  );
}

function ConversationPanel({ id, canReply, onClosed }: { id: string; canReply: boolean; onClosed: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useConversation(id);
  const take = useTakeConversation();
  const close = useCloseConversation();
  const reply = useReplyConversation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const lastId = query.data?.messages.at(-1)?.id;
  // A block body: scrollIntoView may return a promise, which React would take for a cleanup function.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  async function run(action: () => Promise<unknown>, done?: string) {
    setError(null);
    try {
      await action();
      if (done) notify("success", done);
      return true;
    } catch (failure) {
      setError(errorText(failure, t));
      return false;
    }
  }
  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === "") return;
    if (await run(() => reply.mutateAsync({ id, body: text.trim() }))) setText("");
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <Panel
      title={query.data ? t("support.chats.with", { account: query.data.conversation.account }) : undefined}
      actions={
        query.data?.conversation.state === "open" && canReply ? (
          <ConversationActions
            conversation={query.data.conversation}
            busy={take.isPending || close.isPending}
            onTake={() => void run(() => take.mutateAsync(id), t("support.chats.taken"))}
            onClose={() =>
              void run(() => close.mutateAsync(id), t("support.chats.closedDone")).then((ok) => ok && onClosed())
            }
          />
        ) : undefined
      }
    >
      <QueryStates query={query} rows={4}>
        {(detail) => (
          <div className="flex h-[60vh] min-h-80 flex-col">
            <div className="flex-1 overflow-y-auto p-4">
              <ol className="space-y-2" aria-label={t("support.chats.messages")} data-testid="support-chat-messages">
                {detail.messages.map((m) => (
                  <li
                    key={m.id}
                    className={cn(
                      "max-w-[80%] rounded-lg px-3 py-2 text-sm",
                      m.author === "operator" ? "ml-auto bg-brand text-on-brand" : "border border-line bg-surface-2",
                    )}
                  >
                    <p className="whitespace-pre-line break-words">{m.body}</p>
                    <p
                      className={cn("mt-1 text-[11px]", m.author === "operator" ? "text-on-brand/80" : "text-fg-muted")}
                    >
                      {m.author === "operator" ? m.operator : detail.conversation.account} ·{" "}
                      {formatDateTime(m.createdAt, language)}
                    </p>
                  </li>
                ))}
              </ol>
              <div ref={bottom} />
            </div>
            {error && (
              <p role="alert" className="px-4 pb-2 text-sm text-danger">
                {error}
              </p>
            )}
            {canReply && detail.conversation.state === "open" ? (
              <form onSubmit={(event) => void send(event)} className="flex items-end gap-2 border-t border-line p-3">
                <label htmlFor={fieldId} className="sr-only">
                  {t("support.chats.reply")}
                </label>
                <textarea
                  id={fieldId}
                  value={text}
                  rows={2}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t("support.chats.replyPlaceholder")}
                  className={cn(inputClasses, "h-auto flex-1 resize-none py-2")}
                  data-testid="support-chat-reply-input"
                />
                <Button type="submit" variant="primary" busy={reply.isPending} data-testid="support-chat-reply-send">
                  {t("support.chats.send")}
                </Button>
              </form>
            ) : (
              detail.conversation.state === "closed" && (
                <p className="border-t border-line p-3 text-center text-xs text-fg-muted">
                  {t("support.chats.isClosed")}
                </p>
              )
            )}
          </div>
        )}
      </QueryStates>
    </Panel>
  );
}

function ConversationActions({
  conversation,
  busy,
  onTake,
  onClose,
}: {
  conversation: ConsoleConversation;
  busy: boolean;
  onTake: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={busy} onClick={onTake} data-testid="support-chat-take">
        {conversation.assignedTo ? t("support.chats.takeOver") : t("support.chats.take")}
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={onClose} data-testid="support-chat-close">
        {t("support.chats.close")}
      </Button>
    </div>
  );
}
