import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";

/** Above an agent list: how many rows the range has and its totals. */
export function SummaryLine({ count, items = [] }: { count: number; items?: { label: string; amount: string }[] }) {
  const { t, i18n } = useTranslation("agents");
  return (
    <div className="grid gap-2">
      <p className="text-sm text-fg-muted" role="status" aria-live="polite">
        {t("list.summary", { count })}
      </p>
      {items.length > 0 && (
        <dl className="grid grid-cols-2 gap-3">
          {items.map((item) => (
            <div key={item.label} className="rounded-card border border-line bg-surface px-4 py-3">
              <dt className="text-xs font-medium text-fg-muted">{item.label}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">
                {formatMinor(item.amount, i18n.language)}
                <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
