import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useBalance } from "../../../lib/queries/money";
import { useMerchantWallet } from "../api/get-merchant-wallet";
import { ReturnAll } from "./return-all";
import type { WalletOption } from "./transfer-form";

/**
 * The game wallets on the withdraw and deposit pages (issue 11 item 12): a transfer-wallet game
 * keeps the money it was given while it is played, so the main wallet — what can be withdrawn —
 * may read 0 while the header's total does not. When game wallets hold money this says which and
 * how much, with the one-press "return all"; it stays after the return to announce the result.
 * A single-wallet brand, or nothing in game wallets, shows nothing.
 */
export function GameWalletsPanel() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const merchant = useMerchantWallet();
  const [shown, setShown] = useState(false);
  const vendors: WalletOption[] = (balance.data?.wallets ?? []).map((w) => ({
    code: w.vendorCode,
    name: w.displayName,
    balance: BigInt(w.balance),
  }));
  const inGames = vendors.reduce((sum, vendor) => sum + vendor.balance, 0n);
  // Once shown, kept: the result of "return all" is read out where the button was.
  if (inGames > 0n && !shown) setShown(true);

  if (merchant.data?.isSingle) return null;
  if (balance.isPending) {
    return (
      <div role="status" className="grid">
        <span className="sr-only">{t("wallet.loading")}</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (balance.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-fg"
        data-testid="game-wallets-error"
      >
        <span>{t("gameWallets.loadError")}</span>
        <Button size="sm" variant="secondary" onClick={() => void balance.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (!shown) return null;
  return (
    <section aria-label={t("gameWallets.title")} data-testid="game-wallets-panel">
      <ReturnAll vendors={vendors} listed title={t("gameWallets.title")} note={t("gameWallets.why")} />
    </section>
  );
}
