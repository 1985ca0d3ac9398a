import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { useLanguage } from "../../lib/i18n";
import { formatDateTime } from "../../lib/format";

/** Manual refresh of a list, with the time of the data on screen. */
export function RefreshButton({
  query,
}: {
  query: { refetch: () => unknown; isFetching: boolean; dataUpdatedAt: number };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {query.dataUpdatedAt > 0 && (
        <span className="text-xs text-fg-muted">
          {t("common.updatedAt", { time: formatDateTime(new Date(query.dataUpdatedAt).toISOString(), language) })}
        </span>
      )}
      <Button size="sm" onClick={() => void query.refetch()} aria-busy={query.isFetching || undefined}>
        {query.isFetching ? <Spinner className="size-3.5" /> : <RefreshIcon />}
        {t("actions.refresh")}
      </Button>
    </>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
      <path
        d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
