import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Message, MessageCategory } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import {
  MESSAGES_PAGE_SIZE,
  useDeleteMessage,
  useMessages,
  useReadAllMessages,
  useReadMessage,
  type MessagesFilter,
} from "../api/messages";

const CATEGORY_CLASSES: Record<MessageCategory, string> = {
  system: "bg-brand text-on-brand",
  personal: "bg-jade-fill text-on-jade",
  marketing: "bg-gold-fill text-on-gold",
};

/**
 * Member centre "messageV2" (spec §2, issue 16): the inbox — newest first, unread ones marked,
 * a message opens in place (and is marked read), mark all read, delete, paging and an unread filter.
 * Messages arrive rendered in the current language; the header badge follows every change.
 */
export default function MessagesPage() {
  const { t } = useTranslation("messages");
  const language = useLanguage();
  const [filter, setFilter] = useState<MessagesFilter>("all");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const messages = useMessages(page, filter);
  const readOne = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();

  const data = messages.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;
  useEffect(() => {
    // A delete or a read (unread filter) can empty the last page: step back to the last one left.
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);

  if (messages.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-12 w-full" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (messages.isError || !data) {
    return (
      <div role="alert">
        <EmptyState
          title={t("error.title")}
          description={t("error.body")}
          action={<Button onClick={() => void messages.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }

  const toggle = (message: Message) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read) readOne.mutate(message.id);
  };
  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: (change) => setStatus(t("allRead", { count: change.changed })),
      onError: () => setStatus(t("error.action")),
    });
  const deleteOne = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpenId(null);
        setStatus(t("deleted"));
      },
      onError: () => setStatus(t("error.action")),
    });
  const chooseFilter = (next: MessagesFilter) => {
    setFilter(next);
    setPage(1);
    setOpenId(null);
  };

  return (
    <div className="grid gap-4" data-testid="messages-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("filter.label")} className="inline-flex rounded-full border border-line p-1">
          {(["all", "unread"] as const).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => chooseFilter(key)}
              className={cn(
                "h-8 cursor-pointer rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                filter === key ? "bg-gold-fill text-on-gold" : "text-fg-muted hover:text-fg",
              )}
            >
              {t(`filter.${key}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm text-fg-muted" data-testid="messages-unread">
            {t("unreadCount", { count: data.unread })}
          </span>
          <Button variant="secondary" size="sm" disabled={data.unread === 0 || readAll.isPending} onClick={markAll}>
            {t("markAllRead")}
          </Button>
        </div>
      </div>

      <p role="status" aria-live="polite" className={cn(status ? "text-sm font-medium text-jade" : "sr-only")}>
        {status}
      </p>

      {data.list.length === 0 ? (
        <EmptyState
          title={filter === "unread" ? t("empty.unreadTitle") : t("empty.title")}
          description={filter === "unread" ? t("empty.unreadBody") : t("empty.body")}
        />
      ) : (
        <ul className="grid gap-2" aria-label={t("listLabel")}>
          {data.list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              open={openId === message.id}
              language={language}
              onToggle={() => toggle(message)}
              onDelete={() => deleteOne(message.id)}
              deleting={remove.isPending && remove.variables === message.id}
            />
          ))}
        </ul>
      )}

      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          setOpenId(null);
        }}
        disabled={messages.isFetching}
        labels={{
          nav: t("pagination.nav"),
          previous: t("pagination.previous"),
          next: t("pagination.next"),
          page: (n) => t("pagination.page", { page: n }),
        }}
      />
    </div>
  );
}

function MessageItem({
  message,
  open,
  language,
  onToggle,
  onDelete,
  deleting,
}: {
  message: Message;
  open: boolean;
  language: string;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation("messages");
  const bodyId = useId();
  const unread = !message.read;
  return (
    <li
      data-testid="message-item"
      data-unread={unread ? "true" : "false"}
      className={cn(
        "overflow-hidden rounded-card border transition-colors",
        unread ? "border-gold/50 bg-gold/5" : "border-line bg-surface",
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="grid w-full cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2.5 rounded-full", unread ? "bg-brand" : "bg-transparent")}
        />
        <span className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-[11px] leading-4 font-bold uppercase",
                CATEGORY_CLASSES[message.category],
              )}
            >
              {t(`category.${message.category}`)}
            </span>
            {unread && <span className="sr-only">{t("unread")}</span>}
            <span className={cn("min-w-0 text-fg", unread ? "font-bold" : "font-medium")}>{message.title}</span>
          </span>
          <time dateTime={message.createdAt} className="text-xs text-fg-muted">
            {formatDateTime(message.createdAt, language)}
          </time>
          {!open && (
            <span data-user-content={quotesPeople(message) || undefined} className="line-clamp-1 text-sm text-fg-muted">
              {message.body}
            </span>
          )}
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-line px-4 pt-3 pb-4 sm:pl-10">
        {open && (
          <>
            <p
              data-user-content={quotesPeople(message) || undefined}
              className="text-sm leading-relaxed whitespace-pre-line text-fg"
            >
              {message.body}
            </p>
            <div className="mt-3 flex justify-end">
              <Button variant="secondary" size="sm" disabled={deleting} onClick={onDelete}>
                <span className="text-danger">{t("delete")}</span>
              </Button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}

/** A message quoting people's own words (a feedback answer: the member's subject, the operator's answer) in the language they wrote. */
function quotesPeople(message: { template: string | null }): boolean {
  return message.template === "feedback_answered";
}
