import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { promptInstall, useInstallState } from "../../../lib/pwa";
import type { PlatformKey } from "../utils/platforms";
import { PlatformIcon } from "./platform-icon";

/**
 * Installing the lite app from this page: the browser's own install dialog where it offers one
 * (Chrome, Edge, Samsung Internet…), the Share → Add to Home Screen steps on iPhone and iPad, and
 * the QR code's way round elsewhere. Once installed it says so and opens the app.
 */
export function InstallAction({ platform }: { platform: PlatformKey }) {
  const { t } = useTranslation("download");
  const state = useInstallState();
  const [outcome, setOutcome] = useState<"accepted" | "dismissed" | null>(null);

  async function install() {
    setOutcome((await promptInstall()) ? "accepted" : "dismissed");
  }

  return (
    <div className="flex w-full max-w-64 flex-col items-stretch gap-3" data-install-state={state}>
      {state === "prompt" && (
        <Button variant="gold" size="lg" onClick={() => void install()}>
          <PlatformIcon platform={platform} className="size-5" />
          {t("install.button")}
        </Button>
      )}
      {state === "installed" && (
        <>
          <p className="flex items-center justify-center gap-2 rounded-xl border border-jade/50 bg-jade/10 px-3 py-2.5 text-center text-sm font-semibold text-fg">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-jade"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t("install.installed")}
          </p>
          <Link to="/index" className={buttonClasses({ variant: "gold", size: "lg" })}>
            {t("install.open")}
          </Link>
        </>
      )}
      {state === "ios" && (
        <Hint title={t("install.iosTitle")}>
          <span className="inline-flex items-start gap-2">
            <ShareIcon />
            {t("install.ios")}
          </span>
        </Hint>
      )}
      {state === "unavailable" && (
        <>
          <Hint title={t("install.unavailableTitle")}>{t("install.unavailable")}</Hint>
          <Link to="/index" className={buttonClasses({ variant: "secondary", size: "md" })}>
            {t("platforms.lite.download")}
          </Link>
        </>
      )}
      <p role="status" aria-live="polite" className="text-center text-sm text-fg-muted empty:hidden">
        {outcome ? t(`install.${outcome}`) : ""}
      </p>
    </div>
  );
}

function Hint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3 text-sm">
      <p className="font-semibold text-fg">{title}</p>
      <p className="mt-1 leading-relaxed text-fg-muted">{children}</p>
    </div>
  );
}

/** Safari's Share symbol (a box with an arrow up), as the member sees it in the toolbar. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-4 shrink-0 text-gold"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 15V3m0 0L8 7m4-4l4 4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M7 10H5v11h14V10h-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
