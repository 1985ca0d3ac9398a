import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { contentPagePath, type ContentPageSlug } from "@lotus/contracts/web";
import { Button, buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useContentPages } from "../../../lib/queries/content-pages";
import { useContentPage } from "../api/get-content-page";
import { Markup } from "./markup";

/** The other information pages: chips scrolling sideways on phones, a side list from lg up. */
function ContentNav({ current }: { current: ContentPageSlug }) {
  const { t } = useTranslation("content");
  const pages = useContentPages();
  return (
    <nav aria-label={t("nav.label")} className="-mx-4 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:sticky lg:top-24 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {pages.data
          ? pages.data.map((page) => {
              const active = page.slug === current;
              return (
                <li key={page.slug} className="shrink-0">
                  <Link
                    to={contentPagePath(page.slug)}
                    aria-current={active ? "page" : undefined}
                    data-testid={`content-nav-${page.slug}`}
                    className={cn(
                      "flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:border-transparent lg:py-2.5 lg:whitespace-normal",
                      active
                        ? "border-brand bg-brand text-on-brand lg:border-transparent"
                        : "border-line bg-surface text-fg-muted hover:text-fg lg:bg-transparent lg:hover:bg-surface-2",
                    )}
                  >
                    {page.title}
                  </Link>
                </li>
              );
            })
          : [0, 1, 2, 3].map((i) => (
              <li key={i} className="shrink-0">
                <Skeleton className="h-11 w-28 rounded-full lg:w-full lg:rounded-xl" />
              </li>
            ))}
      </ul>
    </nav>
  );
}

function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-2/3 rounded" />
      <Skeleton className="h-4 w-40 rounded" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * A content page (issue 16: about us, licences, responsible gaming, partners, sponsors, beginner
 * guide, terms) in the site's layout: the other pages beside it, the published text in the site's
 * language — or in Vietnamese with a note when that language has none — and its last update.
 */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation("content");
  const language = useLanguage();
  const page = useContentPage(slug);
  const missing = page.error instanceof ApiError && page.error.code === "content_page_not_found";

  return (
    <PageContainer>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <ContentNav current={slug} />
        <article aria-labelledby="content-title" aria-busy={page.isPending} className="min-w-0">
          {page.isPending ? (
            <ArticleSkeleton label={t("loading")} />
          ) : missing ? (
            <EmptyState
              title={t("notFound.title")}
              description={t("notFound.text")}
              action={
                <Link to="/" className={buttonClasses({ variant: "secondary" })}>
                  {t("notFound.home")}
                </Link>
              }
            />
          ) : page.isError ? (
            <div role="alert">
              <EmptyState
                title={t("error.title")}
                description={t("error.text")}
                action={<Button onClick={() => void page.refetch()}>{t("error.retry")}</Button>}
              />
            </div>
          ) : (
            <div
              lang={page.data.language}
              className="rounded-card border border-line bg-surface px-5 py-6 sm:px-8 sm:py-8"
              data-testid="content-page"
            >
              <h1 id="content-title" className="font-display text-3xl leading-tight font-bold text-fg sm:text-4xl">
                {page.data.title}
              </h1>
              <p className="mt-2 text-sm text-fg-muted">
                {t("updated", {
                  date: new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(page.data.updatedAt)),
                })}
              </p>
              {page.data.language !== language && (
                <p lang={language} className="mt-4 rounded-xl bg-surface-2 px-4 py-2 text-sm text-fg-muted">
                  {t("fallback")}
                </p>
              )}
              <div className="mt-6">
                <Markup source={page.data.body} />
              </div>
            </div>
          )}
        </article>
      </div>
    </PageContainer>
  );
}
