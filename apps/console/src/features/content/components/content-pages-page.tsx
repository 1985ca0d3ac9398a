import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CONTENT_BODY_MAX,
  CONTENT_TITLE_MAX,
  LANGUAGES,
  unsafeLinkOf,
  type ConsoleContentPage,
  type ConsoleContentPageSummary,
  type ContentLanguageState,
  type ContentPageSlug,
  type Language,
} from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { Tabs } from "../../../components/ui/tabs";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useContentPage, useContentPages, usePublishVersion, useSaveContent } from "../api/content";
import { MarkupPreview } from "./markup-preview";

const STATE_TONE: Record<ContentLanguageState, BadgeTone> = { published: "success", draft: "warn", empty: "neutral" };

/**
 * Content pages (issue 16): about us, licences, responsible gaming, partners, sponsors, beginner
 * guide and terms. Per language: edit with a live preview, save as a draft or publish, and publish
 * any earlier version again (a rollback). Every save and publication is a version with its operator
 * and time on the server, and is audited.
 */
export function ContentPagesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const pages = useContentPages();
  const [selected, setSelected] = useState<ContentPageSlug | null>(null);
  const list = pages.data ?? [];
  const current = selected ?? list[0]?.slug ?? null;
  return (
    <>
      <PageHeader
        title={t("nav.contentPages")}
        description={canChange ? t("content.description") : t("content.readOnly")}
      />
      <div className="space-y-4">
        <Panel title={t("content.pages")}>
          <TableStates query={pages} isEmpty={list.length === 0} emptyTitle={t("content.empty")}>
            {() => (
              <DataTable
                caption={t("content.pages")}
                columns={[t("content.col.page"), ...LANGUAGES.map((l) => l.toUpperCase()), ""]}
              >
                <tbody>
                  {list.map((page) => (
                    <PageRow
                      key={page.slug}
                      page={page}
                      current={page.slug === current}
                      onOpen={() => setSelected(page.slug)}
                    />
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
        </Panel>
        {current && <PageEditor key={current} slug={current} canChange={canChange} />}
      </div>
    </>
  );
}

function PageRow({ page, current, onOpen }: { page: ConsoleContentPageSummary; current: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <tr aria-current={current ? "true" : undefined} data-testid={`content-row-${page.slug}`}>
      <td>
        <span className="font-medium">{t(`content.page.${page.slug}`)}</span>
        <span className="block text-xs text-fg-muted">/{page.slug}</span>
      </td>
      {LANGUAGES.map((l) => {
        const state = page.languages[l];
        return (
          <td
            key={l}
            title={state.updatedAt ? `${state.updatedBy} · ${formatDateTime(state.updatedAt, language)}` : ""}
          >
            <Badge tone={STATE_TONE[state.state]}>{t(`content.state.${state.state}`)}</Badge>
          </td>
        );
      })}
      <td>
        <Button
          size="sm"
          variant={current ? "primary" : "secondary"}
          onClick={onOpen}
          data-testid={`content-open-${page.slug}`}
        >
          {t("content.open")}
        </Button>
      </td>
    </tr>
  );
}

function PageEditor({ slug, canChange }: { slug: ContentPageSlug; canChange: boolean }) {
  const { t } = useTranslation();
  const query = useContentPage(slug);
  const [language, setLanguage] = useState<Language>("vi");
  const panelId = useId();
  return (
    <Panel title={t("content.editing", { page: t(`content.page.${slug}`) })}>
      <div className="space-y-4 p-3">
        <Tabs
          tabs={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
          value={language}
          onChange={setLanguage}
          label={t("content.languages")}
          panelId={panelId}
        />
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${language}`}>
          <QueryStates query={query} rows={8}>
            {(page) => (
              <LanguageEditor
                key={`${language}-${page.latest[language]?.id ?? "new"}`}
                page={page}
                language={language}
                canChange={canChange}
              />
            )}
          </QueryStates>
        </div>
      </div>
    </Panel>
  );
}

function LanguageEditor({
  page,
  language,
  canChange,
}: {
  page: ConsoleContentPage;
  language: Language;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const latest = page.latest[language];
  const publishedId = page.publishedVersionIds[language];
  const [title, setTitle] = useState(latest?.title ?? "");
  const [body, setBody] = useState(latest?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useSaveContent();
  const publish = usePublishVersion();
  const bodyId = useId();
  const history = page.history.filter((v) => v.language === language);
  const unsafe = unsafeLinkOf(body);

  async function submit(publishNow: boolean) {
    setError(null);
    if (title.trim() === "" || body.trim() === "") return setError(t("content.required"));
    if (unsafe !== null) return setError(t("content.unsafeLink", { href: unsafe }));
    try {
      const result = await save.mutateAsync({
        slug: page.slug,
        language,
        title: title.trim(),
        body,
        publish: publishNow,
      });
      notify(
        "success",
        t(publishNow ? "content.published" : result.created ? "content.savedDraft" : "content.unchanged"),
      );
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  async function publishVersion(versionId: string) {
    try {
      await publish.mutateAsync({ slug: page.slug, language, versionId });
      notify("success", t("content.published"));
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  const state: ContentLanguageState = !latest ? "empty" : latest.published ? "published" : "draft";
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <Badge tone={STATE_TONE[state]}>{t(`content.state.${state}`)}</Badge>
        {latest &&
          t("content.lastEdit", { operator: latest.operator, time: formatDateTime(latest.createdAt, uiLanguage) })}
        {language !== "vi" && !latest && <span>{t("content.fallsBack")}</span>}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <TextField
            label={t("content.title")}
            value={title}
            maxLength={CONTENT_TITLE_MAX}
            disabled={!canChange}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="content-title"
          />
          <div>
            <label htmlFor={bodyId} className="mb-1 block text-sm font-medium">
              {t("content.body")}
            </label>
            <textarea
              id={bodyId}
              value={body}
              maxLength={CONTENT_BODY_MAX}
              disabled={!canChange}
              onChange={(event) => setBody(event.target.value)}
              rows={18}
              aria-describedby={`${bodyId}-hint`}
              aria-invalid={unsafe !== null ? true : undefined}
              className="w-full rounded-md border border-line bg-surface p-3 font-mono text-sm text-fg aria-[invalid=true]:border-danger"
              data-testid="content-body"
            />
            <p id={`${bodyId}-hint`} className="mt-1 text-xs text-fg-muted">
              {t("content.syntax")}
            </p>
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {error}
            </p>
          )}
          {canChange && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void submit(false)} busy={save.isPending} data-testid="content-save-draft">
                {t("content.saveDraft")}
              </Button>
              <Button
                variant="primary"
                onClick={() => void submit(true)}
                busy={save.isPending}
                data-testid="content-publish"
              >
                {t("content.saveAndPublish")}
              </Button>
            </div>
          )}
        </div>
        <section aria-label={t("content.preview")} className="rounded-md border border-line bg-surface-2/40 p-4">
          <p className="mb-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">{t("content.preview")}</p>
          <h2 className="mb-3 text-xl font-bold">{title}</h2>
          <MarkupPreview source={body} />
        </section>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("content.history")}</h3>
        {history.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("content.noHistory")}</p>
        ) : (
          <DataTable
            caption={t("content.history")}
            columns={[t("content.col.version"), t("content.title"), t("content.col.by"), t("content.col.at"), ""]}
          >
            <tbody>
              {history.map((version) => (
                <tr key={version.id} data-testid={`content-version-${version.id}`}>
                  <td className="num">#{version.id}</td>
                  <td>{version.title}</td>
                  <td>{version.operator}</td>
                  <td>{formatDateTime(version.createdAt, uiLanguage)}</td>
                  <td>
                    {version.id === publishedId ? (
                      <Badge tone="success">{t("content.state.published")}</Badge>
                    ) : (
                      canChange && (
                        <Button size="sm" onClick={() => void publishVersion(version.id)} busy={publish.isPending}>
                          {t("content.publishThis")}
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </div>
  );
}
