import { useTranslation } from "react-i18next";
import type { UpcomingPageKey } from "./upcoming-page";

/** A one-line notice that the page shows a first part of what is coming. */
export function UpcomingNote({ page }: { page: UpcomingPageKey }) {
  const { t } = useTranslation("pages");
  return (
    <p className="mb-8 flex items-start gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-fg">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-gold" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zM9 6h2v2H9zm0 3.5h2V14H9z" />
      </svg>
      <span>{t(`${page}.note`)}</span>
    </p>
  );
}
