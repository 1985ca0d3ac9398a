import { useRef, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../../components/ui/icons";
import { useGameWalletReturn } from "../game-wallet";
import type { LaunchedGame } from "../launched-game";
import { FrameActions, LaunchedGameIframe, useFullscreen } from "./frame-controls";

/**
 * The game popup frame (spec §2 modals): a large modal with the game's iframe, for launches that
 * ask to stay on the page. Like every modal it is not closed by a click outside, Esc closes it and
 * page scroll is frozen; on phones it takes the whole screen. `sessionBar` (the app passes the
 * responsible-gaming session time and net position) stays under the bar while the game is open.
 */
export function GamePopupFrame({
  game,
  version,
  onClose,
  sessionBar,
}: {
  game: LaunchedGame | null;
  version: number;
  onClose: () => void;
  sessionBar?: ReactNode;
}) {
  const { t } = useTranslation(["launch", "common"]);
  const [reloads, setReloads] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(contentRef);
  // Closing the popup returns what a transfer-wallet game holds to the main wallet.
  useGameWalletReturn(game, version);
  const name = game?.gameName || t("frame.untitled");
  return (
    <Dialog.Root open={game !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lotus-overlay fixed inset-0 z-50 bg-black/75 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={contentRef}
          data-testid="game-popup-frame"
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          className="lotus-modal fixed inset-0 z-50 flex flex-col overflow-hidden bg-bg-elevated text-fg shadow-2xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(86dvh,900px)] sm:w-[min(94vw,1400px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:border sm:border-line"
        >
          <div className="h-1 shrink-0 bg-gradient-to-r from-brand via-gold to-brand" aria-hidden="true" />
          <div className="flex h-12 shrink-0 items-center gap-1 border-b border-line px-2 sm:px-3">
            <Dialog.Title className="min-w-0 flex-1 truncate px-2 font-display text-base font-bold sm:text-lg">
              {name}
            </Dialog.Title>
            <FrameActions onReload={() => setReloads((n) => n + 1)} fullscreen={fullscreen} />
            <Dialog.Close
              aria-label={t("common:actions.close")}
              data-testid="game-popup-close"
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {game && sessionBar}
          {game && (
            <LaunchedGameIframe
              url={game.url}
              name={name}
              version={version}
              reloads={reloads}
              testId="game-popup-iframe"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
