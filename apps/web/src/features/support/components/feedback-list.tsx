import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FeedbackItem, FeedbackRules, FeedbackState } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormError, inputClasses, useErrorText } from "../../../components/ui/form-parts";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLanguage } from "../../../lib/i18n";
import { useCloseFeedback } from "../api/close-feedback";
import { FEEDBACK_PAGE_SIZE, useFeedbackList } from "../api/get-feedback-list";
import { useFeedbackImage } from "../api/get-feedback-image";
import { useReopenFeedback } from "../api/reopen-feedback";
import { useNow } from "../hooks/use-now";
import { contentLength, timeLeft } from "../utils/feedback-files";

const STATE_CLASSES: Record<FeedbackState, string> = {
  open: "bg-gold-fill text-on-gold",
  answered: "bg-jade-fill text-on-jade",
  closed: "bg-surface-2 text-fg border border-line",
};

/** The member's tickets with their states, the 24 h answer countdown, answers, reopen and close. */
export function FeedbackList({ rules }: { rules: FeedbackRules }) {
  const { t } = useTranslation("support");
  const [page, setPage] = useState(1);
  const list = useFeedbackList(page);

  if (list.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">{t("list.loading")}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-card border border-danger/40 bg-danger/10 p-5"
      >
        <p className="text-sm text-fg">{t("list.error")}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t("list.retry")}
        </Button>
      </div>
    );
  }
  const { items, total } = list.data;
  if (items.length === 0) return <EmptyState title={t("list.empty.title")} description={t("list.empty.text")} />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" data-testid="feedback-list">
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} rules={rules} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / FEEDBACK_PAGE_SIZE)}
        onPageChange={setPage}
        labels={{
          nav: t("list.pages"),
          previous: t("list.previous"),
          next: t("list.next"),
          page: (n) => t("list.page", { n }),
        }}
      />
    </div>
  );
}

function FeedbackCard({ item, rules }: { item: FeedbackItem; rules: FeedbackRules }) {
  const { t } = useTranslation("support");
  const language = useLanguage();
  const now = useNow(30_000);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const reopenOpen = item.reopenUntil !== null && Date.parse(item.reopenUntil) > now;
  const [reopening, setReopening] = useState(false);
  const close = useCloseFeedback();
  const errorText = useErrorText();
  const headingId = useId();

  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="feedback-item" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {t(`types.${item.type}`)}
        </h3>
        <span
          data-testid="feedback-state"
          className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold", STATE_CLASSES[item.state])}
        >
          {t(`states.${item.state}`)}
        </span>
        <span className="ml-auto text-xs text-fg-muted">{date(item.createdAt)}</span>
      </div>
      <p data-user-content className="text-sm whitespace-pre-line text-fg">
        {item.content}
      </p>
      {item.imageIds.length > 0 && (
        <ul className="flex gap-2" aria-label={t("list.images")}>
          {item.imageIds.map((imageId, i) => (
            <li key={imageId}>
              <TicketImage id={imageId} n={i + 1} />
            </li>
          ))}
        </ul>
      )}
      {item.state === "open" && item.dueAt && <DueLine dueAt={item.dueAt} now={now} />}
      {item.replies.length > 0 && (
        <ol className="grid gap-2 border-t border-line pt-3" aria-label={t("list.conversation")}>
          {item.replies.map((reply) => (
            <li
              key={reply.id}
              data-testid={reply.author === "operator" ? "feedback-answer" : "feedback-followup"}
              className={cn(
                "rounded-xl px-3.5 py-2.5 text-sm",
                reply.author === "operator" ? "border border-jade/40 bg-jade/10" : "bg-surface-2",
              )}
            >
              <p className="mb-1 text-xs font-semibold text-fg-muted">
                {reply.author === "operator" ? t("list.answer") : t("list.followUp")} · {date(reply.createdAt)}
              </p>
              <p data-user-content className="whitespace-pre-line text-fg">
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {item.state !== "open" && (
        <div className="flex flex-wrap items-center gap-2">
          {item.state === "answered" && (
            <Button size="sm" variant="secondary" disabled={close.isPending} onClick={() => close.mutate(item.id)}>
              {t("list.close")}
            </Button>
          )}
          {reopenOpen && !reopening && (
            <Button size="sm" variant="ghost" onClick={() => setReopening(true)} data-testid="feedback-reopen">
              {t("list.reopen")}
            </Button>
          )}
          {item.reopenUntil && (
            <p className="text-xs text-fg-muted">
              {reopenOpen
                ? t("list.reopenUntil", { date: date(item.reopenUntil) })
                : t("list.reopenOver", { days: rules.reopenDays })}
            </p>
          )}
        </div>
      )}
      <FormError message={close.isError ? errorText(close.error) : null} />
      {reopening && <ReopenForm id={item.id} rules={rules} onDone={() => setReopening(false)} />}
    </Card>
  );
}

/** The 24 h answer target as a countdown (or "past due" once it has passed). */
function DueLine({ dueAt, now }: { dueAt: string; now: number }) {
  const { t } = useTranslation("support");
  const left = timeLeft(dueAt, now);
  return (
    <p
      data-testid="feedback-due"
      className={cn(
        "rounded-xl px-3.5 py-2 text-xs font-medium",
        left.overdue ? "bg-danger/10 text-danger" : "bg-gold/10 text-fg",
      )}
    >
      {left.overdue ? t("list.duePast") : t("list.dueIn", { hours: left.hours, minutes: left.minutes })}
    </p>
  );
}

function TicketImage({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation("support");
  const image = useFeedbackImage(id);
  if (!image.data) return <Skeleton className="size-16" />;
  return (
    <a
      href={image.data}
      target="_blank"
      rel="noreferrer"
      className="block focus-visible:outline-2 focus-visible:outline-focus"
    >
      <img
        src={image.data}
        alt={t("list.image", { n })}
        className="size-16 rounded-lg border border-line object-cover"
      />
    </a>
  );
}

function ReopenForm({ id, rules, onDone }: { id: string; rules: FeedbackRules; onDone: () => void }) {
  const { t } = useTranslation("support");
  const fieldId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reopen = useReopenFeedback();
  const errorText = useErrorText();
  const length = contentLength(text);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (length < rules.minLength || length > rules.maxLength) {
      setProblem(t("form.content.bounds", { min: rules.minLength, max: rules.maxLength }));
      return;
    }
    setProblem(null);
    reopen.mutate({ id, content: text.trim() }, { onSuccess: onDone });
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 border-t border-line pt-3">
      <label htmlFor={fieldId} className="text-sm font-medium text-fg">
        {t("list.reopenLabel")}
      </label>
      <textarea
        id={fieldId}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        className={cn(inputClasses, "h-auto min-h-20 py-2.5")}
      />
      {problem && (
        <p role="alert" className="text-xs font-medium text-danger">
          {problem}
        </p>
      )}
      <FormError message={reopen.isError ? errorText(reopen.error) : null} />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t("list.cancel")}
        </Button>
        <Button size="sm" type="submit" disabled={reopen.isPending}>
          {t("list.reopenSend")}
        </Button>
      </div>
    </form>
  );
}
