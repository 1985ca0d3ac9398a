import { useTranslation } from "react-i18next";
import type { ConsoleOperatorSecret } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { Dialog } from "../../../components/ui/dialog";

/**
 * The new authenticator secret of an operator, shown once (after creation or a reset). There is
 * no QR image: /media/qr.svg takes its text in the URL, which would put the secret in access logs
 * and the browser cache; the otpauth URI and the secret are copied into the authenticator instead.
 */
export function OperatorSecretDialog({
  secret,
  onClose,
}: {
  secret: ConsoleOperatorSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={secret !== null && secret.totpSecret !== null}
      onClose={onClose}
      title={t("operators.secret.title", { username: secret?.operator.username ?? "" })}
      size="md"
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t("operators.secret.done")}
        </Button>
      }
    >
      {secret?.totpSecret && (
        <div className="space-y-3 text-sm" data-testid="operator-secret">
          <p role="note" className="rounded-md bg-warn-soft px-3 py-2 text-warn">
            {t("operators.secret.once")}
          </p>
          <SecretLine label={t("operators.secret.secret")} value={secret.totpSecret} />
          <SecretLine label={t("operators.secret.uri")} value={secret.otpauthUri ?? ""} />
        </div>
      )}
    </Dialog>
  );
}

function SecretLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="mb-1 font-medium">{label}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-surface-2 px-2 py-1.5 font-mono text-xs break-all">{value}</code>
        <CopyButton value={value} label={label} />
      </div>
    </div>
  );
}
