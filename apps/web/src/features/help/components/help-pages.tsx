import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { contentPagePath } from "@lotus/contracts/web";
import { useHelpNotices } from "../../../lib/queries/announcements";
import { useContentPages } from "../../../lib/queries/content-pages";

/**
 * Above the help articles (issue 16): the help notices (type H) meant for this viewer, and the
 * information pages — beginner guide, responsible gaming, terms… Nothing shows while either loads or
 * when it has nothing (the articles below stay the page's content).
 */
export function HelpPages() {
  const { t } = useTranslation("content");
  const notices = useHelpNotices();
  const pages = useContentPages();
  const helpNotices = notices.data ?? [];
  const links = pages.data ?? [];
  if (helpNotices.length === 0 && links.length === 0) return null;
  return (
    <div className="mb-8 grid gap-4">
      {helpNotices.length > 0 && (
        <section aria-labelledby="help-notices-heading">
          <h2 id="help-notices-heading" className="sr-only">
            {t("helpNotices")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="help-notices">
            {helpNotices.map((notice) => {
              const body = (
                <>
                  <p className="font-semibold text-fg">{notice.title}</p>
                  <p className="mt-1 text-sm text-fg-muted">{notice.content}</p>
                </>
              );
              const boxClass = "block h-full rounded-card border border-gold/40 bg-gold/10 px-4 py-3";
              return (
                <li key={notice.id}>
                  {notice.linkUrl.startsWith("/") ? (
                    <Link to={notice.linkUrl} className={`${boxClass} transition-colors hover:border-gold`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={boxClass}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <nav aria-labelledby="help-pages-heading">
          <h2 id="help-pages-heading" className="mb-2 text-sm font-semibold text-fg-muted">
            {t("helpPages")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {links.map((page) => (
              <li key={page.slug}>
                <Link
                  to={contentPagePath(page.slug)}
                  data-testid={`help-page-${page.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg-muted transition-colors hover:border-gold hover:text-fg"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
