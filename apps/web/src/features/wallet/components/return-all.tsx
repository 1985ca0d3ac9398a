import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useReturnBalance } from "../api/return-balance";
import { createRequestIdKeeper } from "../utils/wallet-amount";
import { FormError, useErrorText } from "../../../components/ui/form-parts";
import type { WalletOption } from "./transfer-form";

/**
 * "Return all" (GCS_returnBalance): every game wallet back to the main wallet in one operation,
 * then the spec's success message "balance returned". A retry after a failure reuses the key.
 * `listed` also names each game wallet that holds money (the withdraw and deposit pages, where
 * the wallet cards are not shown), under `title`, with `note` below them.
 */
export function ReturnAll({
  vendors,
  listed = false,
  title,
  note,
}: {
  vendors: WalletOption[];
  listed?: boolean;
  title?: string;
  note?: ReactNode;
}) {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language;
  const errorText = useErrorText();
  const returnBalance = useReturnBalance();
  const requestIds = useRef(createRequestIdKeeper());
  const [done, setDone] = useState("");
  const inGames = vendors.reduce((sum, vendor) => sum + vendor.balance, 0n);
  const holding = listed ? vendors.filter((vendor) => vendor.balance > 0n) : [];

  function returnAll() {
    setDone("");
    returnBalance.mutate(
      { requestId: requestIds.current.idFor("return-all") },
      {
        onSuccess: (after) => {
          requestIds.current.settle();
          setDone(t("returnAll.done", { amount: formatMinor(after.mainBalance, language) }));
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5" data-testid="wallet-return-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <h3 className="text-lg font-semibold text-fg">{title ?? t("returnAll.title")}</h3>
          <p className="text-sm text-fg-muted">
            {inGames > 0n ? t("returnAll.body", { amount: formatMinor(inGames, language) }) : t("returnAll.nothing")}
          </p>
        </div>
        <Button
          variant={listed ? "gold" : "secondary"}
          onClick={returnAll}
          disabled={returnBalance.isPending || inGames === 0n}
          aria-busy={returnBalance.isPending || undefined}
          data-testid="wallet-return-all"
        >
          {returnBalance.isPending && <Spinner className="size-4" />}
          {listed ? t("returnAll.actionFull") : t("returnAll.action")}
        </Button>
      </div>
      {holding.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t("returnAll.listLabel")}>
          {holding.map((vendor) => (
            <li
              key={vendor.code}
              data-testid={`game-wallet-${vendor.code}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2/60 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate font-medium text-fg">{vendor.name}</span>
              <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
                <span data-testid={`game-wallet-balance-${vendor.code}`}>{formatMinor(vendor.balance, language)}</span>
                <span className="ml-1 text-[10px] font-bold tracking-wide text-fg-muted">VND</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {note && inGames > 0n && <p className="mt-3 text-xs text-fg-muted">{note}</p>}
      {returnBalance.isError && (
        <div className="mt-3">
          <FormError message={errorText(returnBalance.error)} />
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className="mt-3 text-sm font-medium text-jade empty:mt-0"
        data-testid="wallet-return-done"
      >
        {done}
      </p>
    </Card>
  );
}
