import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { cn } from "../../../components/ui/cn";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { usePointsBalance } from "../api/points-queries";
import { formatPoints } from "../utils/format";
import { ConvertPanel } from "./convert-panel";
import { ExchangeHistory } from "./exchange-history";
import { GoodsList } from "./goods-list";
import { PointsDetails } from "./points-details";
import { PointsRules } from "./points-rules";

export const POINT_MALL_TABS = ["mall", "exchanges", "details", "convert", "rules"] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/**
 * /pointMall (spec §2 points mall): the member's points, the goods by type with the exchange dialog,
 * the exchange history, the points details, conversion to cash, and the rules with the comparison
 * table. The tab is kept in the address (?tab=), so a refresh and the back button keep it.
 */
export function PointMallPage() {
  const { t } = useTranslation("points");
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab: PointMallTab = (POINT_MALL_TABS as readonly string[]).includes(wanted ?? "")
    ? (wanted as PointMallTab)
    : "mall";
  const select = (next: PointMallTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "mall") copy.delete("tab");
        else copy.set("tab", next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader className="mb-8" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")}>
        <BalanceBadge onConvert={() => select("convert")} />
      </PageHeader>

      <div
        role="tablist"
        aria-label={t("tabs.label")}
        className="mb-6 flex gap-2 overflow-x-auto pb-1"
        onKeyDown={(event) => {
          const index = POINT_MALL_TABS.indexOf(tab);
          const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
          if (step === 0) return;
          event.preventDefault();
          const next = POINT_MALL_TABS[(index + step + POINT_MALL_TABS.length) % POINT_MALL_TABS.length]!;
          select(next);
          document.getElementById(`points-tab-${next}`)?.focus();
        }}
      >
        {POINT_MALL_TABS.map((name) => (
          <button
            key={name}
            id={`points-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`points-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            className={cn(
              "h-10 shrink-0 cursor-pointer rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
              tab === name
                ? "border-gold bg-gold-fill text-on-gold"
                : "border-line bg-surface text-fg hover:border-gold/60",
            )}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      <section id={`points-panel-${tab}`} role="tabpanel" aria-labelledby={`points-tab-${tab}`} tabIndex={-1}>
        {tab === "mall" && <GoodsList />}
        {tab === "exchanges" && <MemberOnly>{<ExchangeHistory />}</MemberOnly>}
        {tab === "details" && <MemberOnly>{<PointsDetails />}</MemberOnly>}
        {tab === "convert" && <MemberOnly>{<ConvertPanel />}</MemberOnly>}
        {tab === "rules" && <PointsRules />}
      </section>
    </div>
  );
}

function BalanceBadge({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const session = useSession();
  const balance = usePointsBalance();
  if (!session) {
    return (
      <Button variant="gold" onClick={() => openAccountDialog({ kind: "login" })}>
        {t("loginToSee")}
      </Button>
    );
  }
  return (
    <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 px-5 py-4">
      <div>
        <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t("balance.label")}</p>
        <p
          className="font-display text-3xl font-bold text-gold tabular-nums"
          data-testid="points-balance"
          aria-live="polite"
        >
          {balance.isPending ? "…" : balance.isError ? "—" : formatPoints(balance.data.balance, language)}
        </p>
      </div>
      {balance.data && (
        <dl className="grid grid-cols-2 gap-x-5 text-sm">
          <dt className="text-fg-muted">{t("balance.earned")}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatPoints(balance.data.earned, language)}</dd>
          <dt className="text-fg-muted">{t("balance.spent")}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatPoints(balance.data.spent, language)}</dd>
        </dl>
      )}
      <Button variant="secondary" size="sm" onClick={onConvert}>
        {t("balance.convert")}
      </Button>
    </Card>
  );
}

/** Tabs that read the member's own records ask a visitor to log in first. */
function MemberOnly({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("points");
  const session = useSession();
  if (session) return <>{children}</>;
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <p className="text-lg font-semibold">{t("loginTitle")}</p>
      <p className="max-w-md text-sm text-fg-muted">{t("loginText")}</p>
      <Button onClick={() => openAccountDialog({ kind: "login" })}>{t("loginToSee")}</Button>
    </Card>
  );
}
