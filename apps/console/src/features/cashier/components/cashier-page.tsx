import { useState } from "react";
import { useTranslation } from "react-i18next";
import { findBank } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { ReceivingAccount } from "../../../lib/types";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
import { useCashierSettings } from "../api/cashier-settings";
import { useReceivingAccounts, useSaveReceivingAccount } from "../api/receiving-accounts";
import { LimitsForm } from "./limits-form";
import { ReceivingAccountDialog } from "./receiving-account-dialog";

/** Cashier configuration (admin): the receiving bank accounts and the deposit / withdrawal limits. */
export function CashierPage() {
  const { t } = useTranslation();
  const accounts = useReceivingAccounts();
  const settings = useCashierSettings();
  const save = useSaveReceivingAccount();
  /** undefined: closed; null: adding; an account: editing it. */
  const [editing, setEditing] = useState<ReceivingAccount | null | undefined>(undefined);

  async function toggle(account: ReceivingAccount) {
    try {
      await save.mutateAsync({
        id: account.id,
        input: {
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          enabled: !account.enabled,
        },
      });
      notify(
        "success",
        t(account.enabled ? "cashier.accounts.disabledDone" : "cashier.accounts.enabledDone", {
          number: account.accountNumber,
        }),
      );
    } catch (failure) {
      notify("error", errorText(failure, t));
    }
  }

  return (
    <>
      <PageHeader title={t("nav.cashier")} description={t("cashier.description")} />
      <div className="space-y-4">
        <Panel
          title={t("cashier.accounts.title")}
          actions={
            <Button size="sm" variant="primary" onClick={() => setEditing(null)}>
              {t("cashier.accounts.add")}
            </Button>
          }
        >
          {accounts.isPending ? (
            <TableSkeleton rows={3} />
          ) : accounts.isError ? (
            <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
          ) : accounts.data.length === 0 ? (
            <EmptyState title={t("cashier.accounts.empty")} />
          ) : (
            <div className="overflow-x-auto">
              <table className="console-table">
                <caption className="sr-only">{t("cashier.accounts.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("cashier.accounts.bank")}</th>
                    <th scope="col">{t("cashier.accounts.number")}</th>
                    <th scope="col">{t("cashier.accounts.name")}</th>
                    <th scope="col">{t("common.status")}</th>
                    <th scope="col">
                      <span className="sr-only">{t("common.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.data.map((account) => (
                    <tr key={account.id} data-testid={`receiving-account-${account.id}`}>
                      <td data-label={t("cashier.accounts.bank")}>
                        <span className="font-medium">{findBank(account.bankCode)?.name ?? account.bankCode}</span>
                        <span className="block text-xs text-fg-muted">{account.bankCode}</span>
                      </td>
                      <td data-label={t("cashier.accounts.number")} className="font-mono">
                        {account.accountNumber}
                      </td>
                      <td data-label={t("cashier.accounts.name")}>{account.accountName}</td>
                      <td data-label={t("common.status")}>
                        <Badge tone={account.enabled ? "success" : "neutral"}>
                          {t(account.enabled ? "common.enabled" : "common.disabled")}
                        </Badge>
                      </td>
                      <td className="actions">
                        <div className="flex justify-end gap-1.5 max-md:justify-start">
                          <Button
                            size="sm"
                            onClick={() => setEditing(account)}
                            aria-label={t("cashier.accounts.editWhat", { number: account.accountNumber })}
                          >
                            {t("actions.edit")}
                          </Button>
                          <Button
                            size="sm"
                            variant={account.enabled ? "danger" : "success"}
                            disabled={save.isPending}
                            onClick={() => void toggle(account)}
                            aria-label={t(
                              account.enabled ? "cashier.accounts.disableWhat" : "cashier.accounts.enableWhat",
                              {
                                number: account.accountNumber,
                              },
                            )}
                          >
                            {t(account.enabled ? "actions.disable" : "actions.enable")}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        {settings.isPending ? (
          <TableSkeleton rows={4} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <LimitsForm key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </div>
      {editing !== undefined && (
        <ReceivingAccountDialog
          key={editing?.id ?? "new"}
          account={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
