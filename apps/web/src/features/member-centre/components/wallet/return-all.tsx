import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { Spinner } from "../../../../components/ui/spinner";
import { useReturnBalance } from "../../api/wallet-api";
import { createRequestIdKeeper } from "../../utils/wallet-amount";
import { FormError, useErrorText } from "../security-center/form-parts";
import type { WalletOption } from "./transfer-form";

/**
 * "Return all" (GCS_returnBalance): every game wallet back to the main wallet in one operation,
 * then the spec's success message "balance returned". A retry after a failure reuses the key.
 */
export function ReturnAll({ vendors }: { vendors: WalletOption[] }) {
  const { t, i18n } = useTranslation("wallet");
  const errorText = useErrorText();
  const returnBalance = useReturnBalance();
  const requestIds = useRef(createRequestIdKeeper());
  const [done, setDone] = useState("");
  const inGames = vendors.reduce((sum, vendor) => sum + vendor.balance, 0n);

  function returnAll() {
    setDone("");
    returnBalance.mutate(
      { requestId: requestIds.current.idFor("return-all") },
      {
        onSuccess: () => {
          requestIds.current.settle();
          setDone(t("returnAll.done"));
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold text-fg">{t("returnAll.title")}</h3>
          <p className="text-sm text-fg-muted">
            {inGames > 0n
              ? t("returnAll.body", { amount: formatMinor(inGames, i18n.language) })
              : t("returnAll.nothing")}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={returnAll}
          disabled={returnBalance.isPending || inGames === 0n}
          aria-busy={returnBalance.isPending || undefined}
          data-testid="wallet-return-all"
        >
          {returnBalance.isPending && <Spinner className="size-4" />}
          {t("returnAll.action")}
        </Button>
      </div>
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
