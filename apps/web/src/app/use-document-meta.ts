import { useEffect } from "react";
import { useLocation } from "react-router";
import i18next from "i18next";
import { ensureNamespace, useLanguage } from "../lib/i18n";
import { usePermissionValue } from "../lib/queries/permission";
import { metaKeyFor, metaNamespace } from "./pages";

/**
 * Each route's own `<title>` ("Nổ hũ — Lotus") and meta description, in the page's language and
 * with the brand of the permission call's site block; set again on navigation and on a language
 * change. Both come from the catalogue the page itself loads (`pageMeta.<key>`), so the first
 * page does not carry every other page's texts.
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const brand = usePermissionValue().site.brandName;
  const key = metaKeyFor(pathname);
  useEffect(() => {
    const namespace = metaNamespace[key];
    let current = true;
    void ensureNamespace(language, namespace).then(() => {
      if (!current) return;
      const t = i18next.getFixedT(language, namespace);
      document.title = `${t(`pageMeta.${key}.title`)} — ${brand}`;
      // index.html always has the description tag; it is given this page's text.
      document.head
        .querySelector('meta[name="description"]')
        ?.setAttribute("content", t(`pageMeta.${key}.description`));
    });
    return () => {
      current = false;
    };
  }, [key, language, brand]);
}
