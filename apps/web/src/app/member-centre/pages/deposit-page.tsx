import { DepositPage } from "../../../features/cashier/components/deposit/deposit-page";
import { DepositPromotionChoice } from "../../../features/promotions/components/deposit-promotion-choice";
import { GameWalletsPanel } from "../../../features/wallet/components/game-wallets-panel";
import { DepositLimitPrompt } from "../../../features/protection/components/deposit-limit-prompt";

/**
 * Member centre "depositv2": the cashier's deposit page with the prompt to set a deposit limit
 * (responsible gaming, until answered) and the wallet's game-wallet panel on top
 * and the promotions feature's deposit promotion choice in the form.
 */
export default function DepositCentrePage() {
  return (
    <DepositPage
      walletPanel={
        <>
          <DepositLimitPrompt />
          <GameWalletsPanel />
        </>
      }
      promotionChoice={(choice) => <DepositPromotionChoice {...choice} />}
    />
  );
}
