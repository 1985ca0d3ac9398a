import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import { PageContainer } from "../../../components/ui/page-container";
import { useLotteryMenu } from "../api/get-lottery-menu";
import { readLotteryQuery } from "../utils/board-params";
import { BettingPage } from "./betting-page";
import { bettingHref, LoadError, LoadingBlock, Panel } from "./lottery-parts";
import { VerifyPage } from "./verify-page";

/** /lottery without a game: every game of the menu by group. */
function GameChooser() {
  const { t } = useTranslation("lottery");
  const menu = useLotteryMenu();
  return (
    <PageContainer className="grid gap-5" data-testid="lottery-chooser">
      <h1 className="font-display text-3xl font-bold text-fg">{t("chooser.title")}</h1>
      {!menu.data ? (
        menu.isError ? (
          <LoadError title={t("errors.menu")} onRetry={() => void menu.refetch()} />
        ) : (
          <LoadingBlock lines={3} className="h-28" />
        )
      ) : (
        menu.data.gameMenus.map((group) => (
          <Panel key={group.gameGroupCode} id={`group-${group.gameGroupCode}`} title={group.labelName}>
            <ul className="flex flex-wrap gap-2">
              {group.games.map((game) => (
                <li key={game.code}>
                  <Link to={bettingHref(game.code)} className={buttonClasses({ size: "sm", variant: "secondary" })}>
                    {game.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        ))
      )}
    </PageContainer>
  );
}

/**
 * /lottery: `?verify=<drawId>` the verification page; `?game=<code>&view=betting|lobby&backUrl=`
 * the game's board (spec §3 lottery launch: lottoGameCode, lottoView), `&tab=bet|tickets|results`
 * on that tab and `&issue=` on that draw's results (the betting record's links); otherwise a game
 * chooser. A new link (another draw or tab) opens the board afresh.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const query = readLotteryQuery(params);
  if (query.page === "verify") return <VerifyPage drawId={query.drawId} />;
  if (query.page === "board") {
    return (
      <BettingPage
        key={`${query.code}:${query.tab}:${query.issue ?? ""}`}
        code={query.code}
        tab={query.tab}
        issue={query.issue}
        backUrl={query.backUrl}
      />
    );
  }
  return <GameChooser />;
}
