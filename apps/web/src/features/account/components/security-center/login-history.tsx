import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { cn } from "../../../../components/ui/cn";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { LOGIN_HISTORY_PAGE_SIZE, useLoginHistory } from "../../api/get-login-history";
import type { LoginHistoryValue } from "@lotus/contracts/web";
import { describeUserAgent } from "../../utils/device";
import { formatDateTime } from "../../../../lib/date-time";

type LoginHistoryEntry = LoginHistoryValue["list"][number];

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

function useEntryText() {
  const { t, i18n } = useTranslation("member");
  return (entry: LoginHistoryEntry) => {
    const { browser, os } = describeUserAgent(entry.userAgent);
    return {
      at: formatDateTime(entry.at, i18n.language),
      country: entry.country ? countryName(entry.country, i18n.language) : "—",
      device: [browser, os].filter(Boolean).join(" · ") || t("device.unknown"),
      method: t(`history.methods.${entry.method}`, { defaultValue: entry.method || "—" }),
      success: entry.outcome === "success",
      outcome: entry.outcome === "success" ? t("history.success") : t("history.failure"),
    };
  };
}

function Outcome({ success, label }: { success: boolean; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        success ? "bg-jade/15 text-jade" : "bg-danger/15 text-danger",
      )}
    >
      {label}
    </span>
  );
}

/** Sign-ins of this account, newest first, with where and how they came; paged. */
export function LoginHistory() {
  const { t } = useTranslation("member");
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const text = useEntryText();
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOGIN_HISTORY_PAGE_SIZE));
  const list = history.data?.list ?? [];

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="mb-4 text-lg font-semibold text-fg">{t("history.title")}</h3>
      {history.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t("history.loading")}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full rounded-xl" />
          ))}
        </div>
      ) : history.isError && !history.data ? (
        <div role="alert">
          <EmptyState
            title={t("history.error")}
            action={<Button onClick={() => void history.refetch()}>{t("actions.retry")}</Button>}
          />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={t("history.empty")} />
      ) : (
        <>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("history.title")}</caption>
              <thead className="text-xs tracking-wide text-fg-muted uppercase">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {t("history.time")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {t("history.ip")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {t("history.country")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {t("history.device")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {t("history.method")}
                  </th>
                  <th scope="col" className="py-2 font-semibold whitespace-nowrap">
                    {t("history.outcome")}
                  </th>
                </tr>
              </thead>
              <tbody className={cn(history.isPlaceholderData && "opacity-60")}>
                {list.map((entry, index) => {
                  const row = text(entry);
                  return (
                    <tr key={`${entry.at}-${index}`} className="border-b border-line/60 last:border-0">
                      <td className="py-2.5 pr-3 whitespace-nowrap text-fg">{row.at}</td>
                      <td className="py-2.5 pr-3 font-mono text-xs text-fg">{entry.ip || "—"}</td>
                      <td className="py-2.5 pr-3 text-fg-muted">{row.country}</td>
                      <td className="py-2.5 pr-3 text-fg-muted">{row.device}</td>
                      <td className="py-2.5 pr-3 text-fg-muted">{row.method}</td>
                      <td className="py-2.5">
                        <Outcome success={row.success} label={row.outcome} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className={cn("grid gap-2 sm:hidden", history.isPlaceholderData && "opacity-60")}>
            {list.map((entry, index) => {
              const row = text(entry);
              return (
                <li
                  key={`${entry.at}-${index}`}
                  className="grid gap-1 rounded-xl border border-line bg-surface-2/40 p-3 text-sm"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium text-fg">{row.at}</span>
                    <Outcome success={row.success} label={row.outcome} />
                  </div>
                  <span className="text-fg-muted">
                    <span className="font-mono text-xs text-fg">{entry.ip || "—"}</span> · {row.country}
                  </span>
                  <span className="text-fg-muted">
                    {row.device} · {row.method}
                  </span>
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <nav aria-label={t("history.pagination")} className="mt-4 flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("history.previous")}
              </Button>
              <span aria-live="polite" className="text-sm text-fg-muted tabular-nums">
                {t("history.page", { page, pages })}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("history.next")}
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}
