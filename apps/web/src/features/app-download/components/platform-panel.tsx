import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QR_SIZE_DEFAULT } from "@lotus/contracts/web";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { appLinkOf, qrImageUrl } from "../../../lib/pwa";
import type { AvailablePlatform, PlatformKey } from "../utils/platforms";
import { InstallAction } from "./install-action";
import { PlatformIcon } from "./platform-icon";

const STEP_COUNT: Record<PlatformKey, number> = { ios: 4, lite: 3, android: 3 };
/** iOS 17+ asks the player to trust the developer profile by hand along this path of Settings. */
const TRUST_PATH_LENGTH = 4;

/**
 * One platform: the QR code and the install action, then the install steps and the notes. A
 * resource that is a path of this site (`/download#ios`, the demo's) is the lite app: its QR code
 * encodes this page's own address (the phone that scans it opens this tab and installs from it)
 * and the action installs the web app. An external link (a native app an operator publishes) keeps
 * its download link and the native install steps.
 */
export function PlatformPanel({ platform }: { platform: AvailablePlatform }) {
  const { t } = useTranslation("download");
  const { key, resource } = platform;
  const link = appLinkOf(resource.url, window.location.origin);
  const web = !link.external;
  const texts = web && key !== "lite" ? `platforms.${key}.web` : `platforms.${key}`;

  return (
    <Card className="grid gap-8 p-5 sm:p-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-10">
      <div className="flex flex-col items-center gap-4 md:w-64">
        <figure className="flex flex-col items-center gap-3">
          <div className="rounded-2xl bg-white p-3 shadow-[0_12px_30px_-12px_rgb(0_0_0/0.5)] ring-1 ring-black/5">
            <img
              src={qrImageUrl(link.href)}
              data-qr-text={link.href}
              width={QR_SIZE_DEFAULT}
              height={QR_SIZE_DEFAULT}
              alt={t("qr.alt", { platform: t(`platforms.${key}.tab`) })}
              className="block size-[200px]"
            />
          </div>
          <figcaption className="max-w-60 text-center text-sm text-fg-muted">{t("qr.caption")}</figcaption>
        </figure>
        {web ? (
          <InstallAction platform={key} />
        ) : (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "gold", size: "lg", className: "w-full max-w-64" })}
          >
            <PlatformIcon platform={key} className="size-5" />
            {t(`platforms.${key}.download`)}
          </a>
        )}
      </div>

      <div className="min-w-0">
        <h2 className="font-display text-2xl font-bold text-fg">{t(`platforms.${key}.heading`)}</h2>
        <p className="mt-2 text-fg-muted">{t(`${texts}.intro`)}</p>
        <ol className="mt-6 space-y-4">
          {Array.from({ length: STEP_COUNT[key] }, (_, index) => (
            <li key={index} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand font-semibold text-on-brand"
              >
                {index + 1}
              </span>
              <p className="pt-1 leading-relaxed text-fg">{t(`${texts}.steps.${index}`)}</p>
            </li>
          ))}
        </ol>
        <PlatformNotes platform={key} web={web} />
      </div>
    </Card>
  );
}

function PlatformNotes({ platform, web }: { platform: PlatformKey; web: boolean }) {
  const { t } = useTranslation("download");
  if (platform === "android" && web) {
    return <Note title={t("platforms.android.web.noteTitle")}>{t("platforms.android.web.note")}</Note>;
  }
  if (platform !== "ios") {
    return <Note title={t(`platforms.${platform}.noteTitle`)}>{t(`platforms.${platform}.note`)}</Note>;
  }
  // The web app needs Safari but no profile: the trust step is for a native app an operator publishes.
  if (web) return <Note title={t("platforms.ios.safariTitle")}>{t("platforms.ios.safari")}</Note>;
  return (
    <>
      <Note title={t("platforms.ios.safariTitle")}>{t("platforms.ios.safari")}</Note>
      <Note title={t("platforms.ios.trustTitle")}>
        {t("platforms.ios.trust")}
        <ol
          aria-label={t("platforms.ios.trustPathLabel")}
          className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-2"
        >
          {Array.from({ length: TRUST_PATH_LENGTH }, (_, index) => (
            <li key={index} className="flex items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-gold">
                  →
                </span>
              )}
              <span className="rounded-lg border border-line bg-bg-elevated px-2.5 py-1 text-sm font-semibold text-fg">
                {t(`platforms.ios.trustPath.${index}`)}
              </span>
            </li>
          ))}
        </ol>
      </Note>
    </>
  );
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-xl border border-gold/40 bg-gold/10 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-fg">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-gold" fill="currentColor">
          <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zM9 6h2v2H9zm0 3.5h2V14H9z" />
        </svg>
        {title}
      </h3>
      <div className="mt-1.5 text-sm leading-relaxed text-fg-muted">{children}</div>
    </div>
  );
}
