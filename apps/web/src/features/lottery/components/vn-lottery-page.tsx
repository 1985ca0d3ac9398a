import { useSearchParams, Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  stationsOn,
  type LotteryBetStructure,
  type LotteryGame,
  type LotteryGroup,
  type LotteryRegion,
} from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageContainer } from "../../../components/ui/page-container";
import { todayInBrandZone } from "../../../lib/date-time";
import { useLotteryMenu } from "../api/get-lottery-menu";
import { useLotteryOpened } from "../api/get-lottery-opened";
import { useServerNow } from "../hooks/use-server-now";
import { serverOffsetMs } from "../utils/countdown";
import { GameCard } from "./game-card";
import { bettingHref, LoadError, LoadingBlock, Panel } from "./lottery-parts";
import { LotteryTabs, TabPanel } from "./lottery-tabs";
import { DrawResult, ResultsHistory } from "./results-history";
import { StatsPanel } from "./stats-panel";

const REGIONS: readonly { region: LotteryRegion; group: LotteryGroup }[] = [
  { region: "north", group: "NORTH" },
  { region: "central", group: "CENTRAL" },
  { region: "south", group: "SOUTH" },
];
type StationTab = "results" | "stats";

const stationHref = (code: string, tab: StationTab) => `/vnlottery?game=${encodeURIComponent(code)}&tab=${tab}`;

/** The region's games drawing today (Miền Bắc's one game always; the weekday's stations elsewhere). */
export function gamesToday(region: LotteryRegion, games: readonly LotteryGame[], today: string): LotteryGame[] {
  if (region === "north") return [...games];
  const codes: readonly string[] = stationsOn(region, today);
  return codes.flatMap((code) => games.filter((g) => g.code === code || g.stationCode === code));
}

function LatestResult({ game }: { game: LotteryGame }) {
  const { t } = useTranslation("lottery");
  const latest = useLotteryOpened(game.code);
  if (!latest.data) {
    if (latest.isError) return <p className="text-sm text-fg-muted">{t("results.emptyBody")}</p>;
    return <LoadingBlock className="h-72" />;
  }
  return (
    <DrawResult draw={latest.data} structure={game.structure} resultSource={game.resultSource} withHeadTail={false} />
  );
}

function RegionOverview({ region, games, now }: { region: LotteryRegion; games: LotteryGame[]; now: number }) {
  const { t } = useTranslation("lottery");
  const today = gamesToday(region, games, todayInBrandZone(new Date(now)));
  const others = games.filter((g) => !today.includes(g));
  return (
    <div className="grid gap-6">
      <Panel id={`today-${region}`} title={t("lobby.today")}>
        {today.length === 0 ? (
          <EmptyState title={t("lobby.noDrawToday")} description={t("lobby.noDrawTodayBody")} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {today.map((game) => (
              <li key={game.code}>
                <GameCard
                  game={game}
                  now={now}
                  resultsHref={stationHref(game.code, "results")}
                  statsHref={stationHref(game.code, "stats")}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {today.length > 0 && (
        <Panel id={`latest-${region}`} title={t("lobby.latestResults")}>
          <div className="grid gap-6 xl:grid-cols-2">
            {today.map((game) => (
              <section key={game.code} aria-label={game.name} className="grid gap-2">
                <h3 className="font-display text-base font-bold text-gold">{game.name}</h3>
                <LatestResult game={game} />
              </section>
            ))}
          </div>
        </Panel>
      )}
      {others.length > 0 && (
        <Panel id={`others-${region}`} title={t("lobby.otherStations")}>
          <ul className="flex flex-wrap gap-2">
            {others.map((game) => (
              <li key={game.code}>
                <Link
                  to={stationHref(game.code, "results")}
                  className={buttonClasses({ size: "sm", variant: "secondary" })}
                  data-testid={`station-${game.code}`}
                >
                  {game.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}

function StationView({ game, tab, onTab }: { game: LotteryGame; tab: StationTab; onTab: (tab: StationTab) => void }) {
  const { t } = useTranslation("lottery");
  const structure: LotteryBetStructure = game.structure;
  return (
    <section aria-labelledby="station-heading" className="grid gap-4" data-testid={`station-view-${game.code}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="station-heading" className="font-display text-2xl font-bold text-fg">
          {game.name}
        </h2>
        {game.enabled && (
          <Link to={bettingHref(game.code)} className={buttonClasses({ size: "sm" })} data-testid={`bet-${game.code}`}>
            {t("actions.bet")}
          </Link>
        )}
      </div>
      <LotteryTabs
        label={t("lobby.stationTabs")}
        base="station"
        value={tab}
        onChange={onTab}
        className="max-w-sm"
        tabs={[
          { id: "results", label: t("tabs.results"), testId: "station-tab-results" },
          { id: "stats", label: t("tabs.stats"), testId: "station-tab-stats" },
        ]}
      />
      <TabPanel base="station" value={tab}>
        {tab === "results" ? (
          <ResultsHistory gameCode={game.code} structure={structure} resultSource={game.resultSource} />
        ) : (
          <StatsPanel gameCode={game.code} />
        )}
      </TabPanel>
    </section>
  );
}

/**
 * /vnlottery: the Vietnamese lottery lobby. Region tabs (Miền Bắc, Trung, Nam) with today's
 * stations, their countdowns and latest results; `?game=<code>&tab=results|stats` opens a
 * station's results history or statistics.
 */
export function VnLotteryPage() {
  const { t } = useTranslation("lottery");
  const [params, setParams] = useSearchParams();
  const menu = useLotteryMenu();
  const now = useServerNow(menu.data ? serverOffsetMs(menu.data.serverTime, menu.data.receivedAt) : 0);
  const groups = menu.data?.gameMenus ?? [];
  const code = params.get("game") ?? "";
  const gameGroup = groups.find((g) => g.games.some((game) => game.code === code));
  const game = gameGroup?.games.find((g) => g.code === code);
  const requestedRegion = params.get("region") as LotteryRegion | null;
  const region =
    REGIONS.find((r) => r.group === gameGroup?.gameGroupCode)?.region ??
    REGIONS.find((r) => r.region === requestedRegion)?.region ??
    "north";
  const tab: StationTab = params.get("tab") === "stats" ? "stats" : "results";
  const regionGames =
    groups.find((g) => g.gameGroupCode === REGIONS.find((r) => r.region === region)!.group)?.games ?? [];

  let body;
  if (!menu.data) {
    body = menu.isError ? (
      <LoadError title={t("errors.menu")} onRetry={() => void menu.refetch()} />
    ) : (
      <LoadingBlock lines={3} className="h-40" />
    );
  } else if (code && !game) {
    body = <EmptyState title={t("errors.gameNotFound")} description={t("errors.gameNotFoundBody")} />;
  } else if (game) {
    body = (
      <StationView
        game={game}
        tab={tab}
        onTab={(next) => setParams({ game: game.code, tab: next }, { replace: true })}
      />
    );
  } else {
    body = <RegionOverview region={region} games={regionGames} now={now} />;
  }

  return (
    <PageContainer className="grid gap-5" data-testid="vnlottery-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-fg">{t("lobby.vnTitle")}</h1>
          <p className="mt-1 text-sm text-fg-muted">{t("lobby.vnSubtitle")}</p>
        </div>
        <Link to="/elott" className={buttonClasses({ size: "sm", variant: "secondary" })}>
          {t("lobby.toElott")}
        </Link>
      </div>
      <LotteryTabs
        label={t("lobby.regions")}
        base="region"
        value={region}
        onChange={(next) => setParams({ region: next })}
        tabs={REGIONS.map((r) => ({ id: r.region, label: t(`region.${r.region}`), testId: `region-tab-${r.region}` }))}
      />
      <TabPanel base="region" value={region}>
        {body}
      </TabPanel>
    </PageContainer>
  );
}
