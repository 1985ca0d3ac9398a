import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";

/**
 * The frame of the maintenance and access-denied pages: they replace the whole app (spec §4),
 * so they carry their own landmarks. The text shows in the visitor's language with English
 * beneath (Vietnamese beneath when the visitor reads English) — the spec's bilingual page.
 */
export function SystemPage({
  art,
  textKey,
  children,
}: {
  art: string;
  textKey: "maintenance" | "denied";
  children?: ReactNode;
}) {
  const language = useLanguage();
  const second: Language = language === "en" ? "vi" : "en";
  const { t } = useTranslation("system");
  const { t: tSecond } = useTranslation("system", { lng: second });
  return (
    <main className="lotus-system-page relative grid min-h-dvh place-items-center overflow-hidden px-5 py-12">
      <div className="relative z-10 w-full max-w-xl rounded-card border border-line bg-bg-elevated/90 p-7 text-center shadow-card backdrop-blur sm:p-10">
        <img src={art} alt="" width={160} height={160} className="mx-auto size-36 sm:size-40" />
        <h1 className="mt-6 font-display text-3xl font-bold text-fg">{t(`${textKey}.title`)}</h1>
        <p className="mt-3 text-fg-muted">{t(`${textKey}.body`)}</p>
        <div lang={second} className="mt-6 border-t border-line pt-5">
          <p className="font-display text-lg font-semibold text-fg">{tSecond(`${textKey}.title`)}</p>
          <p className="mt-1 text-sm text-fg-muted">{tSecond(`${textKey}.body`)}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
