import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** Previous / next with "page x of y · n rows"; hidden when everything fits on one page. */
export function Pagination({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= size && page === 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm">
      <span className="text-fg-muted">{t("pagination.summary", { page, pages, total })}</span>
      <span className="flex gap-2">
        <Button size="sm" onClick={() => onChange(page - 1)} disabled={page <= 1}>
          {t("pagination.previous")}
        </Button>
        <Button size="sm" onClick={() => onChange(page + 1)} disabled={page >= pages}>
          {t("pagination.next")}
        </Button>
      </span>
    </nav>
  );
}
