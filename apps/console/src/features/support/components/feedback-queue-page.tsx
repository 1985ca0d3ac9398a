import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  FEEDBACK_TYPES,
  type ConsoleFeedback,
  type FeedbackState,
  type FeedbackType,
  type SupportSettings,
} from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Dialog } from "../../../components/ui/dialog";
import { SelectField, TextField, inputClasses } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { QueryStates } from "../../../components/ui/states";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import {
  FEEDBACK_PAGE_SIZE,
  useAnswerFeedback,
  useCloseFeedback,
  useFeedbackQueue,
  useSaveSupportSettings,
  useSupportSettings,
  useTicket,
  useTicketImage,
  type FeedbackFilter,
} from "../api/support";
import { useNow } from "./use-now";

const STATE_FILTERS = ["open", "answered", "closed", "all"] as const;
const STATE_TONE: Record<FeedbackState, BadgeTone> = { open: "warn", answered: "success", closed: "neutral" };

/** The 24 h answer timer of an open ticket: time left, or how long past due (overdue in red). */
export function SlaTimer({ dueAt, now }: { dueAt: string | null; now: number }) {
  const { t } = useTranslation();
  if (!dueAt) return <span className="text-xs text-fg-muted">—</span>;
  const ms = Date.parse(dueAt) - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const text = t(ms >= 0 ? "support.sla.left" : "support.sla.over", {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
  return (
    <span
      data-testid="feedback-sla"
      data-overdue={ms < 0 || undefined}
      className={cn(
        "inline-block rounded px-2 py-0.5 text-xs font-semibold tabular-nums",
        ms < 0 ? "bg-danger/15 text-danger" : ms < 3 * 3_600_000 ? "bg-warn-soft text-warn" : "bg-surface-2 text-fg",
      )}
    >
      {text}
    </span>
  );
}

/**
 * The feedback queue (issue 16): tickets by state and type, open ones by their 24 h target (overdue
 * first, highlighted), a ticket with its pictures and conversation, answer (to the member's inbox) and
 * close. Admins also set the content bounds, the reopen window and the chat message length here.
 */
export function FeedbackQueuePage({ canAnswer, canConfigure }: { canAnswer: boolean; canConfigure: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const state = (STATE_FILTERS as readonly string[]).includes(params.get("state") ?? "")
    ? (params.get("state") as FeedbackFilter["state"])
    : "open";
  const type = (FEEDBACK_TYPES as readonly string[]).includes(params.get("type") ?? "")
    ? (params.get("type") as FeedbackType)
    : "all";
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const query = useFeedbackQueue({ state, type, page });
  const list = query.data?.items ?? [];
  const [openId, setOpenId] = useState<string | null>(null);

  function go(next: Partial<FeedbackFilter>) {
    const merged = { state, type, page, ...next };
    const search = new URLSearchParams();
    if (merged.state !== "open") search.set("state", merged.state);
    if (merged.type !== "all") search.set("type", merged.type);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  }

  return (
    <>
      <PageHeader
        title={t("nav.feedback")}
        description={t("support.feedback.description")}
        actions={
          <>
            {(query.data?.overdue ?? 0) > 0 && (
              <Badge tone="danger">{t("support.feedback.overdueCount", { count: query.data?.overdue ?? 0 })}</Badge>
            )}
            <RefreshButton query={query} />
          </>
        }
      />
      <Panel>
        <div className="flex flex-wrap items-end gap-3 border-b border-line p-3">
          <Tabs
            tabs={STATE_FILTERS.map((value) => ({
              value,
              label: value === "all" ? t("support.feedback.all") : t(`support.state.${value}`),
            }))}
            value={state}
            onChange={(value) => go({ state: value, page: 1 })}
            label={t("support.feedback.filterState")}
            panelId={panelId}
          />
          <SelectField
            label={t("support.feedback.filterType")}
            value={type}
            onChange={(event) => go({ type: event.target.value as FeedbackFilter["type"], page: 1 })}
            className="w-48"
          >
            <option value="all">{t("support.feedback.allTypes")}</option>
            {FEEDBACK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`support.type.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${state}`} aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("support.feedback.empty")}>
            {() => (
              <DataTable
                caption={t("nav.feedback")}
                columns={[
                  t("support.feedback.col.received"),
                  t("support.feedback.col.member"),
                  t("support.feedback.col.type"),
                  t("support.feedback.col.content"),
                  t("common.status"),
                  t("support.feedback.col.sla"),
                  t("common.actions"),
                ]}
              >
                <tbody>
                  {list.map((ticket) => (
                    <tr
                      key={ticket.id}
                      data-testid={`feedback-ticket-${ticket.id}`}
                      className={cn(ticket.overdue && "bg-danger/5")}
                    >
                      <td data-label={t("support.feedback.col.received")} className="text-xs whitespace-nowrap">
                        {formatDateTime(ticket.createdAt, language)}
                      </td>
                      <td data-label={t("support.feedback.col.member")}>
                        <span className="font-semibold">{ticket.account}</span>
                        <span className="block text-xs text-fg-muted">#{ticket.memberId}</span>
                      </td>
                      <td data-label={t("support.feedback.col.type")}>
                        <Badge tone={ticket.type === "complaint" ? "danger" : "info"}>
                          {t(`support.type.${ticket.type}`)}
                        </Badge>
                      </td>
                      <td data-label={t("support.feedback.col.content")} className="max-w-72 text-xs break-words">
                        {ticket.content.length > 140 ? `${ticket.content.slice(0, 139)}…` : ticket.content}
                        {ticket.imageIds.length > 0 && (
                          <span className="block text-fg-muted">
                            {t("support.feedback.images", { count: ticket.imageIds.length })}
                          </span>
                        )}
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={STATE_TONE[ticket.state]}>{t(`support.state.${ticket.state}`)}</Badge>
                      </td>
                      <td data-label={t("support.feedback.col.sla")}>
                        <SlaTimer dueAt={ticket.state === "open" ? ticket.dueAt : null} now={now} />
                      </td>
                      <td data-label={t("common.actions")}>
                        <Button size="sm" onClick={() => setOpenId(ticket.id)} data-testid="feedback-open">
                          {t("support.feedback.open")}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
          <TablePager
            page={page}
            size={FEEDBACK_PAGE_SIZE}
            total={query.data?.total}
            onChange={(next) => go({ page: next })}
          />
        </div>
      </Panel>
      {canConfigure && <SettingsPanel />}
      {openId && <TicketDialog id={openId} canAnswer={canAnswer} onClose={() => setOpenId(null)} />}
    </>
  );
}

function TicketDialog({ id, canAnswer, onClose }: { id: string; canAnswer: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(30_000);
  const query = useTicket(id);
  const answer = useAnswerFeedback();
  const close = useCloseFeedback();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  async function send(ticket: ConsoleFeedback) {
    if (body.trim() === "") {
      setError(t("support.feedback.answerRequired"));
      return;
    }
    setError(null);
    try {
      await answer.mutateAsync({ id: ticket.id, body: body.trim() });
      setBody("");
      notify("success", t("support.feedback.answered", { account: ticket.account }));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  async function closeTicket(ticket: ConsoleFeedback) {
    setError(null);
    try {
      await close.mutateAsync(ticket.id);
      notify("success", t("support.feedback.closed", { account: ticket.account }));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <Dialog open onClose={onClose} size="lg" title={t("support.feedback.ticketTitle", { id })}>
      <QueryStates query={query} rows={4}>
        {(ticket) => (
          <div className="space-y-4" data-testid="feedback-ticket">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{ticket.account}</span>
              <Badge tone={ticket.type === "complaint" ? "danger" : "info"}>{t(`support.type.${ticket.type}`)}</Badge>
              <Badge tone={STATE_TONE[ticket.state]}>{t(`support.state.${ticket.state}`)}</Badge>
              {ticket.state === "open" && <SlaTimer dueAt={ticket.dueAt} now={now} />}
              <span className="ml-auto text-xs text-fg-muted">{formatDateTime(ticket.createdAt, language)}</span>
            </div>
            <p className="rounded-md bg-surface-2 p-3 text-sm whitespace-pre-line">{ticket.content}</p>
            {ticket.contact && (
              <p className="text-xs text-fg-muted">
                {t("support.feedback.contact")}: <span className="text-fg">{ticket.contact}</span>
              </p>
            )}
            {ticket.imageIds.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t("support.feedback.imagesLabel")}>
                {ticket.imageIds.map((imageId, index) => (
                  <li key={imageId}>
                    <TicketImage id={imageId} n={index + 1} />
                  </li>
                ))}
              </ul>
            )}
            {ticket.replies.length > 0 && (
              <ol className="space-y-2" aria-label={t("support.feedback.conversation")}>
                {ticket.replies.map((reply) => (
                  <li
                    key={reply.id}
                    className={cn(
                      "rounded-md border p-2.5 text-sm",
                      reply.author === "operator" ? "border-jade/40 bg-jade-soft" : "border-line bg-surface-2",
                    )}
                  >
                    <p className="mb-1 text-xs text-fg-muted">
                      {reply.author === "operator" ? t("support.feedback.answer") : t("support.feedback.followUp")} ·{" "}
                      {formatDateTime(reply.createdAt, language)}
                    </p>
                    <p className="whitespace-pre-line">{reply.body}</p>
                  </li>
                ))}
              </ol>
            )}
            {canAnswer && ticket.state === "open" && (
              <div>
                <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
                  {t("support.feedback.answerLabel")}
                </label>
                <textarea
                  id={fieldId}
                  value={body}
                  rows={4}
                  maxLength={2000}
                  onChange={(event) => setBody(event.target.value)}
                  className={cn(inputClasses, "h-auto py-2")}
                  data-testid="feedback-answer-input"
                />
                <p className="mt-1 text-xs text-fg-muted">{t("support.feedback.answerHint")}</p>
              </div>
            )}
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              {canAnswer && ticket.state === "answered" && (
                <Button busy={close.isPending} onClick={() => void closeTicket(ticket)} data-testid="feedback-close">
                  {t("support.feedback.close")}
                </Button>
              )}
              {canAnswer && ticket.state === "open" && (
                <Button
                  variant="primary"
                  busy={answer.isPending}
                  onClick={() => void send(ticket)}
                  data-testid="feedback-answer-send"
                >
                  {t("support.feedback.send")}
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryStates>
    </Dialog>
  );
}

function TicketImage({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation();
  const image = useTicketImage(id);
  const url = image.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url)
    return (
      <span className="grid size-24 place-items-center rounded border border-line text-[10px] text-fg-muted">
        {image.isError ? t("support.feedback.imageError") : "…"}
      </span>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer" data-testid="feedback-image">
      <img
        src={url}
        alt={t("support.feedback.image", { n })}
        className="size-24 rounded border border-line object-cover"
      />
    </a>
  );
}

/** The support settings (settings permission): content bounds, reopen window, chat message length; audited. */
function SettingsPanel() {
  const { t } = useTranslation();
  const query = useSupportSettings();
  return (
    <Panel title={t("support.settings.title")} className="mt-4">
      <div className="p-4">
        <QueryStates query={query} rows={2}>
          {(settings) => <SettingsForm key={JSON.stringify(settings)} settings={settings} />}
        </QueryStates>
      </div>
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: SupportSettings }) {
  const { t } = useTranslation();
  const save = useSaveSupportSettings();
  const [draft, setDraft] = useState(() => ({
    feedbackMinLength: String(settings.feedbackMinLength),
    feedbackMaxLength: String(settings.feedbackMaxLength),
    reopenDays: String(settings.reopenDays),
    chatMaxLength: String(settings.chatMaxLength),
  }));
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof draft, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );
  async function submit() {
    const values = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, Number(v)])) as SupportSettings;
    if (Object.values(values).some((v) => !Number.isInteger(v) || v < 0)) {
      setError(t("support.settings.invalid"));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(values);
      notify("success", t("support.settings.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {field("feedbackMinLength", t("support.settings.min"), t("support.settings.minHint"))}
      {field("feedbackMaxLength", t("support.settings.max"), t("support.settings.maxHint"))}
      {field("reopenDays", t("support.settings.reopenDays"), t("support.settings.reopenHint"))}
      {field("chatMaxLength", t("support.settings.chatMax"), t("support.settings.chatHint"))}
      {error && (
        <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
          {error}
        </p>
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("actions.save")}
        </Button>
      </div>
    </form>
  );
}
