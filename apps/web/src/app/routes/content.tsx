import { useLocation } from "react-router";
import { isContentPageSlug } from "@lotus/contracts/web";
import { ContentPageView } from "../../features/content/components/content-page-view";
import NotFoundRoute from "./not-found";

/** /about-us, /licences, /responsible-gaming, /partners, /sponsors, /beginner-guide, /terms (issue 16). */
export default function ContentRoute() {
  const slug = useLocation().pathname.slice(1);
  return isContentPageSlug(slug) ? <ContentPageView key={slug} slug={slug} /> : <NotFoundRoute />;
}
