import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type RankEntry } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { CrownIcon } from "../../../components/ui/icons";
import { SectionHeading } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDay, formatTimeOfDay, timeZoneLabel } from "../../../lib/date-time";
import { requestGameLaunch } from "../../../lib/game-launch";
import { useRankList, type RankType } from "../../../lib/queries/games";

const TABS: RankType[] = ["latest", "biggest"];
const BOARD_SIZE = 10;

function RankRows({ type }: { type: RankType }) {
  const { t, i18n } = useTranslation(["home", "common"]);
  const rank = useRankList(type, BOARD_SIZE);
  const language = i18n.language;

  if (rank.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-fg-muted">
        {t("winners.error")}
        <Button size="sm" variant="secondary" onClick={() => void rank.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </div>
    );
  }
  if (!rank.data) {
    return (
      <div className="grid gap-2 p-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (rank.data.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-fg-muted">{t("winners.empty")}</p>;
  }

  const when = (iso: string) => (type === "latest" ? formatTimeOfDay(iso, language) : formatDay(iso, language));
  return (
    <ol className="grid lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-5 lg:gap-x-6 lg:px-2">
      {rank.data.map((entry: RankEntry, position) => (
        <li
          key={`${entry.at}-${entry.account}-${entry.gameId}-${position}`}
          className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 border-b border-line px-3 py-2.5 sm:px-4"
        >
          <span
            aria-hidden="true"
            className={cn(
              "grid size-7 place-items-center rounded-full text-xs font-bold",
              position < 3 && type === "biggest" ? "bg-gold-fill text-on-gold" : "bg-surface-2 text-fg-muted",
            )}
          >
            {position + 1}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-fg">{entry.account}</span>
            <button
              type="button"
              onClick={() =>
                requestGameLaunch({ gameId: entry.gameId, vassalage: entry.vassalage, gameName: entry.gameName })
              }
              aria-label={t("winners.play", { game: entry.gameName })}
              className="block max-w-full cursor-pointer truncate text-left text-xs text-gold hover:underline"
            >
              {entry.gameName}
            </button>
          </span>
          <span className="text-right">
            <span className="block text-sm font-bold text-jade tabular-nums">
              {t("winners.amount", { amount: formatMinor(entry.winAmount, language) })}
            </span>
            <span className="block text-xs text-fg-muted tabular-nums">
              {t("winners.multiplier", { value: entry.multiplier })} · <time dateTime={entry.at}>{when(entry.at)}</time>
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** GCSGAME_getRankList: "Latest winners" and "Biggest wins" from settled rounds, as two tabs. */
export function RankBoard() {
  const { t } = useTranslation(["home", "common"]);
  const [type, setType] = useState<RankType>("latest");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    setType(TABS[wrapped]!);
    tabs.current[wrapped]?.focus();
  }

  return (
    <section aria-labelledby="home-winners" data-testid="rank-board">
      <SectionHeading
        id="home-winners"
        title={
          <>
            {t("winners.title")}
            <CrownIcon className="size-6 text-gold" />
          </>
        }
      />
      <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
        <div role="tablist" aria-label={t("winners.title")} className="flex border-b border-line">
          {TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`winners-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={type === tab}
              aria-controls="winners-panel"
              tabIndex={type === tab ? 0 : -1}
              onClick={() => setType(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "h-12 flex-1 cursor-pointer border-b-2 text-sm font-semibold transition-colors",
                type === tab ? "border-gold text-fg" : "border-transparent text-fg-muted hover:text-fg",
              )}
            >
              {t(`winners.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <div id="winners-panel" role="tabpanel" aria-labelledby={`winners-tab-${type}`}>
          <RankRows type={type} />
        </div>
        <p className="px-4 py-2.5 text-right text-xs text-fg-muted" data-testid="winners-time-zone">
          {t("common:timeZone.note", { zone: timeZoneLabel() })}
        </p>
      </div>
    </section>
  );
}
