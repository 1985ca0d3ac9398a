import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { usePermissionValue } from "../lib/queries/permission";
import { metaKeyFor } from "./pages";

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Each route's own `<title>` ("Nổ hũ — Lotus") and meta description, in the page's language and
 * with the brand of the permission call's site block; set again on navigation and on a language
 * change (the translation function changes with the language).
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const { t } = useTranslation("layout");
  const brand = usePermissionValue().site.brandName;
  const key = metaKeyFor(pathname);
  const title = t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);
  // A layout effect: it runs before any page's own effects, so a page may still prefix the title
  // (the game page puts the game's name first).
  useLayoutEffect(() => {
    document.title = `${title} — ${brand}`;
    setDescription(description);
  }, [title, description, brand]);
}
