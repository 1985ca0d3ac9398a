import { useTranslation } from "react-i18next";
import { PATHS } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { usePermissionValue } from "../../../lib/queries/permission";

/**
 * While no real SMS gateway or mail server is configured (permission `site.demoOutbox`), codes are
 * kept on the demo outbox page instead of being sent: the account dialogs say so and link to it
 * (a new tab, so the form keeps what was typed). With real gateways there is nothing to show.
 */
export function DemoOutboxNote() {
  const { t } = useTranslation("account");
  const { site } = usePermissionValue();
  const language = useLanguage();
  const channels = site.demoOutbox;
  if (channels.length === 0) return null;
  const kind = channels.length > 1 ? "both" : channels[0]!;
  return (
    <aside
      aria-label={t("demoOutbox.label")}
      className="rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-left text-sm text-fg"
    >
      <p>
        <strong className="font-semibold text-gold">{t("demoOutbox.badge")}</strong> {t(`demoOutbox.note.${kind}`)}
      </p>
      <a
        href={`${PATHS.devOutbox}.html?lang=${language}`}
        target="_blank"
        rel="noopener"
        className="mt-1.5 inline-block rounded font-medium text-gold underline underline-offset-4"
      >
        {t("demoOutbox.link")}
        <span className="sr-only"> ({t("demoOutbox.newTab")})</span>
      </a>
    </aside>
  );
}
