import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { HeadsetIcon } from "../../../components/ui/icons";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { openCustomerService } from "../../../lib/customer-service";
import { usePermissionValue } from "../../../lib/queries/permission";
import { DemoOutboxNote } from "./demo-outbox-note";
import { TextButton } from "./form-controls";

/** The ways onward under a form: register or log in instead, free trial, customer service (and the demo outbox). */
export function AccountLinks({ current }: { current: "login" | "register" | "forgot" }) {
  const { t } = useTranslation("account");
  const { whitelabel, customerService } = usePermissionValue();
  const canRegister =
    isSettingEnabled(whitelabel, "DIRECTREG3") &&
    (isSettingEnabled(whitelabel, "USERNAMEREG3") || isSettingEnabled(whitelabel, "MOBILENUMREG3"));
  const canTry = isSettingEnabled(whitelabel, "FREEPLAY3");
  const service = customerService[0];
  return (
    <div className="mt-6 grid gap-3 border-t border-line pt-5 text-center text-sm text-fg-muted">
      <DemoOutboxNote />
      {current === "login" && canRegister && (
        <p>
          {t("links.noAccount")}{" "}
          <TextButton onClick={() => openAccountDialog({ kind: "register" })}>{t("links.register")}</TextButton>
        </p>
      )}
      {current !== "login" && (
        <p>
          {t("links.haveAccount")}{" "}
          <TextButton onClick={() => openAccountDialog({ kind: "login" })}>{t("links.login")}</TextButton>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
        {current === "login" && canTry && (
          <TextButton onClick={() => openAccountDialog({ kind: "freePlay" })}>{t("links.freePlay")}</TextButton>
        )}
        {service && (
          <TextButton onClick={() => openCustomerService(service.path)} className="inline-flex items-center gap-1.5">
            <HeadsetIcon className="size-4" />
            {t("links.support")}
          </TextButton>
        )}
      </div>
    </div>
  );
}
