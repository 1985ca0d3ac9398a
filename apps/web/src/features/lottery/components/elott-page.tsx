import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LotteryGame } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLotteryMenu } from "../api/get-lottery-menu";
import { useLotteryOpened } from "../api/get-lottery-opened";
import { useServerNow } from "../hooks/use-server-now";
import { serverOffsetMs } from "../utils/countdown";
import { NextDrawLine } from "./game-card";
import { bettingHref, LoadError, LoadingBlock, LotteryNumber, verifyHref } from "./lottery-parts";

function LastResult({ game }: { game: LotteryGame }) {
  const { t } = useTranslation("lottery");
  const latest = useLotteryOpened(game.code);
  if (!latest.data) {
    return latest.isError ? (
      <p className="text-sm text-fg-muted">{t("results.emptyBody")}</p>
    ) : (
      <Skeleton className="h-16 w-full" />
    );
  }
  const draw = latest.data;
  const special = draw.result?.prizes.find((p) => p.prize === "DB")?.numbers[0];
  const endings = (draw.result?.prizes ?? []).flatMap((p) => p.numbers).map((n) => n.slice(-2));
  return (
    <div className="grid gap-2 rounded-xl bg-surface-2/60 p-3" data-testid={`elott-last-${game.code}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="text-fg-muted">{t("elott.lastIssue", { issue: draw.issue })}</span>
        {(draw.state === "drawn" || draw.state === "settled") && (
          <Link to={verifyHref(draw.drawId)} className="font-semibold text-gold underline-offset-4 hover:underline">
            {t("verify.link")}
          </Link>
        )}
      </div>
      {special ? (
        <p className="font-mono text-2xl text-brand">
          <span className="sr-only">{t("prize.DB")} </span>
          <LotteryNumber number={special} />
        </p>
      ) : (
        <p className="text-sm text-fg-muted">{t("results.notYet")}</p>
      )}
      {endings.length > 1 && (
        <p className="font-mono text-xs leading-relaxed tracking-wide text-fg-muted" aria-label={t("elott.endings")}>
          {endings.join(" ")}
        </p>
      )}
    </div>
  );
}

function ElottCard({ game, now }: { game: LotteryGame; now: number }) {
  const { t } = useTranslation("lottery");
  return (
    <article
      className="grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-gold/60"
      data-testid={`elott-game-${game.code}`}
      aria-labelledby={`elott-${game.code}-name`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={`elott-${game.code}-name`} className="font-display text-xl font-bold text-fg">
            {game.name}
          </h2>
          {game.intervalSeconds !== null && (
            <p className="text-sm text-fg-muted">
              {t("elott.every", { count: Math.max(1, Math.round(game.intervalSeconds / 60)) })} ·{" "}
              {t(`structure.${game.structure}`)}
            </p>
          )}
        </div>
        <span
          className="grid size-12 shrink-0 place-items-center rounded-full bg-gold-fill font-display text-lg font-bold text-on-gold"
          aria-hidden="true"
        >
          {game.code.replace(/^EL/, "")}′
        </span>
      </div>
      <NextDrawLine game={game} now={now} />
      <LastResult game={game} />
      <Link
        to={bettingHref(game.code)}
        className={buttonClasses({ className: "w-full" })}
        data-testid={`elott-play-${game.code}`}
        aria-label={t("elott.playNamed", { name: game.name })}
      >
        {t("elott.play")}
      </Link>
    </article>
  );
}

/** /elott: the fast games (EL1, EL3, EL5) with their countdowns and last results; a card opens the board. */
export function ElottPage() {
  const { t } = useTranslation("lottery");
  const menu = useLotteryMenu();
  const now = useServerNow(menu.data ? serverOffsetMs(menu.data.serverTime, menu.data.receivedAt) : 0);
  const games = menu.data?.gameMenus.find((g) => g.gameGroupCode === "ELOTT")?.games ?? [];
  let body;
  if (!menu.data) {
    body = menu.isError ? (
      <LoadError title={t("errors.menu")} onRetry={() => void menu.refetch()} />
    ) : (
      <div className="grid gap-4 md:grid-cols-3">
        <LoadingBlock className="h-80" />
        <LoadingBlock className="h-80" />
        <LoadingBlock className="h-80" />
      </div>
    );
  } else if (games.length === 0) {
    body = <EmptyState title={t("elott.emptyTitle")} description={t("elott.emptyBody")} />;
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {games.map((game) => (
          <li key={game.code}>
            <ElottCard game={game} now={now} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <PageContainer className="grid gap-6" data-testid="elott-page">
      <section className="lotus-hero relative isolate overflow-hidden rounded-card border border-line px-5 py-6 sm:px-8">
        <p className="mb-1 text-xs font-bold tracking-[0.2em] text-gold uppercase">{t("elott.eyebrow")}</p>
        <h1 className="font-display text-3xl font-bold text-fg">{t("elott.title")}</h1>
        <p className="mt-2 max-w-2xl text-fg-muted">{t("elott.subtitle")}</p>
        <Link to="/vnlottery" className={buttonClasses({ size: "sm", variant: "secondary", className: "mt-4" })}>
          {t("elott.toVn")}
        </Link>
      </section>
      {body}
    </PageContainer>
  );
}
