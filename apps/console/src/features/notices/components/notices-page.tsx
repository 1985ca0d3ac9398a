import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  LANGUAGES,
  NOTICE_AUDIENCES,
  NOTICE_TYPES,
  PROOF_IMAGE_TYPES,
  type ConsoleNotice,
  type ConsoleNoticeInput,
  type Language,
  type NoticeAudience,
  type NoticeState,
} from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField, inputClasses } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { Switch } from "../../../components/ui/switch";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useNotices, useSaveNotice, useSetNoticeEnabled, useUploadNoticeImage } from "../api/notices";

type NoticeType = (typeof NOTICE_TYPES)[number];
const STATE_TONE: Record<NoticeState, BadgeTone> = {
  running: "success",
  scheduled: "info",
  ended: "neutral",
  disabled: "warn",
};

/** The brand's time (UTC+7, no daylight saving) of an instant, as a datetime-local value. */
export const toBrandInput = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16) : "";
/** A datetime-local value read in the brand's time. */
export const fromBrandInput = (value: string) => (value ? `${value}:00+07:00` : "");

const imageSrc = (url: string) => (url.startsWith("/") || url.startsWith("http") ? url : `/media/${url}`);

/**
 * Announcements (issue 16; spec §3 types B banner, PL marquee, PU popup, PR promotion, H help-centre
 * notice): when each runs, who sees it (everyone, visitors, members — then some VIP levels or one
 * agent's team), its texts per language, banner image and link, its order; switched off without
 * being deleted. The site refetches them at start-up and whenever the login changes.
 */
export function NoticesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useNotices();
  const toggle = useSetNoticeEnabled();
  const [editing, setEditing] = useState<ConsoleNotice | "new" | null>(null);
  const notices = query.data ?? [];

  async function setEnabled(notice: ConsoleNotice, enabled: boolean) {
    try {
      await toggle.mutateAsync({ id: notice.id, enabled });
      notify("success", t(enabled ? "notices.enabled" : "notices.disabled"));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <>
      <PageHeader title={t("nav.notices")} description={canChange ? t("notices.description") : t("notices.readOnly")} />
      <Panel
        title={t("notices.title")}
        actions={
          canChange && (
            <Button variant="primary" onClick={() => setEditing("new")} data-testid="notice-create">
              {t("notices.create")}
            </Button>
          )
        }
      >
        <TableStates query={query} isEmpty={notices.length === 0} emptyTitle={t("notices.empty")}>
          {() => (
            <DataTable
              caption={t("notices.title")}
              columns={[
                t("notices.col.type"),
                t("notices.col.title"),
                t("notices.col.audience"),
                t("notices.col.schedule"),
                t("notices.col.state"),
                t("notices.col.enabled"),
                "",
              ]}
            >
              <tbody>
                {notices.map((notice) => (
                  <tr key={notice.id} data-testid={`notice-${notice.id}`}>
                    <td>
                      <Badge tone="info">{notice.type}</Badge>
                      <span className="block text-xs text-fg-muted">{t(`notices.type.${notice.type}`)}</span>
                    </td>
                    <td className="max-w-xs">
                      <span className="font-medium">{notice.title[language] || notice.title.vi}</span>
                      <span className="block truncate text-xs text-fg-muted">
                        {notice.content[language] || notice.content.vi}
                      </span>
                    </td>
                    <td>
                      {t(`notices.audience.${notice.audience}`)}
                      {notice.vipLevels.length > 0 && (
                        <span className="block text-xs text-fg-muted">
                          {t("notices.vipList", { levels: notice.vipLevels.join(", ") })}
                        </span>
                      )}
                      {notice.agentAccount && (
                        <span className="block text-xs text-fg-muted">
                          {t("notices.teamOf", { agent: notice.agentAccount })}
                        </span>
                      )}
                    </td>
                    <td className="text-xs">
                      {formatDateTime(notice.startsAt, language)}
                      <span className="block text-fg-muted">
                        → {notice.endsAt ? formatDateTime(notice.endsAt, language) : t("notices.noEnd")}
                      </span>
                    </td>
                    <td>
                      <Badge tone={STATE_TONE[notice.state]}>{t(`notices.state.${notice.state}`)}</Badge>
                    </td>
                    <td>
                      <Switch
                        checked={notice.enabled}
                        disabled={!canChange || toggle.isPending}
                        onChange={(enabled) => void setEnabled(notice, enabled)}
                        label={<span className="sr-only">{t("notices.enableLabel", { id: notice.id })}</span>}
                        testId={`notice-enabled-${notice.id}`}
                      />
                    </td>
                    <td>
                      {canChange && (
                        <Button size="sm" onClick={() => setEditing(notice)} data-testid={`notice-edit-${notice.id}`}>
                          {t("notices.edit")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      {editing && <NoticeDialog notice={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

type Texts = Record<Language, string>;
const emptyTexts = (): Texts => ({ vi: "", en: "", zh: "", ja: "", th: "" });

type Draft = {
  type: NoticeType;
  title: Texts;
  content: Texts;
  imageUrl: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  sort: string;
  audience: NoticeAudience;
  vipLevels: string;
  agentAccount: string;
  enabled: boolean;
};

function draftOf(notice: ConsoleNotice | null): Draft {
  if (!notice) {
    return {
      type: "PU",
      title: emptyTexts(),
      content: emptyTexts(),
      imageUrl: "",
      linkUrl: "",
      startsAt: toBrandInput(new Date().toISOString()),
      endsAt: "",
      sort: "0",
      audience: "all",
      vipLevels: "",
      agentAccount: "",
      enabled: true,
    };
  }
  return {
    type: notice.type,
    title: { ...notice.title },
    content: { ...notice.content },
    imageUrl: notice.imageUrl,
    linkUrl: notice.linkUrl,
    startsAt: toBrandInput(notice.startsAt),
    endsAt: toBrandInput(notice.endsAt),
    sort: String(notice.sort),
    audience: notice.audience,
    vipLevels: notice.vipLevels.join(", "),
    agentAccount: notice.agentAccount ?? "",
    enabled: notice.enabled,
  };
}

/** The draft as the call's body, or the key of what is wrong with it. */
export function noticeBody(draft: Draft): { ok: true; body: ConsoleNoticeInput } | { ok: false; error: string } {
  if (draft.title.vi.trim() === "" || draft.content.vi.trim() === "")
    return { ok: false, error: "notices.form.viRequired" };
  if (!draft.startsAt) return { ok: false, error: "notices.form.startRequired" };
  if (!/^\d{1,4}$/.test(draft.sort.trim())) return { ok: false, error: "notices.form.badSort" };
  const levels = draft.vipLevels.trim() === "" ? [] : draft.vipLevels.split(",").map((s) => s.trim());
  if (!levels.every((l) => /^\d{1,2}$/.test(l))) return { ok: false, error: "notices.form.badLevels" };
  const members = draft.audience === "members";
  return {
    ok: true,
    body: {
      type: draft.type,
      title: draft.title,
      content: draft.content,
      imageUrl: draft.imageUrl.trim(),
      linkUrl: draft.linkUrl.trim(),
      startsAt: fromBrandInput(draft.startsAt),
      endsAt: draft.endsAt ? fromBrandInput(draft.endsAt) : null,
      sort: Number(draft.sort.trim()),
      audience: draft.audience,
      vipLevels: members ? levels.map(Number) : [],
      agentAccount: members && draft.agentAccount.trim() !== "" ? draft.agentAccount.trim() : null,
      enabled: draft.enabled,
    },
  };
}

function NoticeDialog({ notice, onClose }: { notice: ConsoleNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  const upload = useUploadNoticeImage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(notice));
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit() {
    setError(null);
    const built = noticeBody(draft);
    if (!built.ok) return setError(t(built.error));
    try {
      await save.mutateAsync({ id: notice?.id ?? null, body: built.body });
      notify("success", t(notice ? "notices.saved" : "notices.created"));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  async function uploadImage(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      const { imageUrl } = await upload.mutateAsync(file);
      set("imageUrl", imageUrl);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={notice ? t("notices.editTitle", { id: notice.id }) : t("notices.create")}
      busy={save.isPending}
      submitLabel={t("notices.save")}
      onSubmit={() => void submit()}
      error={error}
      testId="notice-save"
      size="lg"
      className="grid gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t("notices.col.type")}
          value={draft.type}
          onChange={(e) => set("type", e.target.value as NoticeType)}
          data-testid="notice-type"
        >
          {NOTICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type} — {t(`notices.type.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("notices.col.audience")}
          value={draft.audience}
          onChange={(e) => set("audience", e.target.value as NoticeAudience)}
          data-testid="notice-audience"
        >
          {NOTICE_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`notices.audience.${audience}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("notices.form.sort")}
          inputMode="numeric"
          value={draft.sort}
          onChange={(e) => set("sort", e.target.value)}
        />
      </div>
      {draft.audience === "members" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("notices.form.vipLevels")}
            hint={t("notices.form.vipLevelsHint")}
            value={draft.vipLevels}
            onChange={(e) => set("vipLevels", e.target.value)}
            data-testid="notice-vip-levels"
          />
          <TextField
            label={t("notices.form.agent")}
            hint={t("notices.form.agentHint")}
            value={draft.agentAccount}
            onChange={(e) => set("agentAccount", e.target.value)}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t("notices.form.startsAt")}
          value={draft.startsAt}
          onChange={(e) => set("startsAt", e.target.value)}
          data-testid="notice-starts"
        />
        <TextField
          type="datetime-local"
          label={t("notices.form.endsAt")}
          hint={t("notices.form.endsAtHint")}
          value={draft.endsAt}
          onChange={(e) => set("endsAt", e.target.value)}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t("notices.form.texts")}</legend>
        {LANGUAGES.map((language) => (
          <div key={language} className="grid gap-2 sm:grid-cols-[16rem_minmax(0,1fr)]">
            <TextField
              label={t("notices.form.title", { language: language.toUpperCase() })}
              value={draft.title[language]}
              maxLength={120}
              onChange={(e) => set("title", { ...draft.title, [language]: e.target.value })}
              data-testid={`notice-title-${language}`}
            />
            <div>
              <label htmlFor={`${fileId}-${language}`} className="mb-1 block text-sm font-medium">
                {t("notices.form.content", { language: language.toUpperCase() })}
              </label>
              <textarea
                id={`${fileId}-${language}`}
                value={draft.content[language]}
                maxLength={2000}
                rows={2}
                onChange={(e) => set("content", { ...draft.content, [language]: e.target.value })}
                className={`${inputClasses} h-auto py-2`}
                data-testid={`notice-content-${language}`}
              />
            </div>
          </div>
        ))}
        <p className="text-xs text-fg-muted">{t("notices.form.fallback")}</p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <TextField
            label={t("notices.form.image")}
            hint={t("notices.form.imageHint")}
            value={draft.imageUrl}
            onChange={(e) => set("imageUrl", e.target.value)}
          />
          <label htmlFor={fileId} className="block text-sm font-medium">
            {t("notices.form.upload")}
          </label>
          <input
            id={fileId}
            type="file"
            accept={PROOF_IMAGE_TYPES.join(",")}
            disabled={upload.isPending}
            onChange={(e) => void uploadImage(e.target.files?.[0])}
            className="block w-full text-sm"
            data-testid="notice-image-file"
          />
          {draft.imageUrl && (
            <img
              src={imageSrc(draft.imageUrl)}
              alt={t("notices.form.imagePreview")}
              className="aspect-[3/1] w-full rounded-md border border-line object-cover"
            />
          )}
        </div>
        <div className="space-y-3">
          <TextField
            label={t("notices.form.link")}
            hint={t("notices.form.linkHint")}
            value={draft.linkUrl}
            onChange={(e) => set("linkUrl", e.target.value)}
          />
          <Switch
            checked={draft.enabled}
            onChange={(enabled) => set("enabled", enabled)}
            label={t("notices.col.enabled")}
            testId="notice-enabled"
          />
        </div>
      </div>
    </FormDialog>
  );
}
