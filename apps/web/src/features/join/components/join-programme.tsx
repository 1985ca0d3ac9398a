import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { ChevronDownIcon, HandshakeIcon } from "../../../components/ui/icons";
import { PageHeader, SectionHeading } from "../../../components/ui/page-header";
import { usePermissionValue } from "../../../lib/queries/permission";
import { useAskSupport } from "../hooks/use-ask-support";
import { ApplicationForm } from "./application-form";
import { EarningIcon, EARNINGS } from "./earning-icon";

const STEPS = ["apply", "share", "contract", "earn"] as const;
const TOOLS = ["team", "accounts", "betting", "profit", "income", "transfers"] as const;
const FAQ = ["cost", "payout", "downline", "track", "apply"] as const;

/**
 * /join: what an agent earns, how the programme works, questions, and the application form
 * (stored for the operator's review); customer service stays the second way to apply.
 */
export function JoinProgramme() {
  const { t } = useTranslation("join");
  const askSupport = useAskSupport();
  const { site } = usePermissionValue();

  const applyButton = (
    <a
      href="#join-apply"
      onClick={() => window.setTimeout(() => document.getElementById("join-apply-heading")?.focus(), 0)}
      className="inline-flex h-12 items-center gap-2 rounded-full bg-gold-fill px-7 font-semibold text-on-gold hover:brightness-105"
    >
      <HandshakeIcon className="size-5" />
      {t("cta.apply")}
    </a>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        className="mb-12"
        eyebrow={t("eyebrow")}
        title={t("title", { brand: site.brandName })}
        subtitle={t("subtitle")}
      >
        {applyButton}
        <a
          href="#join-steps"
          className="inline-flex h-12 items-center rounded-full border border-line bg-surface-2 px-7 font-semibold text-fg hover:border-gold/60"
        >
          {t("cta.howItWorks")}
        </a>
      </PageHeader>

      <section aria-labelledby="join-earnings-heading" className="mb-14">
        <SectionHeading id="join-earnings-heading" title={t("earnings.heading")} />
        <p className="mb-6 max-w-3xl text-fg-muted">{t("earnings.intro")}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EARNINGS.map((earning) => (
            <li key={earning}>
              <Card className="flex h-full flex-col p-6">
                <div className="flex items-start justify-between gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-gold/30 to-brand/30 text-gold"
                  >
                    <EarningIcon earning={earning} />
                  </span>
                  <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-fg-muted">
                    {t(`earnings.${earning}.cadence`)}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-fg">{t(`earnings.${earning}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t(`earnings.${earning}.text`)}</p>
              </Card>
            </li>
          ))}
          <li>
            <div className="flex h-full flex-col justify-center rounded-card border border-dashed border-gold/50 bg-gold/5 p-6">
              <p className="font-display text-xl font-bold text-gold">{t("earnings.combined.title")}</p>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t("earnings.combined.text")}</p>
            </div>
          </li>
        </ul>
      </section>

      <section id="join-steps" aria-labelledby="join-steps-heading" className="mb-14 scroll-mt-24">
        <SectionHeading id="join-steps-heading" title={t("steps.heading")} />
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-card border border-line bg-surface p-6 shadow-card">
              <span aria-hidden="true" className="font-display text-4xl font-bold text-gold/80">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-fg">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="join-tools-heading" className="mb-14">
        <SectionHeading id="join-tools-heading" title={t("tools.heading")} />
        <p className="mb-5 max-w-3xl text-fg-muted">{t("tools.intro")}</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool) => (
            <li
              key={tool}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3.5 text-fg"
            >
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-gradient-to-br from-gold to-brand" />
              {t(`tools.${tool}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-faq-heading" className="mb-14">
        <SectionHeading id="join-faq-heading" title={t("faq.heading")} />
        <ul className="space-y-3">
          {FAQ.map((question) => (
            <li key={question}>
              <details className="group rounded-card border border-line bg-surface shadow-card open:border-gold/60">
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 rounded-card px-5 py-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
                  <span className="flex-1">{t(`faq.${question}.question`)}</span>
                  <ChevronDownIcon className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180" />
                </summary>
                <p className="border-t border-line px-5 pt-4 pb-5 leading-relaxed text-fg-muted">
                  {t(`faq.${question}.answer`)}
                </p>
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="join-cta-heading"
        className="lotus-hero relative isolate overflow-hidden rounded-card border border-gold/40 px-6 py-10 text-center sm:px-12"
      >
        <h2 id="join-cta-heading" className="font-display text-2xl font-bold text-fg sm:text-3xl">
          {t("cta.heading")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-fg-muted">{t("cta.text")}</p>
        <div className="mt-6 flex justify-center">{applyButton}</div>
      </section>

      <section id="join-apply" aria-labelledby="join-apply-heading" className="mx-auto mt-14 max-w-3xl scroll-mt-24">
        <h2
          id="join-apply-heading"
          tabIndex={-1}
          style={{ outline: "none" }}
          className="mb-2 font-display text-2xl font-bold text-fg"
        >
          {t("apply.heading")}
        </h2>
        <p className="mb-6 text-fg-muted">{t("apply.intro")}</p>
        <Card className="p-5 sm:p-7">
          <ApplicationForm onAskSupport={askSupport} />
        </Card>
      </section>
    </div>
  );
}
