import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FORTUNE_ROUTES } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useFortuneSummary } from "../api/get-fortune-summary";
import { LoadError, LoadingBlock } from "./fortune-parts";

/**
 * The member's wheel tickets and the red envelopes open or coming, with links to the wheel and
 * the envelope pages: the reward centre (helper R's page) renders it beside the rewards list.
 */
export function FortuneSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("fortune");
  const language = useLanguage();
  const summary = useFortuneSummary();
  if (!summary.data) {
    return summary.isError ? (
      <LoadError title={t("errors.summary")} onRetry={() => void summary.refetch()} />
    ) : (
      <LoadingBlock className="h-20" />
    );
  }
  const { tickets, envelopes } = summary.data;
  const open = envelopes.filter((e) => e.state === "open");
  const next = envelopes.find((e) => e.state === "scheduled");
  return (
    <section aria-labelledby="fortune-summary" className="grid gap-3 sm:grid-cols-2" data-testid="fortune-summary">
      <h2 id="fortune-summary" className="sr-only">
        {t("summary.title")}
      </h2>
      <div className="grid content-start gap-2 rounded-card border border-line bg-surface p-4">
        <h3 className="font-semibold text-fg">{t("wheel.title")}</h3>
        {tickets.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("wheel.none")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {tickets.map((w) => (
              <li key={w.campaignId} className="flex justify-between gap-2">
                <span className="text-fg">{w.title}</span>
                <span className="font-semibold text-gold tabular-nums" data-testid="summary-tickets">
                  {t("wheel.tickets", { count: w.tickets })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={FORTUNE_ROUTES.wheel}
          onClick={onNavigate}
          className={buttonClasses({ variant: "gold", size: "sm", className: "justify-self-start" })}
        >
          {t("summary.toWheel")}
        </Link>
      </div>
      <div className="grid content-start gap-2 rounded-card border border-line bg-surface p-4">
        <h3 className="font-semibold text-fg">{t("envelopes.title")}</h3>
        {open.length === 0 && !next ? (
          <p className="text-sm text-fg-muted">{t("envelopes.none")}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {open.map((e) => (
              <li key={e.id} className="flex justify-between gap-2">
                <span className="text-fg">{e.title}</span>
                <span className="font-semibold text-brand">
                  {e.grabbed ? t("summary.grabbed") : t("summary.left", { count: e.remaining })}
                </span>
              </li>
            ))}
            {next && (
              <li className="text-fg-muted">{t("summary.next", { time: formatDateTime(next.startsAt, language) })}</li>
            )}
          </ul>
        )}
        <Link
          to={FORTUNE_ROUTES.envelopes}
          onClick={onNavigate}
          className={buttonClasses({ variant: "primary", size: "sm", className: "justify-self-start" })}
        >
          {t("summary.toEnvelopes")}
        </Link>
      </div>
    </section>
  );
}
