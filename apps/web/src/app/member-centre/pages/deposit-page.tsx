import { DepositPage } from "../../../features/cashier/components/deposit/deposit-page";
import { GameWalletsPanel } from "../../../features/wallet/components/game-wallets-panel";

/** Member centre "depositv2": the cashier's deposit page with the wallet's game-wallet panel on top. */
export default function DepositCentrePage() {
  return <DepositPage walletPanel={<GameWalletsPanel />} />;
}
