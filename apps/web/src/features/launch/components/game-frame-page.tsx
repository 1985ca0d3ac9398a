import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CATEGORY_ROUTES } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ChevronLeftIcon } from "../../../components/ui/icons";
import { PageContainer } from "../../../components/ui/page-container";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { useGameWalletReturn } from "../game-wallet";
import { useLaunchedGame, useLaunchVersion, type LaunchedGame } from "../launched-game";
import { categoryOfVendor } from "../recommend";
import { FrameActions, LaunchedGameIframe, useFullscreen } from "./frame-controls";

/** The lobbies the empty /game page offers. */
const LOBBIES = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS"] as const;

/**
 * /game (spec §2, header-only layout): the launched game's page in a full-height iframe under a
 * slim bar (name, back to the lobby, reload, full screen). The address comes from session storage,
 * so a reload of /game keeps the game; a launch while here switches the frame in place. Leaving
 * the page returns a transfer-wallet game's money to the main wallet. `meter` is what the app puts
 * between the bar and the frame (the promotions feature's wagering meter).
 */
export function GameFramePage({ meter }: { meter?: (game: LaunchedGame) => ReactNode } = {}) {
  const { t } = useTranslation(["launch", "common"]);
  const game = useLaunchedGame();
  const version = useLaunchVersion();
  const vendors = useGameVendors();
  const [reloads, setReloads] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  // Leaving /game returns what a transfer-wallet game holds to the main wallet (decision 53).
  useGameWalletReturn(game, version);

  useGameNameInTitle(game?.gameName);

  if (!game) {
    return (
      <PageContainer className="grid flex-1 content-center">
        <h1 className="sr-only">{t("frame.emptyHeading")}</h1>
        <EmptyState
          title={t("frame.emptyTitle")}
          description={t("frame.emptyBody")}
          action={
            <nav aria-label={t("frame.lobbies")}>
              <ul className="flex flex-wrap justify-center gap-2">
                {LOBBIES.map((category) => (
                  <li key={category}>
                    <Link
                      to={CATEGORY_ROUTES[category]}
                      className={buttonClasses({ variant: "secondary", size: "sm" })}
                    >
                      {t(`common:categories.${category}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
      </PageContainer>
    );
  }

  const category = categoryOfVendor(vendors.data ?? [], game.vassalage);
  const lobby = category ? CATEGORY_ROUTES[category] : "/index";
  const name = game.gameName || t("frame.untitled");

  return (
    <div ref={frameRef} className="flex min-h-[420px] flex-1 flex-col bg-bg">
      <div className="flex h-12 shrink-0 items-center gap-1 border-b border-line bg-bg-elevated px-2 sm:gap-2 sm:px-4">
        <Link
          to={lobby}
          data-testid="game-frame-back"
          className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full pr-3 pl-2 text-sm font-semibold text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <ChevronLeftIcon className="size-5" />
          <span className="hidden sm:inline">{t("frame.backToLobby")}</span>
          <span className="sr-only sm:hidden">{t("frame.backToLobby")}</span>
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-center font-display text-base font-bold text-fg sm:text-lg">
          {name}
        </h1>
        <FrameActions
          onReload={() => setReloads((n) => n + 1)}
          fullscreen={fullscreen}
          testIds={{ reload: "game-frame-reload", fullscreen: "game-frame-fullscreen" }}
        />
      </div>
      {meter?.(game)}
      <LaunchedGameIframe url={game.url} name={name} version={version} reloads={reloads} testId="game-frame" />
    </div>
  );
}

/**
 * Puts the game's name in front of the route's title ("Golden Koi · Đang chơi — Lotus") and keeps it
 * there when the app sets the route title (after this page's effects, and on a language change). It
 * lives here rather than in the app's title hook so the first page carries none of it (JS budget).
 */
function useGameNameInTitle(name: string | undefined) {
  useEffect(() => {
    const title = document.querySelector("title");
    if (!name || !title) return;
    const prefix = `${name} · `;
    const apply = () => {
      if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [name]);
}
