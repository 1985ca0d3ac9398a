import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/**
 * The permission call failed: "network link abnormal, retry" (spec §8), or the server's own
 * message when it answered with a refusal (e.g. an unknown domain).
 */
export function StartFailure({
  message,
  onRetry,
  retrying,
}: {
  message?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <main className="lotus-system-page grid min-h-dvh place-items-center px-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-5 text-center">
        <img src="/media/lotus-mark.svg" alt="" width={72} height={72} className="size-18 opacity-80" />
        <h1 className="font-display text-2xl font-bold text-fg">{t("errors.networkTitle")}</h1>
        <p className="text-fg-muted">{message || t("errors.network")}</p>
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          {t("actions.retry")}
        </Button>
      </div>
    </main>
  );
}
