import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SupportChatMessage } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { FormError, inputClasses, useErrorText } from "../../../components/ui/form-parts";
import { HeadsetIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/skeleton";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useSupportChat } from "../api/get-support-chat";
import { useSendSupportChat } from "../api/send-support-chat";
import { contentLength } from "../utils/feedback-files";

/**
 * /supportChat — the "CSKH trực tuyến 24/7" channel (issue 16): a one-to-one chat with customer
 * service, sized for the 440×500 customer-service window of spec §2 and full pages on phones. The
 * operator's replies arrive live (realtime support_reply refetches the conversation); older messages
 * page in on demand. A visitor is asked to log in first.
 */
export function SupportChatPage() {
  const { t } = useTranslation("support");
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <header className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-gold/15 text-gold">
          <HeadsetIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-base font-semibold">{t("chat.title")}</h1>
          <p className="truncate text-xs text-fg-muted">{t("chat.subtitle")}</p>
        </div>
      </header>
      {session ? (
        <Conversation />
      ) : (
        <div className="grid flex-1 place-content-center justify-items-center gap-4 p-6 text-center">
          <p className="max-w-xs text-sm text-fg">{t("chat.loginFirst")}</p>
          <Button onClick={() => openAccountDialog({ kind: "login" })} data-testid="support-chat-login">
            {t("chat.login")}
          </Button>
        </div>
      )}
    </div>
  );
}

function Conversation() {
  const { t } = useTranslation("support");
  const chat = useSupportChat();
  const bottom = useRef<HTMLDivElement>(null);
  const pages = chat.data?.pages ?? [];
  // Pages come newest first; each page's messages are oldest first.
  const messages: SupportChatMessage[] = [...pages].reverse().flatMap((p) => p.messages);
  const newest = pages[0];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  if (chat.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid flex-1 content-start gap-3 p-4">
        <span className="sr-only">{t("chat.loading")}</span>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
      </div>
    );
  }
  if (chat.isError) {
    return (
      <div role="alert" className="grid flex-1 place-content-center justify-items-center gap-3 p-6 text-center">
        <p className="text-sm">{t("chat.error")}</p>
        <Button variant="secondary" size="sm" onClick={() => void chat.refetch()}>
          {t("chat.retry")}
        </Button>
      </div>
    );
  }
  const closed = newest?.conversation?.state === "closed";
  return (
    <>
      <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-4">
        {chat.hasNextPage && (
          <div className="mb-3 flex justify-center">
            <Button
              size="sm"
              variant="ghost"
              disabled={chat.isFetchingNextPage}
              onClick={() => void chat.fetchNextPage()}
            >
              {t("chat.older")}
            </Button>
          </div>
        )}
        <div role="log" aria-live="polite" aria-label={t("chat.log")} data-testid="support-chat-log">
          <ol className="grid gap-2">
            <li className="max-w-[85%] rounded-2xl rounded-tl-sm border border-line bg-surface px-3.5 py-2.5 text-sm">
              {t("chat.welcome")}
            </li>
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
        {closed && (
          <p role="status" className="mt-4 text-center text-xs text-fg-muted" data-testid="support-chat-closed">
            {t("chat.closed")}
          </p>
        )}
        <div ref={bottom} />
      </div>
      <Composer maxLength={newest?.maxLength ?? 500} />
    </>
  );
}

function Bubble({ message }: { message: SupportChatMessage }) {
  const { t } = useTranslation("support");
  const language = useLanguage();
  const mine = message.author === "member";
  const time = new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(new Date(message.createdAt));
  return (
    <li
      data-testid={mine ? "support-chat-mine" : "support-chat-reply"}
      className={cn(
        "grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2.5 text-sm",
        mine ? "justify-self-end rounded-tr-sm bg-brand text-on-brand" : "rounded-tl-sm border border-line bg-surface",
      )}
    >
      <span className="sr-only">{mine ? t("chat.you") : t("chat.agent")}</span>
      <p data-user-content className="break-words whitespace-pre-line">
        {message.body}
      </p>
      <span className={cn("text-[11px]", mine ? "text-on-brand" : "text-fg-muted")}>
        {!mine && message.operator ? `${t("chat.agent")} · ` : ""}
        {time}
      </span>
    </li>
  );
}

function Composer({ maxLength }: { maxLength: number }) {
  const { t } = useTranslation("support");
  const id = useId();
  const [text, setText] = useState("");
  const send = useSendSupportChat();
  const errorText = useErrorText();
  const length = contentLength(text);
  const over = length > maxLength;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (length === 0 || over || send.isPending) return;
    send.mutate(text.trim(), { onSuccess: () => setText("") });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-line bg-surface p-3" noValidate>
      <FormError message={send.isError ? errorText(send.error) : null} />
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t("chat.input")}
        </label>
        <textarea
          id={id}
          value={text}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("chat.placeholder")}
          aria-invalid={over || undefined}
          aria-describedby={`${id}-count`}
          className={cn(inputClasses, "h-auto min-h-12 flex-1 resize-none py-2")}
          data-testid="support-chat-input"
        />
        <Button type="submit" disabled={length === 0 || over || send.isPending} data-testid="support-chat-send">
          {t("chat.send")}
        </Button>
      </div>
      <p
        id={`${id}-count`}
        className={cn(
          "justify-self-end text-[11px] tabular-nums",
          over ? "font-semibold text-danger" : "text-fg-muted",
        )}
      >
        {t("chat.count", { count: length, max: maxLength })}
      </p>
    </form>
  );
}
