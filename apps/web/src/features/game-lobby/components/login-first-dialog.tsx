import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

/** Spec §6: a visitor who presses Play is asked to log in first. */
export function LoginFirstDialog({ vendorName, onClose }: { vendorName: string | null; onClose: () => void }) {
  const { t } = useTranslation("games");
  return (
    <Modal
      open={vendorName !== null}
      onOpenChange={(open) => !open && onClose()}
      size="dialog"
      title={t("loginFirst.title")}
      description={t("loginFirst.body", { name: vendorName ?? "" })}
      footer={<Button onClick={onClose}>{t("loginFirst.ok")}</Button>}
    />
  );
}
