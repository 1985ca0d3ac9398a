import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import {
  clearGameLaunch,
  requestGameLaunch,
  useGameLaunchRequest,
  type GameLaunchRequest,
} from "../../../lib/game-launch";
import { currentLanguage } from "../../../lib/language";
import { invalidateRecentGames } from "../../../lib/queries/games";
import { balanceQueryOptions, invalidateMoney } from "../../../lib/queries/money";
import { usePermissionValue } from "../../../lib/queries/permission";
import { getSession } from "../../../lib/session";
import { launchGame } from "../api/launch-game";
import { returnsSettled } from "../game-wallet";
import {
  GAME_PAGE_PATH,
  buildLaunchBody,
  isOnGamePage,
  pickGameUrl,
  saveLaunchedGame,
  type LaunchedGame,
} from "../launched-game";
import { GamePopupFrame } from "./game-popup-frame";
import { LoginFirstDialog } from "./login-first-dialog";
import { MaintenanceDialog } from "./maintenance-dialog";

type Phase =
  | { kind: "idle" }
  | { kind: "loginFirst"; request: GameLaunchRequest }
  | { kind: "maintenance"; request: GameLaunchRequest }
  | { kind: "loading"; request: GameLaunchRequest }
  | { kind: "error"; request: GameLaunchRequest; message: string };

/** Codes after which the member must log in (again) before playing. */
const LOGIN_CODES = new Set(["please_login_first", "session_expired"]);

/**
 * Handles every "Play" of the site (lib/game-launch requestGameLaunch), mounted once in the
 * overlays: "please log in first" for visitors (spec §6), the maintenance recommendation (isNew = 1
 * or a game_maintenance answer), the loader, the launch call, the stored iframe URL and the move to
 * /game unless already there (spec §2, §4); or the game popup frame when the request asks for it.
 */
export default function GameLaunchOverlay({ sessionBar }: { sessionBar?: ReactNode } = {}) {
  const { t } = useTranslation(["launch", "common"]);
  const request = useGameLaunchRequest();
  const { site } = usePermissionValue();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [popup, setPopup] = useState<{ game: LaunchedGame; version: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest location and site for the async launch, without restarting it when they change.
  const latest = useRef({ pathname, merchantCode: site.merchantCode });
  latest.current = { pathname, merchantCode: site.merchantCode };

  /** Whether the vendor keeps its own wallet: the balance lists every transfer-wallet vendor. */
  const keepsOwnWallet = useCallback(
    async (vendorCode: string) => {
      const token = getSession()?.token;
      if (!token) return false;
      try {
        const balances = await queryClient.ensureQueryData(balanceQueryOptions(token));
        return balances.wallets.some((wallet) => wallet.vendorCode === vendorCode);
      } catch {
        // Unknown: returning an empty wallet on leaving costs nothing.
        return true;
      }
    },
    [queryClient],
  );

  const launch = useCallback(
    async (wanted: GameLaunchRequest) => {
      const session = getSession();
      if (!session) {
        setPhase({ kind: "loginFirst", request: wanted });
        return;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPhase({ kind: "loading", request: wanted });
      const body = buildLaunchBody(wanted, {
        account: session.account,
        token: session.token,
        merchantCode: latest.current.merchantCode,
        language: currentLanguage(),
      });
      try {
        // A return of the game just left finishes first: it must not take this game's money.
        await returnsSettled();
        const value = await launchGame(body, abort.signal);
        const url = pickGameUrl(value);
        if (!url) throw new ApiError("system_error", "", 200);
        const game: LaunchedGame = {
          url,
          // A room's launch names the game and the table.
          gameName:
            wanted.roomId !== undefined && value.gameName
              ? `${value.gameName} · ${wanted.gameName}`
              : value.gameName || wanted.gameName,
          vassalage: value.vassalage,
          gameId: value.gameId,
          ...(wanted.roomId !== undefined ? { roomId: wanted.roomId } : {}),
          ...((await keepsOwnWallet(value.vassalage)) ? { transferWallet: true } : {}),
        };
        // The recent games changed, and a transfer-wallet vendor's launch moved the main balance.
        void invalidateRecentGames(queryClient);
        void invalidateMoney(queryClient);
        setPhase({ kind: "idle" });
        if (wanted.popup) {
          setPopup((previous) => ({ game, version: (previous?.version ?? 0) + 1 }));
          return;
        }
        setPopup(null);
        saveLaunchedGame(game);
        if (!isOnGamePage(latest.current.pathname)) void navigate(GAME_PAGE_PATH);
      } catch (error) {
        if (abort.signal.aborted) return;
        const code = error instanceof ApiError ? error.code : "";
        if (code === "game_maintenance") setPhase({ kind: "maintenance", request: wanted });
        else if (LOGIN_CODES.has(code)) setPhase({ kind: "loginFirst", request: wanted });
        else {
          const message =
            error instanceof ApiError && error.message !== "" ? error.message : t("common:errors.network");
          setPhase({ kind: "error", request: wanted, message });
        }
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [navigate, queryClient, t, keepsOwnWallet],
  );

  useEffect(() => {
    if (!request) return;
    clearGameLaunch();
    if (!getSession()) setPhase({ kind: "loginFirst", request });
    else if (request.underMaintenance) setPhase({ kind: "maintenance", request });
    else void launch(request);
  }, [request, launch]);

  useEffect(() => () => controller.current?.abort(), []);

  const close = () => setPhase({ kind: "idle" });
  const loading = phase.kind === "loading" ? phase.request : null;

  return (
    <>
      {loading && (
        <div
          className="lotus-overlay fixed inset-0 z-[60] grid place-items-center bg-black/60 backdrop-blur-[2px]"
          data-testid="game-launch-loader"
        >
          <div
            role="status"
            aria-live="polite"
            className="flex max-w-[90vw] items-center gap-4 rounded-card border border-line bg-bg-elevated px-6 py-5 text-fg shadow-2xl"
          >
            <Spinner className="size-8" />
            <span className="min-w-0">
              <span className="block font-semibold">{t("loader.title")}</span>
              <span className="block truncate text-sm text-fg-muted">{loading.gameName}</span>
            </span>
          </div>
        </div>
      )}

      <LoginFirstDialog gameName={phase.kind === "loginFirst" ? phase.request.gameName : null} onClose={close} />

      <MaintenanceDialog
        request={phase.kind === "maintenance" ? phase.request : null}
        onClose={close}
        onPlay={(game) => {
          const popupWanted = phase.kind === "maintenance" && phase.request.popup === true;
          close();
          requestGameLaunch({
            gameId: game.gameId,
            vassalage: game.vassalage,
            gameName: game.gameName,
            underMaintenance: game.isNew === 1,
            popup: popupWanted,
          });
        }}
      />

      <Modal
        open={phase.kind === "error"}
        onOpenChange={(open) => !open && close()}
        size="dialog"
        title={t("error.title")}
        description={phase.kind === "error" ? phase.message : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={close} data-testid="game-launch-error-close">
              {t("common:actions.close")}
            </Button>
            <Button
              data-testid="game-launch-retry"
              onClick={() => {
                if (phase.kind === "error") void launch(phase.request);
              }}
            >
              {t("common:actions.retry")}
            </Button>
          </>
        }
      />

      <GamePopupFrame
        game={popup?.game ?? null}
        version={popup?.version ?? 0}
        onClose={() => setPopup(null)}
        sessionBar={sessionBar}
      />
    </>
  );
}
