import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type RewardWire } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { openMemberCentre } from "../../../lib/account-dialogs";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import { useClaimReward } from "../api/claim-reward";
import { useRewards } from "../api/get-rewards";
import { Money, TimeLeft, useRewardsError } from "./reward-parts";

type Clock = { serverTime: string; receivedAt: number };

/**
 * Member centre "rewardCenter" (issue 15): every reward offered to the member (missions, races,
 * rebates, VIP bonuses, envelopes…) with its expiry countdown and a claim button, the section
 * `fortune` fills (wheel tickets and open envelopes, from the fortune feature), then the history of
 * claimed and lapsed rewards. A claim moves the money once; the header balance follows.
 */
export default function RewardCenterPage({ fortune }: { fortune?: ReactNode }) {
  const { t } = useTranslation("rewards");
  const rewards = useRewards();
  const [message, setMessage] = useState("");

  if (rewards.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (rewards.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("centre.error")}
          description={t("errors.retryText")}
          action={<Button onClick={() => void rewards.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }
  const value = rewards.data;
  const clock: Clock = { serverTime: value.serverTime, receivedAt: rewards.dataUpdatedAt };
  const offered = value.list.filter((r) => r.status === "offered");
  const history = value.list.filter((r) => r.status !== "offered");
  const total = offered.reduce((sum, r) => sum + BigInt(r.amount), 0n);

  return (
    <div className="grid gap-6" data-testid="reward-center">
      <Card className="relative overflow-hidden p-5">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-gold/10 blur-2xl"
        />
        <div className="relative grid gap-1">
          <span className="text-sm font-medium text-fg-muted">{t("centre.toClaim")}</span>
          <span className="font-display text-3xl font-bold text-fg">
            <Money value={total.toString()} />
          </span>
          <span className="text-sm text-fg-muted" data-testid="reward-claimable-count">
            {t("centre.count", { count: value.claimable })}
          </span>
        </div>
      </Card>

      <p
        role="status"
        aria-live="polite"
        className={cn(message ? "rounded-xl bg-jade/10 px-4 py-3 text-sm font-medium text-jade" : "sr-only")}
      >
        {message}
      </p>

      <section aria-labelledby="rewards-offered-title" className="grid gap-3">
        <h3 id="rewards-offered-title" className="text-lg font-semibold text-fg">
          {t("centre.offered")}
        </h3>
        {offered.length === 0 ? (
          <EmptyState
            title={t("centre.empty")}
            description={t("centre.emptyText")}
            action={
              <Button variant="secondary" onClick={() => openMemberCentre("missionLeaderboard")}>
                {t("centre.toMissions")}
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-3">
            {offered.map((reward) => (
              <li key={reward.id}>
                <OfferedReward reward={reward} clock={clock} onClaimed={setMessage} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {fortune && (
        <section aria-labelledby="rewards-fortune-title" className="grid gap-3" data-testid="reward-fortune">
          <h3 id="rewards-fortune-title" className="text-lg font-semibold text-fg">
            {t("centre.fortune")}
          </h3>
          {fortune}
        </section>
      )}

      {history.length > 0 && (
        <section aria-labelledby="rewards-history-title" className="grid gap-3">
          <h3 id="rewards-history-title" className="text-lg font-semibold text-fg">
            {t("centre.history")}
          </h3>
          <ul className="grid divide-y divide-line rounded-card border border-line bg-surface">
            {history.map((reward) => (
              <li key={reward.id}>
                <HistoryRow reward={reward} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OfferedReward({
  reward,
  clock,
  onClaimed,
}: {
  reward: RewardWire;
  clock: Clock;
  onClaimed: (text: string) => void;
}) {
  const { t, i18n } = useTranslation("rewards");
  const claim = useClaimReward();
  const explain = useRewardsError();
  const amountText = reward.amount;
  const onClaim = () =>
    claim.mutate(reward.id, {
      onSuccess: (result) => {
        const text =
          result.wagering > 0
            ? t("claim.successBonus", { amount: formatAmount(amountText, i18n.language), multiple: result.wagering })
            : t("claim.success", { amount: formatAmount(amountText, i18n.language) });
        onClaimed(text);
        toast({ tone: "success", title: t("claim.successTitle"), body: text });
      },
      onError: (error) => toast({ tone: "error", title: t("claim.failed"), body: explain(error) }),
    });
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="reward-offered">
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="w-fit rounded-full bg-gold/15 px-2 py-0.5 text-xs font-bold text-gold">
          {t(`sources.${reward.source}`)}
        </span>
        <span className="font-semibold text-fg">{reward.title}</span>
        <span className="text-sm text-fg-muted">
          {reward.wagering > 0 ? t("wagering.bonus", { multiple: reward.wagering }) : t("wagering.cash")}
        </span>
        <span className="text-xs text-fg-muted">
          {t("centre.expiresIn")} <TimeLeft to={reward.expiresAt} clock={clock} className="font-semibold text-fg" />
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <Money value={reward.amount} className="font-display text-xl font-bold text-gold" />
        <Button
          variant="gold"
          onClick={onClaim}
          disabled={claim.isPending}
          aria-label={t("claim.buttonFor", { title: reward.title })}
        >
          {claim.isPending ? t("claim.claiming") : t("claim.button")}
        </Button>
      </div>
    </Card>
  );
}

function HistoryRow({ reward }: { reward: RewardWire }) {
  const { t, i18n } = useTranslation("rewards");
  const claimed = reward.status === "claimed";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium text-fg">{reward.title}</span>
        <span className="text-xs text-fg-muted">
          {claimed
            ? t("centre.claimedAt", { time: formatDateTime(reward.claimedAt, i18n.language) })
            : t("centre.lapsedAt", { time: formatDateTime(reward.expiresAt, i18n.language) })}
        </span>
      </div>
      <Money
        value={reward.amount}
        className={cn("font-semibold", claimed ? "text-fg" : "text-fg-muted line-through")}
      />
      <span
        className={cn(
          "rounded-full px-2 py-0.5 text-xs font-bold",
          claimed ? "bg-jade/15 text-jade" : "bg-surface-2 text-fg-muted",
        )}
      >
        {t(`status.${reward.status}`)}
      </span>
    </div>
  );
}

const formatAmount = (minor: string, language: string): string => `${formatMinor(minor, language)} ₫`;
