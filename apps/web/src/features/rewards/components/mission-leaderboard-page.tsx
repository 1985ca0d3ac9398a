import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type MissionWire, type RaceBoardRow, type RaceWire } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import { useClaimMission } from "../api/claim-mission";
import { useMissions } from "../api/get-missions";
import { useRaces } from "../api/get-races";
import { Money, ProgressBar, TimeLeft, useRewardsError } from "./reward-parts";

type Clock = { serverTime: string; receivedAt: number };

/**
 * Member centre "missionLeaderboard" (issue 15): daily and weekly missions with their progress (read
 * from the period's bets, deposits and logins), a claim button once met, then the race board (top 20
 * and the member's own rank, scored on edge-weighted wager) with its prizes and countdown.
 */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation("rewards");
  const [message, setMessage] = useState("");
  return (
    <div className="grid gap-8" data-testid="mission-leaderboard">
      <p
        role="status"
        aria-live="polite"
        className={cn(message ? "rounded-xl bg-jade/10 px-4 py-3 text-sm font-medium text-jade" : "sr-only")}
      >
        {message}
      </p>
      <Missions onClaimed={setMessage} />
      <section aria-labelledby="race-title" className="grid gap-3">
        <h3 id="race-title" className="text-lg font-semibold text-fg">
          {t("race.title")}
        </h3>
        <Races />
      </section>
    </div>
  );
}

function Missions({ onClaimed }: { onClaimed: (text: string) => void }) {
  const { t } = useTranslation("rewards");
  const missions = useMissions();
  if (missions.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (missions.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("missions.error")}
          description={t("errors.retryText")}
          action={<Button onClick={() => void missions.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }
  const clock: Clock = { serverTime: missions.data.serverTime, receivedAt: missions.dataUpdatedAt };
  const groups = (["daily", "weekly"] as const).map((period) => ({
    period,
    list: missions.data.list.filter((m) => m.period === period),
  }));
  if (missions.data.list.length === 0) {
    return <EmptyState title={t("missions.empty")} description={t("missions.emptyText")} />;
  }
  return (
    <>
      {groups.map(
        ({ period, list }) =>
          list.length > 0 && (
            <section key={period} aria-labelledby={`missions-${period}`} className="grid gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`missions-${period}`} className="text-lg font-semibold text-fg">
                  {t(`missions.${period}`)}
                </h3>
                <span className="text-xs text-fg-muted">
                  {t("missions.resetsIn")}{" "}
                  <TimeLeft to={list[0]!.periodEndsAt} clock={clock} className="font-semibold text-fg" />
                </span>
              </div>
              <ul className="grid gap-3">
                {list.map((mission) => (
                  <li key={mission.id}>
                    <MissionCard mission={mission} onClaimed={onClaimed} />
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
    </>
  );
}

function MissionCard({ mission, onClaimed }: { mission: MissionWire; onClaimed: (text: string) => void }) {
  const { t, i18n } = useTranslation("rewards");
  const claim = useClaimMission();
  const explain = useRewardsError();
  const money = mission.trigger !== "login";
  const show = (v: string) => (money ? `${formatMinor(v, i18n.language)} ₫` : v);
  const what = t(`missions.trigger.${mission.trigger}`, {
    category: mission.category ? t(`categories.${mission.category}`) : t("categories.any"),
  });
  const onClaim = () =>
    claim.mutate(mission.id, {
      onSuccess: (result) => {
        const amount = `${formatMinor(result.amount, i18n.language)} ₫`;
        const text =
          result.wagering > 0
            ? t("claim.successBonus", { amount, multiple: result.wagering })
            : t("claim.success", { amount });
        onClaimed(text);
        toast({ tone: "success", title: t("claim.successTitle"), body: text });
      },
      onError: (error) => toast({ tone: "error", title: t("claim.failed"), body: explain(error) }),
    });
  return (
    <Card className="grid gap-3 p-4" data-testid="mission-card" data-state={mission.state}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-semibold text-fg">{mission.title}</span>
          <span className="text-sm text-fg-muted">{what}</span>
        </div>
        <div className="grid justify-items-end gap-0.5 text-right">
          <Money value={mission.rewardAmount} className="font-display text-lg font-bold text-gold" />
          <span className="text-xs text-fg-muted">
            {mission.wagering > 0 ? t("wagering.bonus", { multiple: mission.wagering }) : t("wagering.cash")}
          </span>
        </div>
      </div>
      <ProgressBar
        value={BigInt(mission.progress)}
        max={BigInt(mission.target)}
        label={t("missions.progressOf", { title: mission.title })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-fg-muted tabular-nums">
          {show(mission.progress)} / {show(mission.target)}
        </span>
        {mission.state === "claimable" ? (
          <Button
            variant="gold"
            size="sm"
            onClick={onClaim}
            disabled={claim.isPending}
            aria-label={t("claim.buttonFor", { title: mission.title })}
          >
            {claim.isPending ? t("claim.claiming") : t("claim.button")}
          </Button>
        ) : (
          <span
            className={cn(
              "rounded-full px-2.5 py-1 text-xs font-bold",
              mission.state === "claimed" ? "bg-jade/15 text-jade" : "bg-surface-2 text-fg-muted",
            )}
          >
            {t(`missions.state.${mission.state}`)}
          </span>
        )}
      </div>
    </Card>
  );
}

function Races() {
  const { t } = useTranslation("rewards");
  const races = useRaces();
  if (races.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (races.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("race.error")}
          description={t("errors.retryText")}
          action={<Button onClick={() => void races.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }
  if (races.data.list.length === 0) return <EmptyState title={t("race.empty")} description={t("race.emptyText")} />;
  const clock: Clock = { serverTime: races.data.serverTime, receivedAt: races.dataUpdatedAt };
  return (
    <div className="grid gap-6">
      {races.data.list.map((race) => (
        <RaceCard key={race.id} race={race} clock={clock} />
      ))}
    </div>
  );
}

function RaceCard({ race, clock }: { race: RaceWire; clock: Clock }) {
  const { t, i18n } = useTranslation("rewards");
  const meOnBoard = race.board.some((row) => row.me);
  return (
    <Card className="grid gap-4 p-4" data-testid="race-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <span className="font-semibold text-fg">{race.title}</span>
          <span className="text-xs text-fg-muted">
            {formatDateTime(race.startsAt, i18n.language)} – {formatDateTime(race.endsAt, i18n.language)} (GMT+7)
          </span>
        </div>
        <span className="rounded-full bg-gold/15 px-2.5 py-1 text-xs font-bold text-gold">
          {race.state === "running" ? (
            <>
              {t("race.endsIn")} <TimeLeft to={race.endsAt} clock={clock} />
            </>
          ) : (
            t(`race.state.${race.state}`)
          )}
        </span>
      </div>
      <p className="text-sm text-fg-muted">{t("race.rules")}</p>
      <div className="flex flex-wrap gap-2" aria-label={t("race.prizes")} role="list">
        {race.prizes.slice(0, 5).map((prize) => (
          <span key={prize.rank} role="listitem" className="rounded-lg bg-surface-2 px-2.5 py-1 text-xs">
            {t("race.rank", { rank: prize.rank })}: <Money value={prize.amount} className="font-semibold text-fg" />
          </span>
        ))}
      </div>
      {race.board.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("race.noScores")}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t("race.boardCaption", { title: race.title })}</caption>
          <thead>
            <tr className="text-left text-xs text-fg-muted">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t("race.col.rank")}
              </th>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t("race.col.member")}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {t("race.col.score")}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t("race.col.prize")}
              </th>
            </tr>
          </thead>
          <tbody>
            {race.board.map((row) => (
              <BoardRow key={row.rank} row={row} />
            ))}
            {!meOnBoard && race.me && <BoardRow row={race.me} separated />}
          </tbody>
        </table>
      )}
      {!race.me && race.state !== "upcoming" && <p className="text-xs text-fg-muted">{t("race.notRanked")}</p>}
      {race.paid && <p className="text-xs font-medium text-jade">{t("race.paidNote")}</p>}
    </Card>
  );
}

function BoardRow({ row, separated }: { row: RaceBoardRow; separated?: boolean }) {
  const { t, i18n } = useTranslation("rewards");
  return (
    <tr
      className={cn(
        "border-t border-line",
        row.me && "bg-gold/10 font-semibold",
        separated && "border-t-2 border-dashed",
      )}
      aria-current={row.me ? "true" : undefined}
      data-testid={row.me ? "race-my-row" : undefined}
    >
      <td className="py-1.5 pr-2 tabular-nums">{row.rank}</td>
      <td className="py-1.5 pr-2">
        {row.account}
        {row.me && <span className="ml-1 text-xs text-gold">({t("race.you")})</span>}
      </td>
      <td className="py-1.5 pr-2 text-right tabular-nums">{formatMinor(row.score, i18n.language, { decimals: 0 })}</td>
      <td className="py-1.5 text-right">{row.prize ? <Money value={row.prize} /> : "—"}</td>
    </tr>
  );
}
