import { WithdrawPage } from "../../../features/cashier/components/withdraw/withdraw-page";
import { GameWalletsPanel } from "../../../features/wallet/components/game-wallets-panel";

/** Member centre "withdraw": the cashier's withdraw page with the wallet's game-wallet panel above the form. */
export default function WithdrawCentrePage() {
  return <WithdrawPage walletPanel={<GameWalletsPanel />} />;
}
