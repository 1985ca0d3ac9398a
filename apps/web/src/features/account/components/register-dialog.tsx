import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog } from "../../../lib/account-dialogs";
import { usePermissionValue } from "../../../lib/queries/permission";
import { useLinkCodes } from "../hooks/use-link-codes";
import type { RegisterTab } from "../utils/field-rules";
import { AccountLinks } from "./account-links";
import { FormAlert } from "./form-controls";
import { RegisterForm } from "./register-form";
import { Tabs } from "./tabs";

/**
 * The registration modal of spec §2: by username (USERNAMEREG3) and by mobile (MOBILENUMREG3),
 * each form built at run time from the operator's field rules.
 */
export function RegisterDialog({ initialTab }: { initialTab?: RegisterTab }) {
  const { t } = useTranslation("account");
  const { whitelabel, site } = usePermissionValue();
  const { referralCode, affiliate } = useLinkCodes();
  const tabs = [
    ...(isSettingEnabled(whitelabel, "USERNAMEREG3")
      ? [{ id: "username" as const, label: t("register.tabs.username") }]
      : []),
    ...(isSettingEnabled(whitelabel, "MOBILENUMREG3")
      ? [{ id: "mobile" as const, label: t("register.tabs.mobile") }]
      : []),
  ];
  const [chosen, setChosen] = useState<RegisterTab | undefined>(initialTab);
  const tab = tabs.find((item) => item.id === chosen)?.id ?? tabs[0]?.id;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={t("register.title")}
      description={tab ? t("register.subtitle", { brand: site.brandName }) : undefined}
    >
      {tab ? (
        <Tabs label={t("register.tabs.label")} tabs={tabs} value={tab} onChange={setChosen}>
          <RegisterForm key={tab} tab={tab} affiliate={affiliate} referralCode={referralCode} />
        </Tabs>
      ) : (
        <FormAlert message={t("register.closed")} />
      )}
      <AccountLinks current="register" />
    </Modal>
  );
}
