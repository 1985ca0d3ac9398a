import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button";
import { PageContainer } from "../../../components/ui/page-container";
import { useLotteryMenu } from "../api/get-lottery-menu";
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
 * the game's board (spec §3 lottery launch: lottoGameCode, lottoView); otherwise a game chooser.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const verify = params.get("verify");
  const code = (params.get("game") ?? "").toUpperCase();
  if (verify !== null) return <VerifyPage drawId={verify} />;
  if (/^[A-Z0-9_]{2,16}$/.test(code)) {
    return <BettingPage key={code} code={code} view={params.get("view")} backUrl={params.get("backUrl")} />;
  }
  return <GameChooser />;
}
