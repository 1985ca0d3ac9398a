import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { openMemberCentre } from "../../../lib/account-dialogs";
import { useMinWidth } from "../../../lib/use-min-width";
import { useBonusMeter } from "../api/get-bonus-meter";
import { meterPercent } from "../utils/meter";
import { Countdown, WageringBar } from "./grant-parts";

/**
 * The live wagering meter under the game's bar: the grant a bet here feeds, its progress against
 * the requirement, how much this game counts and when the bonus expires. It sits in the page's
 * flow (never over the game) and folds to one slim line — folded by default on a phone. It reads
 * again on every balance change (the "money" queries) and shows nothing without an active grant.
 */
export function BonusMeter({ gameId }: { gameId?: number }) {
  // The game is already on screen: loading this namespace must not suspend the frame.
  const { t, i18n, ready } = useTranslation("promotions", { useSuspense: false });
  const wide = useMinWidth(640);
  const [openChoice, setOpen] = useState<boolean | null>(null);
  const meter = useBonusMeter(gameId === undefined ? undefined : String(gameId));
  const grant = meter.data?.grant;
  if (!grant || !ready) return null;
  const open = openChoice ?? wide;
  const percent = meterPercent(grant.progress, grant.required);
  const money = (minor: string) => formatMinor(minor, i18n.language);
  const weight = meter.data?.weight;

  return (
    <section
      aria-label={t("meter.label")}
      data-testid="bonus-meter"
      data-percent={percent}
      className="shrink-0 border-b border-line bg-bg-elevated/95 px-2 py-1.5 text-xs sm:px-4"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="bonus-meter-toggle"
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span className="shrink-0 font-semibold text-gold">{t("meter.title")}</span>
          <WageringBar
            progress={grant.progress}
            required={grant.required}
            label={t("meter.progress", { title: grant.title })}
            className="h-2 min-w-16 flex-1"
          />
          <span className="shrink-0 font-semibold tabular-nums text-fg" data-testid="bonus-meter-percent">
            {percent} %
          </span>
          <span aria-hidden="true" className={cn("shrink-0 text-fg-muted transition-transform", open && "rotate-180")}>
            ▾
          </span>
          <span className="sr-only">{open ? t("meter.collapse") : t("meter.expand")}</span>
        </button>
      </div>
      {open && (
        <div
          className="mt-1.5 flex flex-wrap items-center gap-x-5 gap-y-1 text-fg-muted"
          data-testid="bonus-meter-details"
        >
          <dl className="contents">
            <div className="flex gap-1">
              <dt>{t("meter.wagered")}</dt>
              <dd className="font-semibold text-fg tabular-nums" data-testid="bonus-meter-progress">
                {money(grant.progress)} / {money(grant.required)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("meter.balance")}</dt>
              <dd className="font-semibold text-fg tabular-nums">{money(grant.balance)}</dd>
            </div>
            {weight !== null && weight !== undefined && (
              <div className="flex gap-1">
                <dt className="sr-only">{t("meter.weightLabel")}</dt>
                <dd
                  className={cn("font-semibold", weight === 0 ? "text-danger" : "text-fg")}
                  data-testid="bonus-meter-weight"
                >
                  {t("meter.weight", { weight })}
                </dd>
              </div>
            )}
            {grant.maxBet && (
              <div className="flex gap-1">
                <dt>{t("grant.maxBet")}</dt>
                <dd className="font-semibold text-fg tabular-nums">{money(grant.maxBet)}</dd>
              </div>
            )}
            <div className="flex gap-1">
              <dt>{t("meter.expires")}</dt>
              <dd className="font-semibold text-fg">
                <Countdown to={grant.expiresAt} />
              </dd>
            </div>
          </dl>
          {(meter.data?.queued ?? 0) > 0 && <p>{t("meter.queued", { count: meter.data?.queued ?? 0 })}</p>}
          <button
            type="button"
            onClick={() => openMemberCentre("bonusDetails")}
            className="cursor-pointer font-semibold text-gold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {t("meter.details")}
          </button>
        </div>
      )}
    </section>
  );
}
