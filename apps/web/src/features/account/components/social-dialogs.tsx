import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoginDone } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { exchangeOauthTicket } from "../api/exchange-oauth-ticket";
import { useFinishLogin } from "../hooks/use-finish-login";
import { failureMessage } from "../utils/messages";
import { FormAlert } from "./form-controls";

/** A ticket is single use: one exchange per ticket, even when an effect runs twice. */
const exchanges = new Map<string, Promise<LoginDone>>();
function exchangeOnce(ticket: string): Promise<LoginDone> {
  let exchange = exchanges.get(ticket);
  if (!exchange) {
    exchange = exchangeOauthTicket(ticket);
    exchanges.set(ticket, exchange);
  }
  return exchange;
}

/** Back from Google or Facebook: the one-time ticket becomes a login. */
export function SocialReturnDialog({ ticket }: { ticket: string }) {
  const { t } = useTranslation("account");
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    exchangeOnce(ticket).then(
      (done) => current && finishLogin(done, { method: "social", weakPassword: false }),
      (error: unknown) => current && setFailure(failureMessage(t, error)),
    );
    return () => {
      current = false;
    };
    // finishLogin changes with the location; the exchange runs once per ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  return (
    <Modal
      open
      size="dialog"
      closable={failure !== null}
      onOpenChange={(open) => !open && failure !== null && closeAccountDialog()}
      title={t("social.returnTitle")}
    >
      {failure ? (
        <div className="grid gap-4">
          <FormAlert message={failure} />
          <Button size="lg" className="w-full" onClick={() => openAccountDialog({ kind: "login" })}>
            {t("social.tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="grid place-items-center py-6">
          <Spinner label={t("social.completing")} />
        </div>
      )}
    </Modal>
  );
}

const KNOWN_ERRORS = new Set(["oauth_failed", "oauth_provider_disabled"]);

/** The provider said no, or the flow broke: the reason in the reader's language, and a way back. */
export function SocialErrorDialog({ code }: { code: string }) {
  const { t } = useTranslation("account");
  const key = KNOWN_ERRORS.has(code) ? code : "oauth_failed";
  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={t("social.errorTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={closeAccountDialog}>
            {t("social.close")}
          </Button>
          <Button onClick={() => openAccountDialog({ kind: "login" })}>{t("social.tryAgain")}</Button>
        </>
      }
    >
      <FormAlert message={t(`social.errors.${key}`)} />
    </Modal>
  );
}
