import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  openAccountDialog,
  openAgentCentre,
  useAccountDialog,
  useAgentCentrePage,
  useMemberCentrePage,
} from "../../lib/account-dialogs";
import { hasGameWalletMark } from "../../features/launch/game-wallet-mark";
import { useGameLaunchRequest } from "../../lib/game-launch";
import { canEnterMemberCentre, useSession } from "../../lib/session";
import { loadChatDialog } from "../../features/chat";
import { useChatRoom } from "../../lib/chat-room";

// The dialogs are separate chunks, loaded the first time one opens: the home page's
// first paint does not pay for forms nobody has asked for yet.
const AccountDialogs = lazy(() => import("../../features/account/components/account-dialogs"));
const MemberCentre = lazy(() => import("../member-centre/member-centre"));
// The agent centre (agents only), loaded the first time it opens.
const AgentCentre = lazy(() => import("../../features/agents/components/agent-centre"));
const ReceiptPrompt = lazy(() => import("../../features/cashier/components/receipt/receipt-prompt"));
// The chat room dialog (issue 16): loaded the first time it opens.
const ChatDialog = lazy(loadChatDialog);
// The game launch (login first, maintenance, loader, popup frame): loaded with the first "Play".
const GameLaunchOverlay = lazy(() => import("../../features/launch/components/game-launch-overlay"));
// The reality check and the game frame's session bar (responsible gaming, issue 16).
const RealityCheck = lazy(() => import("../../features/protection/components/reality-check"));
const SessionBar = lazy(() =>
  import("../../features/protection/components/session-bar").then((m) => ({ default: m.SessionBar })),
);

/**
 * Opens the dialog a link asks for: `?resetToken=` from the password-reset e-mail, and
 * `?oauthTicket=` / `?oauthError=` on the way back from a social-login provider, and
 * `?agentCentre=<page>` (a direct link into the agent centre; a non-agent sees error_not_agent). The
 * parameter is removed from the address so a reload does not replay it.
 */
function useDialogLinks() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const resetToken = params.get("resetToken");
    const oauthTicket = params.get("oauthTicket");
    const oauthError = params.get("oauthError");
    const agentPage = params.get("agentCentre");
    if (resetToken) openAccountDialog({ kind: "resetPassword", token: resetToken });
    else if (oauthTicket) openAccountDialog({ kind: "socialReturn", ticket: oauthTicket });
    else if (oauthError) openAccountDialog({ kind: "socialError", code: oauthError });
    else if (agentPage !== null) openAgentCentre(agentPage || undefined);
    else return;
    for (const key of ["resetToken", "oauthTicket", "oauthError", "agentCentre"]) params.delete(key);
    void navigate({ pathname, search: params.size > 0 ? `?${params}` : "" }, { replace: true });
  }, [pathname, search, navigate]);
}

/** The account dialogs, the member centre and the game launch, mounted once above every page. */
export function Overlays() {
  useDialogLinks();
  // Spec §3 cpw: a reload in the middle of a forced password change reopens it.
  const session = useSession();
  useEffect(() => {
    if (session?.cpw) openAccountDialog({ kind: "changePassword", forced: true });
  }, [session?.cpw]);
  // What a closed tab left in a transfer-wallet game's wallet comes back (architecture.md decision 53).
  const account = session?.account;
  useEffect(() => {
    if (!account || !hasGameWalletMark()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../../features/launch/game-wallet").then((module) => {
      if (!cancelled) stop = module.returnLeftGameWallets();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [account]);
  const dialog = useAccountDialog();
  const memberCentrePage = useMemberCentrePage();
  const agentCentrePage = useAgentCentrePage();
  // Once loaded, the launch overlay stays mounted: it keeps the popup frame and its dialogs open.
  const launchRequest = useGameLaunchRequest();
  const chatRoom = useChatRoom();
  const [launchUsed, setLaunchUsed] = useState(false);
  if (launchRequest && !launchUsed) setLaunchUsed(true);
  return (
    <>
      <Suspense fallback={null}>
        {memberCentrePage && <MemberCentre page={memberCentrePage} />}
        {agentCentrePage && <AgentCentre page={agentCentrePage} />}
        {dialog && <AccountDialogs dialog={dialog} />}
      </Suspense>
      {chatRoom !== null && (
        <Suspense fallback={null}>
          <ChatDialog />
        </Suspense>
      )}
      {(launchUsed || launchRequest) && (
        <Suspense fallback={null}>
          <GameLaunchOverlay
            sessionBar={
              session ? (
                <Suspense fallback={null}>
                  <SessionBar />
                </Suspense>
              ) : undefined
            }
          />
        </Suspense>
      )}
      {canEnterMemberCentre(session) && (
        <Suspense fallback={null}>
          <ReceiptPrompt />
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}
