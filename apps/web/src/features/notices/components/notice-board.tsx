import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnnouncements } from "../../../lib/queries/announcements";
import { collectNotices, filterNotices, NOTICE_FILTERS, type NoticeFilter } from "../utils/collect-notices";
import { NoticeItem } from "./notice-item";
import { NoticeListSkeleton } from "./notice-list-skeleton";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";

/** /noticePage: every announcement, newest first, each opening to its full text. */
export function NoticeBoard() {
  const { t } = useTranslation("notices");
  const announcements = useAnnouncements();
  const [filter, setFilter] = useState<NoticeFilter>("all");
  const headingId = useId();

  const notices = announcements.data ? collectNotices(announcements.data) : [];
  const shown = filterNotices(notices, filter);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        className="mb-8"
        eyebrow={t("eyebrow")}
        title={<span id={headingId}>{t("title")}</span>}
        subtitle={t("subtitle")}
      />

      {announcements.isPending ? (
        <NoticeListSkeleton label={t("loading")} />
      ) : announcements.isError ? (
        <div role="alert">
          <EmptyState
            title={t("error.title")}
            description={t("error.text")}
            action={<Button onClick={() => void announcements.refetch()}>{t("error.retry")}</Button>}
          />
        </div>
      ) : notices.length === 0 ? (
        <EmptyState title={t("empty.title")} description={t("empty.text")} />
      ) : (
        <>
          <div role="group" aria-label={t("filter.label")} className="mb-5 flex flex-wrap gap-2">
            {NOTICE_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
                className="min-h-10 rounded-full border border-line px-4 text-sm font-semibold text-fg-muted transition-colors hover:border-gold hover:text-fg aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
              >
                {t(`filter.${option}`)}
                <span className="ml-2 opacity-80">{filterNotices(notices, option).length}</span>
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState title={t("emptyFiltered.title")} description={t("emptyFiltered.text")} />
          ) : (
            <ol aria-labelledby={headingId} className="space-y-3">
              {shown.map((notice) => (
                <li key={notice.id}>
                  <NoticeItem notice={notice} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
