import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LotteryGame } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { formatDateTime, formatTimeOfDay, todayInBrandZone } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { useWaitingOfficialDraw } from "../hooks/use-waiting-official-draw";
import { isTakingBets } from "../utils/countdown";
import { AwaitingOfficial, bettingHref, Countdown, DrawStateBadge } from "./lottery-parts";

/**
 * A game's next draw: state, issue, cut-off countdown while it takes bets. A game with official
 * results whose draw is past its time shows that draw as waiting for the official result first.
 */
export function NextDrawLine({ game, now }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation("lottery");
  const language = useLanguage();
  const waiting = useWaitingOfficialDraw(game, now);
  const next = waiting?.drawId === game.next?.drawId ? null : game.next;
  const waitingLine = waiting && <AwaitingOfficial issue={waiting.issue} testId={`awaiting-official-${game.code}`} />;
  if (!next) return waitingLine || <p className="text-sm text-fg-muted">{t("game.noDraw")}</p>;
  return (
    <div className="grid gap-1 text-sm">
      {waitingLine}
      <div className="flex flex-wrap items-center gap-2">
        <DrawStateBadge state={next.state} />
        <span className="text-fg-muted">{t("game.issue", { issue: next.issue })}</span>
      </div>
      {isTakingBets(next, now) ? (
        <p className="text-fg">
          {t("game.closesIn")}{" "}
          <Countdown
            until={next.closesAt}
            now={now}
            label={t("game.closesIn")}
            className="text-lg font-bold text-brand dark:text-brand-strong"
            testId={`countdown-${game.code}`}
          />
        </p>
      ) : (
        <p className="text-fg-muted">
          {t("game.drawAt", {
            time:
              todayInBrandZone(new Date(next.drawAt)) === todayInBrandZone(new Date(now))
                ? formatTimeOfDay(next.drawAt, language)
                : formatDateTime(next.drawAt, language),
          })}
        </p>
      )}
    </div>
  );
}

/** A station or fast game in a lobby: name, next draw and the ways in (bet, results, statistics). */
export function GameCard({
  game,
  now,
  resultsHref,
  statsHref,
}: {
  game: LotteryGame;
  now: number;
  resultsHref?: string;
  statsHref?: string;
}) {
  const { t } = useTranslation("lottery");
  return (
    <article
      className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
      data-testid={`lottery-game-${game.code}`}
      aria-labelledby={`game-${game.code}-name`}
    >
      <h3 id={`game-${game.code}-name`} className="font-display text-lg font-bold text-fg">
        {game.name}
      </h3>
      <NextDrawLine game={game} now={now} />
      <div className="flex flex-wrap gap-2">
        {game.enabled ? (
          <Link to={bettingHref(game.code)} className={buttonClasses({ size: "sm" })} data-testid={`bet-${game.code}`}>
            {t("actions.bet")}
          </Link>
        ) : (
          <span className="text-sm text-fg-muted">{t("game.disabled")}</span>
        )}
        {resultsHref && (
          <Link to={resultsHref} className={buttonClasses({ size: "sm", variant: "secondary" })}>
            {t("actions.results")}
          </Link>
        )}
        {statsHref && (
          <Link to={statsHref} className={buttonClasses({ size: "sm", variant: "ghost" })}>
            {t("actions.stats")}
          </Link>
        )}
      </div>
    </article>
  );
}
