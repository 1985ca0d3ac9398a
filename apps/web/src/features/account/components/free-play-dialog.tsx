import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMinor, isSettingEnabled, TRIAL_DEMO_BALANCE } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { useLanguage } from "../../../lib/i18n";
import { usePermissionValue } from "../../../lib/queries/permission";
import { queryClient } from "../../../lib/query-client";
import { saveSession } from "../../../lib/session";
import { freePlayLogin } from "../api/free-play";
import { shouldGoHome } from "../hooks/use-finish-login";
import { setFinishedLogin } from "../utils/login-context";
import { failureMessage } from "../utils/messages";
import { FormAlert } from "./form-controls";
import { TrialLimits } from "./need-real-account-dialog";

/**
 * Free play (spec §4): logs in as a trial account (isAgent 4) that can play with a demo
 * balance, then says plainly what a trial cannot do and offers a real account.
 */
export function FreePlayDialog() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { whitelabel, site } = usePermissionValue();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const canRegister = isSettingEnabled(whitelabel, "USERNAMEREG3") || isSettingEnabled(whitelabel, "MOBILENUMREG3");
  const balance = `${formatMinor(BigInt(TRIAL_DEMO_BALANCE), language)} ${site.currency}`;

  async function start() {
    setPending(true);
    setFailure(null);
    try {
      const done = await freePlayLogin();
      saveSession(done, false);
      setFinishedLogin({ member: done.member, firstTimeLogin: done.firstTimeLogin });
      void queryClient.invalidateQueries();
      setAccount(done.member.account);
      if (shouldGoHome(pathname)) void navigate("/");
    } catch (error) {
      setFailure(failureMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  const started = account !== null;
  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => !open && !pending && closeAccountDialog()}
      title={started ? t("trial.startedTitle") : t("trial.title")}
      description={started ? t("trial.startedBody", { account }) : t("trial.intro", { balance })}
    >
      <div className="grid gap-4">
        <FormAlert message={failure} />
        {started && <FormAlert tone="info" message={t("trial.notice", { balance })} />}
        <TrialLimits />
        {/* Stacked full-width actions: the longer labels of some languages never squeeze a row. */}
        <div className="mt-2 grid gap-2">
          {started ? (
            <>
              <Button size="lg" variant="gold" onClick={closeAccountDialog}>
                {t("trial.play")}
              </Button>
              {canRegister && (
                <Button variant="secondary" onClick={() => openAccountDialog({ kind: "register" })}>
                  {t("trial.register")}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button size="lg" variant="gold" onClick={() => void start()} disabled={pending}>
                {pending && <Spinner className="size-4 border-current/30 border-t-current" />}
                {pending ? t("trial.starting") : t("trial.start")}
              </Button>
              <Button variant="ghost" onClick={closeAccountDialog} disabled={pending}>
                {t("trial.later")}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
