import { useTranslation } from "react-i18next";
import type { VipChange, VipState } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { openAccountDialog, openMemberCentre } from "../../../lib/account-dialogs";
import { formatDay } from "../../../lib/date-time";
import { isTrialSession, useSession } from "../../../lib/session";
import { useVipState } from "../api/get-vip-state";
import { formatPercent, formatVnd } from "../utils/format-vnd";
import { progressPercent } from "../utils/progress";
import { VipMedallion } from "./vip-medallion";

/** /vip for the member: their level, the way to the next one, what their level gives and how it changed. */
export function VipMemberPanel() {
  const { t } = useTranslation("vip");
  const session = useSession();
  const state = useVipState(!isTrialSession(session));

  let body;
  if (!session) {
    body = (
      <EmptyState
        title={t("member.guestTitle")}
        description={t("member.guestText")}
        action={<Button onClick={() => openAccountDialog({ kind: "login" })}>{t("member.login")}</Button>}
      />
    );
  } else if (isTrialSession(session)) {
    body = <EmptyState title={t("member.trialTitle")} description={t("member.trialText")} />;
  } else if (state.isError && !state.data) {
    body = (
      <div role="alert">
        <EmptyState
          title={t("member.errorTitle")}
          description={t("error.text")}
          action={<Button onClick={() => void state.refetch()}>{t("error.retry")}</Button>}
        />
      </div>
    );
  } else if (!state.data) {
    body = (
      <div role="status" aria-label={t("member.loading")} className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  } else {
    body = <MemberVip vip={state.data} />;
  }

  return (
    <section aria-labelledby="vip-member-heading" className="mb-14" data-testid="vip-member">
      <SectionHeading id="vip-member-heading" title={t("member.heading")} />
      {body}
    </section>
  );
}

function MemberVip({ vip }: { vip: VipState }) {
  const { t, i18n } = useTranslation("vip");
  const language = i18n.language;
  const offered = vip.history.some((change) => change.upgradeBonus !== "0");

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-4">
          <VipMedallion level={vip.level} className="size-16 text-2xl" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-fg-muted">{t("member.yourLevel")}</p>
            <p className="text-2xl font-bold text-fg" data-testid="vip-member-level" data-level={vip.level}>
              {t("levelNumber", { level: vip.level })} · {vip.name}
            </p>
            {vip.highestLevel > vip.level && (
              <p className="mt-1 text-sm text-fg-muted">{t("member.highest", { level: vip.highestLevel })}</p>
            )}
          </div>
        </div>
        <Progress vip={vip} />
      </Card>

      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-fg">{t("member.perksHeading", { level: vip.level })}</h3>
        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-3 text-sm min-[400px]:grid-cols-3">
          <Figure label={t("figures.upgradeBonus")} value={bonus(vip.perks.upgradeBonus)} />
          <Figure label={t("figures.monthlyBonus")} value={bonus(vip.perks.monthlyBonus)} />
          <Figure
            label={t("figures.dailyWithdrawals")}
            value={t("timesPerDay", { count: vip.perks.dailyWithdrawals })}
          />
        </dl>
        <h4 className="mt-5 text-xs font-bold tracking-[0.15em] text-gold uppercase">{t("member.rebatesHeading")}</h4>
        <ul
          className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4 lg:grid-cols-2"
          data-testid="vip-rebates"
        >
          {vip.perks.rebates.map((rate) => (
            <li key={rate.category} className="flex justify-between gap-2">
              <span className="text-fg-muted">{t(`categories.${rate.category}`)}</span>
              <span className="font-semibold text-fg tabular-nums">
                {formatPercent(rate.basisPoints / 100, language)}
              </span>
            </li>
          ))}
        </ul>
        {vip.downgrade.rule === "keep_window" && vip.level > 0 && (
          <p className="mt-5 rounded-xl bg-surface-2 p-3 text-sm text-fg-muted">
            {t("member.keep", {
              level: vip.level,
              amount: formatVnd(vip.downgrade.keepBet, language),
              days: vip.downgrade.windowDays,
              bet: formatVnd(vip.downgrade.windowBet, language),
            })}
          </p>
        )}
      </Card>

      <Card className="p-5 sm:p-6 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-fg">{t("member.historyHeading")}</h3>
          {offered && (
            <Button variant="secondary" size="sm" onClick={() => openMemberCentre("rewardCenter")}>
              {t("member.rewardCentre")}
            </Button>
          )}
        </div>
        {vip.history.length === 0 ? (
          <p className="mt-3 text-sm text-fg-muted">{t("member.noHistory")}</p>
        ) : (
          <ol className="mt-3 divide-y divide-line" data-testid="vip-history">
            {vip.history.map((change) => (
              <HistoryRow key={`${change.at}-${change.toLevel}`} change={change} />
            ))}
          </ol>
        )}
      </Card>
    </div>
  );

  function bonus(amount: string): string {
    return amount === "0" ? t("none") : formatVnd(amount, language);
  }
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

function Progress({ vip }: { vip: VipState }) {
  const { t, i18n } = useTranslation("vip");
  const language = i18n.language;
  const next = vip.next;
  if (!next) return <p className="mt-5 text-sm font-medium text-jade">{t("member.top")}</p>;
  const rows = [
    { key: "deposits", have: vip.deposits, need: next.depositRequirement, missing: next.depositMissing },
    { key: "validBet", have: vip.validBet, need: next.betRequirement, missing: next.betMissing },
  ] as const;
  return (
    <div className="mt-5" data-testid="vip-progress">
      <h3 className="font-semibold text-fg">{t("member.towards", { level: next.level, name: next.name })}</h3>
      <p className="mt-1 text-sm text-fg-muted">{t(`member.condition.${next.condition}`)}</p>
      <ul className="mt-4 space-y-4">
        {rows.map((row) => {
          const percent = progressPercent(BigInt(row.have), BigInt(row.need));
          const label = t(`member.${row.key}`);
          return (
            <li key={row.key} data-testid={`vip-progress-${row.key}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-fg">{label}</span>
                <span className="text-fg tabular-nums">
                  {formatVnd(row.have, language)} / {formatVnd(row.need, language)}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent} %`}
                className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
              >
                <div className="h-full rounded-full bg-gold-fill" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-fg-muted">
                {row.missing === "0"
                  ? t("member.met")
                  : t("member.missing", { amount: formatVnd(row.missing, language) })}
              </p>
            </li>
          );
        })}
      </ul>
      {next.qualified && (
        <p className="mt-4 rounded-xl bg-jade/10 p-3 text-sm font-medium text-jade" data-testid="vip-qualified">
          {t("member.qualified", { level: next.level })}
        </p>
      )}
    </div>
  );
}

function HistoryRow({ change }: { change: VipChange }) {
  const { t, i18n } = useTranslation("vip");
  const language = i18n.language;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
      <span className="text-fg">
        <span className="font-semibold">
          {t("levelNumber", { level: change.fromLevel })} → {t("levelNumber", { level: change.toLevel })}
        </span>{" "}
        <span className="text-fg-muted">· {t(`member.kind.${change.kind}`)}</span>
        {change.upgradeBonus !== "0" && (
          <span className="block text-jade">
            {t("member.bonusOffered", { amount: formatVnd(change.upgradeBonus, language) })}
          </span>
        )}
      </span>
      <time dateTime={change.at} className="text-fg-muted tabular-nums">
        {formatDay(change.at, language)}
      </time>
    </li>
  );
}
