import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  MESSAGE_CATEGORIES,
  MESSAGE_SEGMENT_KINDS,
  type ConsoleBroadcast,
  type ConsoleMessageSend,
  type Language,
  type MessageCategory,
  type MessageSegmentKind,
} from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { Tabs } from "../../../components/ui/tabs";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { BROADCASTS_PAGE_SIZE, useBroadcasts, useSendMessage } from "../api/messages";

const TITLE_MAX = 120;
const BODY_MAX = 4000;
const VIP_LEVELS = Array.from({ length: 10 }, (_, level) => level);

const CATEGORY_TONES: Record<MessageCategory, BadgeTone> = { system: "info", personal: "success", marketing: "warn" };

type Texts = Record<Language, { title: string; body: string }>;
const emptyTexts = (): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, { title: "", body: "" }])) as Texts;

/**
 * Messages (issue 16): an operator writes a message (Vietnamese required; another language left
 * empty shows the Vietnamese text) and sends it to one member, a VIP level, an agent's team or every
 * member; the list of sends shows how many received and read each. Each send is audited on the server.
 */
export function MessagesPage({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("nav.messages")}
        description={canSend ? t("messages.description") : t("messages.readOnly")}
      />
      <div className="space-y-4">
        {canSend && <SendPanel />}
        <SentPanel />
      </div>
    </>
  );
}

function SendPanel() {
  const { t } = useTranslation();
  const send = useSendMessage();
  const panelId = useId();
  const [kind, setKind] = useState<MessageSegmentKind>("member");
  const [account, setAccount] = useState("");
  const [level, setLevel] = useState("0");
  const [category, setCategory] = useState<MessageCategory>("personal");
  const [language, setLanguage] = useState<Language>("vi");
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [errors, setErrors] = useState<Partial<Record<"account" | "title" | "body", string>>>({});
  const [confirming, setConfirming] = useState(false);

  const needsAccount = kind === "member" || kind === "agentTeam";
  const current = texts[language];
  const setText = (field: "title" | "body", value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...all[language], [field]: value } }));

  function body(): ConsoleMessageSend {
    const segment =
      kind === "member" || kind === "agentTeam"
        ? { kind, account: account.trim() }
        : kind === "vip"
          ? { kind, level: Number(level) }
          : { kind };
    const pick = (field: "title" | "body") =>
      Object.fromEntries(
        LANGUAGES.filter((l) => texts[l][field].trim() !== "").map((l) => [l, texts[l][field].trim()]),
      ) as ConsoleMessageSend["title"];
    return { segment, category, title: pick("title"), body: pick("body") };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (needsAccount && account.trim() === "") next.account = t("messages.form.accountRequired");
    if (texts.vi.title.trim() === "") next.title = t("messages.form.viRequired");
    if (texts.vi.body.trim() === "") next.body = t("messages.form.viRequired");
    setErrors(next);
    if (next.title || next.body) setLanguage("vi");
    if (Object.keys(next).length === 0) setConfirming(true);
  }

  async function confirm() {
    const sent = await send.mutateAsync(body());
    notify("success", t("messages.sent", { count: sent.recipients }));
    setTexts(emptyTexts());
    setAccount("");
    setConfirming(false);
  }

  const target =
    kind === "member"
      ? t("messages.target.member", { account: account.trim() })
      : kind === "agentTeam"
        ? t("messages.target.agentTeam", { account: account.trim() })
        : kind === "vip"
          ? t("messages.target.vip", { level })
          : t("messages.target.all");

  return (
    <Panel title={t("messages.form.title")}>
      <form onSubmit={submit} noValidate className="space-y-4 p-4" data-testid="message-form">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t("messages.form.segment")}
            value={kind}
            onChange={(event) => setKind(event.target.value as MessageSegmentKind)}
            data-testid="message-segment"
          >
            {MESSAGE_SEGMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`messages.segment.${value}`)}
              </option>
            ))}
          </SelectField>
          {needsAccount && (
            <TextField
              label={kind === "member" ? t("messages.form.memberAccount") : t("messages.form.agentAccount")}
              value={account}
              maxLength={64}
              autoComplete="off"
              error={errors.account}
              onChange={(event) => setAccount(event.target.value)}
              data-testid="message-account"
            />
          )}
          {kind === "vip" && (
            <SelectField
              label={t("messages.form.vipLevel")}
              value={level}
              onChange={(event) => setLevel(event.target.value)}
              data-testid="message-vip-level"
            >
              {VIP_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {`VIP ${value}`}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={t("messages.form.category")}
            value={category}
            onChange={(event) => setCategory(event.target.value as MessageCategory)}
            hint={category === "marketing" ? t("messages.form.marketingHint") : undefined}
            data-testid="message-category"
          >
            {MESSAGE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`messages.category.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>

        <div className="space-y-3">
          <Tabs
            tabs={LANGUAGES.map((value) => ({
              value,
              label: `${LANGUAGE_NAMES[value]}${value === "vi" ? " *" : ""}${texts[value].title.trim() ? " ✓" : ""}`,
            }))}
            value={language}
            onChange={setLanguage}
            label={t("messages.form.languages")}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${language}`} className="space-y-3">
            <p className="text-xs text-fg-muted">
              {language === "vi" ? t("messages.form.viHint") : t("messages.form.fallbackHint")}
            </p>
            <TextField
              label={t("messages.form.messageTitle")}
              value={current.title}
              maxLength={TITLE_MAX}
              error={language === "vi" ? errors.title : undefined}
              onChange={(event) => setText("title", event.target.value)}
              data-testid="message-title"
            />
            <TextAreaField
              label={t("messages.form.messageBody")}
              value={current.body}
              error={language === "vi" ? errors.body : undefined}
              onChange={(value) => setText("body", value)}
              counter={t("messages.form.counter", { count: current.body.length, max: BODY_MAX })}
            />
          </div>
        </div>

        <div className="flex justify-end">
          <Button type="submit" busy={send.isPending} data-testid="message-send">
            {t("messages.form.send")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("messages.confirm.title")}
        confirmLabel={t("messages.confirm.send")}
        onConfirm={confirm}
        testId="message-confirm"
      >
        <p className="text-sm">{t("messages.confirm.body", { target, title: texts.vi.title.trim() })}</p>
      </ConfirmDialog>
    </Panel>
  );
}

function TextAreaField({
  label,
  value,
  error,
  counter,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  counter: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={BODY_MAX}
        rows={6}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ""}`}
        className="w-full rounded-md border border-line bg-surface p-3 text-sm text-fg aria-[invalid=true]:border-danger"
        data-testid="message-body"
      />
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <span id={`${id}-error`} className="text-danger">
          {error}
        </span>
        <span id={`${id}-counter`} className="text-fg-muted tabular-nums">
          {counter}
        </span>
      </div>
    </div>
  );
}

function SentPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useBroadcasts(page);
  const rows = query.data?.list ?? [];
  const segmentText = (row: ConsoleBroadcast) =>
    row.segmentKind === "all"
      ? t("messages.segment.all")
      : row.segmentKind === "vip"
        ? `VIP ${row.segmentValue}`
        : `${t(`messages.segment.${row.segmentKind}`)}: ${row.segmentValue}`;
  return (
    <Panel title={t("messages.list.title")}>
      <TableStates query={query} isEmpty={rows.length === 0} emptyTitle={t("messages.list.empty")}>
        {() => (
          <DataTable
            caption={t("messages.list.title")}
            columns={[
              t("messages.list.time"),
              t("messages.list.segment"),
              t("messages.list.category"),
              t("messages.list.message"),
              { label: t("messages.list.recipients"), num: true },
              { label: t("messages.list.read"), num: true },
              t("messages.list.operator"),
            ]}
          >
            <tbody data-testid="message-broadcasts">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="whitespace-nowrap">{formatDateTime(row.createdAt, language)}</td>
                  <td>{segmentText(row)}</td>
                  <td>
                    <Badge tone={CATEGORY_TONES[row.category]}>{t(`messages.category.${row.category}`)}</Badge>
                  </td>
                  <td className="max-w-[28rem]">
                    <div className="font-medium">{row.title}</div>
                    <div className="line-clamp-2 text-xs text-fg-muted">{row.body}</div>
                    {row.languages.length > 0 && (
                      <div className="mt-1 text-xs text-fg-muted">{row.languages.join(" · ").toUpperCase()}</div>
                    )}
                  </td>
                  <td className="num">{row.recipients.toLocaleString(language)}</td>
                  <td className="num">{row.read.toLocaleString(language)}</td>
                  <td>{row.operator}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </TableStates>
      <TablePager page={page} size={BROADCASTS_PAGE_SIZE} total={query.data?.total} onChange={setPage} />
    </Panel>
  );
}
