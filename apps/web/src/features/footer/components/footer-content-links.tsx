import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { contentPagePath } from "@lotus/contracts/web";
import { Skeleton } from "../../../components/ui/skeleton";
import { useContentPages } from "../../../lib/queries/content-pages";

/**
 * The footer's "About Lotus" column (issue 16): about us, licences, responsible gaming, partners,
 * sponsors, beginner guide and terms, titled as published in the site's language.
 */
export function FooterContentLinks({ linkClass }: { linkClass: string }) {
  // The column waits for its own catalogue without suspending the whole footer.
  const { t, ready } = useTranslation("content", { useSuspense: false });
  const pages = useContentPages();
  if (pages.isError || pages.data?.length === 0) return null;
  return (
    <div>
      <h2 id="footer-content" className="mb-4 text-xs font-bold tracking-[0.18em] text-gold uppercase">
        {ready ? t("section") : <Skeleton className="h-4 w-24 rounded" />}
      </h2>
      <ul aria-labelledby="footer-content" className="grid gap-2.5">
        {pages.data
          ? pages.data.map((page) => (
              <li key={page.slug}>
                <Link to={contentPagePath(page.slug)} className={linkClass} data-testid={`footer-content-${page.slug}`}>
                  {page.title}
                </Link>
              </li>
            ))
          : [0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-4 w-28 rounded" />
              </li>
            ))}
      </ul>
    </div>
  );
}
