import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type BonusGrant } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { useBonusDetail, useBonuses, type BonusEntry } from "../api/get-bonuses";
import { ForfeitDialog, GrantStatus, GrantSummary } from "./grant-parts";

/**
 * Member centre "bonusDetails": the bonus balance, the active grants with their wagering meters
 * (progress, balance, expiry countdown, max bet, weights) and the ended ones (converted with what
 * was paid, expired or forfeited with what was lost); a grant's entries open on demand, and giving a
 * grant up asks for an explicit confirmation.
 */
export default function BonusDetailsPage() {
  const { t, i18n } = useTranslation("promotions");
  const active = useBonuses("active");
  const ended = useBonuses("ended");
  const [showEnded, setShowEnded] = useState(false);

  if (active.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("bonuses.loading")}</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (active.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("bonuses.error")}
          description={t("centre.errorText")}
          action={<Button onClick={() => void active.refetch()}>{t("centre.retry")}</Button>}
        />
      </div>
    );
  }
  const value = active.data;
  // A bet feeds the active grant that expires first (then the oldest): promotions-wagering.ts.
  const feeding = [...value.list].sort(
    (a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || Date.parse(a.createdAt) - Date.parse(b.createdAt),
  )[0];
  return (
    <div className="grid gap-6" data-testid="bonus-details">
      <Card className="relative overflow-hidden p-5">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-gold/10 blur-2xl"
        />
        <div className="relative grid gap-1">
          <span className="text-sm font-medium text-fg-muted">{t("bonuses.balance")}</span>
          <span className="flex flex-wrap items-baseline gap-x-2 font-display text-3xl font-bold text-fg tabular-nums">
            <span data-testid="bonus-balance">{formatMinor(value.bonusBalance, i18n.language)}</span>
            <span className="font-sans text-sm font-bold tracking-wide text-gold">VND</span>
          </span>
          <span className="text-sm text-fg-muted">{t("bonuses.activeCount", { count: value.activeCount })}</span>
          <p className="mt-2 text-xs text-fg-muted">{t("bonuses.explain")}</p>
        </div>
      </Card>

      <section aria-labelledby="bonus-active-title" className="grid gap-3">
        <h3 id="bonus-active-title" className="text-lg font-semibold text-fg">
          {t("bonuses.active")}
        </h3>
        {value.list.length === 0 ? (
          <EmptyState title={t("bonuses.noneActive")} description={t("bonuses.noneActiveText")} />
        ) : (
          <ul className="grid gap-4">
            {value.list.map((grant) => (
              <li key={grant.id}>
                <GrantCard grant={grant} next={value.list.length > 1 && grant.id === feeding?.id} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bonus-ended-title" className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id="bonus-ended-title" className="text-lg font-semibold text-fg">
            {t("bonuses.ended")}
          </h3>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showEnded}
            onClick={() => setShowEnded(!showEnded)}
            data-testid="bonus-ended-toggle"
          >
            {showEnded ? t("bonuses.hide") : t("bonuses.show")}
          </Button>
        </div>
        {showEnded &&
          (ended.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : ended.isError ? (
            <div role="alert" className="text-sm text-danger">
              {t("bonuses.error")}{" "}
              <Button variant="ghost" size="sm" onClick={() => void ended.refetch()}>
                {t("centre.retry")}
              </Button>
            </div>
          ) : ended.data.list.length === 0 ? (
            <EmptyState title={t("bonuses.noneEnded")} />
          ) : (
            <ul className="grid gap-3">
              {ended.data.list.map((grant) => (
                <li key={grant.id}>
                  <GrantCard grant={grant} />
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

function GrantCard({ grant, next = false }: { grant: BonusGrant; next?: boolean }) {
  const { t, i18n } = useTranslation("promotions");
  const [open, setOpen] = useState(false);
  const [forfeiting, setForfeiting] = useState(false);
  const entriesId = useId();
  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid={`bonus-grant-${grant.id}`} data-status={grant.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 className="font-semibold text-fg">{grant.title}</h4>
          <span className="text-xs text-fg-muted">
            {t("bonuses.grantedAt", { date: formatDateTime(grant.createdAt, i18n.language) })}
          </span>
        </div>
        <div className="flex items-center gap-2">
          {next && (
            <span className="rounded-full border border-gold/40 px-2 py-0.5 text-[11px] font-semibold text-gold">
              {t("bonuses.feedsNext")}
            </span>
          )}
          <GrantStatus status={grant.status} />
        </div>
      </div>
      <GrantSummary grant={grant} showWeights={grant.status === "active"} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={entriesId}
          onClick={() => setOpen(!open)}
          data-testid="grant-entries-toggle"
        >
          {open ? t("bonuses.hideEntries") : t("bonuses.showEntries")}
        </Button>
        {grant.status === "active" && (
          <Button variant="secondary" size="sm" onClick={() => setForfeiting(true)} data-testid="grant-forfeit">
            {t("forfeit.open")}
          </Button>
        )}
      </div>
      <div id={entriesId} hidden={!open}>
        {open && <GrantEntries id={grant.id} />}
      </div>
      {forfeiting && <ForfeitDialog grant={grant} onClose={() => setForfeiting(false)} />}
    </Card>
  );
}

function GrantEntries({ id }: { id: string }) {
  const { t, i18n } = useTranslation("promotions");
  const detail = useBonusDetail(id, true);
  if (detail.isPending) return <Skeleton className="h-24 w-full" />;
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t("bonuses.entriesError")}
      </p>
    );
  const entries = detail.data.entries;
  if (entries.length === 0) return <p className="text-sm text-fg-muted">{t("bonuses.noEntries")}</p>;
  const money = (minor: string) => formatMinor(minor, i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[480px] text-sm" data-testid="grant-entries">
        <caption className="sr-only">{t("bonuses.entries")}</caption>
        <thead>
          <tr className="text-xs text-fg-muted">
            <th scope="col" className="py-1 text-left font-medium">
              {t("entries.at")}
            </th>
            <th scope="col" className="py-1 text-left font-medium">
              {t("entries.kind")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("entries.bonus")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("entries.real")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("entries.wagering")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("entries.balanceAfter")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry: BonusEntry, i) => (
            <tr key={i} className="border-t border-line">
              <td className="py-1.5 pr-2 text-xs whitespace-nowrap text-fg-muted">
                {formatDateTime(entry.at, i18n.language)}
              </td>
              <td className="py-1.5 pr-2">{t(`entries.kinds.${entry.kind}`)}</td>
              <td
                className={cn(
                  "py-1.5 text-right tabular-nums",
                  entry.bonus.startsWith("-") ? "text-danger" : "text-jade",
                )}
              >
                {signed(entry.bonus, money)}
              </td>
              <td className="py-1.5 text-right tabular-nums">{signed(entry.real, money)}</td>
              <td className="py-1.5 text-right tabular-nums">{money(entry.wagering)}</td>
              <td className="py-1.5 text-right font-semibold tabular-nums">{money(entry.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A signed digit string with its sign kept ("-1.000,00", "+500,00"; zero bare). */
function signed(value: string, money: (minor: string) => string): string {
  if (value === "0" || value === "-0") return money("0");
  return value.startsWith("-") ? `−${money(value.slice(1))}` : `+${money(value)}`;
}
