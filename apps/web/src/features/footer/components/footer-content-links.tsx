import { Link } from "react-router";
import { contentPagePath } from "@lotus/contracts/web";
import { Skeleton } from "../../../components/ui/skeleton";
import { useContentPages } from "../../../lib/queries/content-pages";

/**
 * The footer's information column (issue 16): about us, licences, responsible gaming, partners,
 * sponsors, beginner guide and terms, titled as published in the site's language. The column is headed
 * by the "about us" page's own title, so the footer loads no catalogue of its own for it (every page
 * shows the footer: its JavaScript counts toward the first page's budget).
 */
export function FooterContentLinks({ linkClass }: { linkClass: string }) {
  const pages = useContentPages();
  if (pages.isError || pages.data?.length === 0) return null;
  const heading = pages.data?.find((page) => page.slug === "about-us")?.title ?? pages.data?.[0]?.title;
  return (
    <div>
      <h2 id="footer-content" className="mb-4 text-xs font-bold tracking-[0.18em] text-gold uppercase">
        {heading ?? <Skeleton className="h-4 w-24 rounded" />}
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
