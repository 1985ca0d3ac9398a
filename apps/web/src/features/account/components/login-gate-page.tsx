import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { usePermissionValue } from "../../../lib/queries/permission";

/** /login: where login-required mode sends a visitor without a session (spec §2); the login dialog opens at once. */
export function LoginGatePage() {
  const { t } = useTranslation("layout");
  const { site } = usePermissionValue();
  useEffect(() => {
    openAccountDialog({ kind: "login" });
  }, []);
  return (
    <div className="lotus-login relative grid min-h-dvh place-items-center overflow-hidden px-5 py-12">
      <div className="relative z-10 w-full max-w-md rounded-card border border-line bg-bg-elevated/90 p-8 text-center shadow-card backdrop-blur">
        <img src="/media/lotus-mark.svg" alt="" aria-hidden="true" className="mx-auto size-20" />
        <p className="mt-4 font-display text-sm font-bold tracking-[0.3em] text-gold uppercase">{site.brandName}</p>
        <h1 className="mt-2 font-display text-3xl font-bold text-fg">{t("loginPage.title")}</h1>
        <p className="mt-3 text-fg-muted">{t("loginPage.body")}</p>
        <Button size="lg" className="mt-8 w-full" onClick={() => openAccountDialog({ kind: "login" })}>
          {t("account.login")}
        </Button>
        <p className="mt-6 text-xs text-fg-muted">{t("footer.responsible")}</p>
      </div>
    </div>
  );
}
