import { useTranslation } from "react-i18next";
import type { RegisterPhase } from "../hooks/use-register-form";
import { SubmitButton } from "./form-controls";

/** The submit button, naming the step under way: affiliate check, human verification, account creation. */
export function RegisterSubmit({ phase }: { phase: RegisterPhase }) {
  const { t } = useTranslation("account");
  return (
    <SubmitButton
      pending={phase !== "idle"}
      pendingLabel={
        phase === "checking"
          ? t("register.checkingCode")
          : phase === "verifying"
            ? t("login.verifying")
            : t("register.creating")
      }
    >
      {t("register.submit")}
    </SubmitButton>
  );
}
