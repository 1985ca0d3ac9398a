import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { openMemberCentre } from "../../../../lib/account-dialogs";
import { useWithdrawInfo } from "../../api/get-withdraw-info";
import { useBankAccounts } from "../../api/get-bank-accounts";
import { Callout } from "../cashier-parts";
import { WithdrawForm } from "./withdraw-form";
import { WithdrawHistory } from "./withdraw-history";

/**
 * Member centre "withdraw" (issue 4 Deliver 5): the member's bank accounts, the request form
 * (payment password, limits, daily count, balance) and the withdrawal history, where a payout
 * waiting for the member's answer can be confirmed. Money a transfer-wallet game still holds is
 * shown above the form with "return all" (only the main wallet can be withdrawn): the member
 * centre passes that panel in as `walletPanel` (it belongs to the wallet feature).
 */
export function WithdrawPage({ walletPanel }: { walletPanel?: ReactNode }) {
  const { t } = useTranslation("cashier");
  const info = useWithdrawInfo();
  const accounts = useBankAccounts();

  if (info.isPending || accounts.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("status.loading")}</span>
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (info.isError || accounts.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("withdraw.loadError")}
          description={t("errors.tryAgain")}
          action={
            <Button
              onClick={() => {
                if (info.isError) void info.refetch();
                if (accounts.isError) void accounts.refetch();
              }}
            >
              {t("actions.retry")}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      {!info.data.hasPaymentPassword && (
        <Callout
          tone="warning"
          title={t("withdraw.noPaymentPassword.title")}
          action={
            <Button size="sm" variant="gold" onClick={() => openMemberCentre("securityCenter")}>
              {t("actions.openSecurityCenter")}
            </Button>
          }
        >
          {t("withdraw.noPaymentPassword.body")}
        </Callout>
      )}
      {walletPanel}
      <WithdrawForm info={info.data} accounts={accounts.data} />
      <WithdrawHistory />
    </div>
  );
}
