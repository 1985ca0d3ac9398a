import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { useTransferToUpline } from "../api/transfer-to-upline";
import { TransferForm } from "./transfer-form";

/**
 * Member centre "transferUpline" (spec §2, §8): money from the main wallet to the direct upline,
 * with the payment password, within the brand's limits; the success toast names the amount.
 */
export default function UplineTransferPage() {
  const { t } = useTranslation("agents");
  const transfer = useTransferToUpline();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("upline.intro")}</p>
      <Card className="p-4 sm:p-6">
        <TransferForm to={t("upline.to")} mutation={transfer} testId="upline-transfer-form" />
      </Card>
    </div>
  );
}
