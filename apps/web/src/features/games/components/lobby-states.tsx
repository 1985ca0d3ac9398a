import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";

/** A list that did not load: `title`, the lobby's "try again" line and a retry button. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(["games", "common"]);
  return (
    <EmptyState
      title={title}
      description={t("empty.errorBody")}
      action={<Button onClick={onRetry}>{t("common:actions.retry")}</Button>}
    />
  );
}

/** A list still loading: `count` placeholders in the list's grid, announced as loading. */
export function LoadingGrid({
  count,
  className,
  itemClassName,
}: {
  count: number;
  className: string;
  itemClassName: string;
}) {
  const { t } = useTranslation("common");
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t("status.loading")}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
