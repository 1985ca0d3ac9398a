import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAIN_WALLET, formatMinor, type BalanceValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { useBalance } from "../../../lib/queries/money";
import { useBonusBalance } from "../../../lib/queries/bonus-balance";
import { useMerchantWallet } from "../api/get-merchant-wallet";
import { ReturnAll } from "./return-all";
import { TransferForm, type WalletOption } from "./transfer-form";

/**
 * The wallet page (transferFund, spec §2 and §3): the total, the main wallet and each game wallet
 * that keeps its own balance, a transfer between the main wallet and one of them, and "return
 * all" back to the main wallet. A single-wallet brand (GCS_merchantWallet isSingle) shows the one
 * wallet and says there is nothing to move.
 */
export default function WalletPage() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const merchant = useMerchantWallet();

  if (balance.data && merchant.data) {
    return <Wallets balances={balance.data} isSingle={merchant.data.isSingle} />;
  }
  if (balance.isError || merchant.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("wallet.loadError")}
          description={t("common.tryAgain")}
          action={
            <Button
              onClick={() => {
                if (balance.isError) void balance.refetch();
                if (merchant.isError) void merchant.refetch();
              }}
            >
              {t("common.retry")}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t("wallet.loading")}</span>
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function Wallets({ balances, isSingle }: { balances: BalanceValue; isSingle: boolean }) {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language;
  const options: WalletOption[] = [
    { code: MAIN_WALLET, name: t("wallet.main"), balance: BigInt(balances.mainBalance) },
    ...(isSingle ? [] : balances.wallets).map((w) => ({
      code: w.vendorCode,
      name: w.displayName,
      balance: BigInt(w.balance),
    })),
  ];
  const vendors = options.slice(1);

  return (
    <div className="grid gap-5">
      <TotalCard sumBalance={balances.sumBalance} />
      <section aria-labelledby="wallet-list-title" className="grid gap-3">
        <h3 id="wallet-list-title" className="text-lg font-semibold text-fg">
          {isSingle ? t("wallet.single.title") : t("wallet.wallets")}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="wallet-list">
          {options.map((option) => (
            <li key={option.code}>
              <WalletCard option={option} main={option.code === MAIN_WALLET} language={language} />
            </li>
          ))}
        </ul>
        {isSingle ? (
          <p
            data-testid="wallet-single-note"
            className="rounded-xl border border-line bg-surface-2/50 px-4 py-3 text-sm text-fg-muted"
          >
            {t("wallet.single.body")}
          </p>
        ) : vendors.length === 0 ? (
          <p className="rounded-xl border border-line bg-surface-2/50 px-4 py-3 text-sm text-fg-muted">
            {t("wallet.noVendors")}
          </p>
        ) : (
          <p className="text-sm text-fg-muted">{t("wallet.vendorsHint")}</p>
        )}
      </section>
      {!isSingle && vendors.length > 0 && (
        <div className="grid gap-5">
          <TransferForm options={options} />
          <ReturnAll vendors={vendors} />
        </div>
      )}
    </div>
  );
}

function TotalCard({ sumBalance }: { sumBalance: string }) {
  const { t, i18n } = useTranslation("wallet");
  const balance = useBalance();
  const bonus = useBonusBalance();
  const [announcement, setAnnouncement] = useState("");
  const refreshing = balance.isFetching;

  async function refresh() {
    setAnnouncement(t("wallet.refreshing"));
    const result = await balance.refetch();
    setAnnouncement(result.isError ? t("wallet.refreshFailed") : t("wallet.refreshed"));
  }

  return (
    <Card className="relative overflow-hidden p-5">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-gold/10 blur-2xl"
      />
      <div className="relative flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <span className="text-sm font-medium text-fg-muted">{t("wallet.total")}</span>
          <span className="flex flex-wrap items-baseline gap-x-2 font-display text-3xl font-bold text-fg tabular-nums">
            <span data-testid="wallet-total">{formatMinor(sumBalance, i18n.language)}</span>
            <span className="font-sans text-sm font-bold tracking-wide text-gold">VND</span>
          </span>
          {bonus.data && BigInt(bonus.data) > 0n && (
            <span className="text-sm text-fg-muted">
              {t("wallet.bonus")}{" "}
              <span className="font-semibold text-gold tabular-nums" data-testid="wallet-bonus">
                {formatMinor(bonus.data, i18n.language)}
              </span>
              <span className="block text-xs">{t("wallet.bonusHint")}</span>
            </span>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          {refreshing ? <Spinner className="size-4" /> : <RefreshGlyph />}
          {t("wallet.refresh")}
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </Card>
  );
}

function WalletCard({ option, main, language }: { option: WalletOption; main: boolean; language: string }) {
  const { t } = useTranslation("wallet");
  return (
    <div
      data-testid={`wallet-card-${option.code}`}
      className={cn(
        "flex items-center gap-3 rounded-card border bg-surface p-4",
        main ? "border-gold/50 shadow-[inset_3px_0_0_var(--lt-gold)]" : "border-line",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "grid size-10 shrink-0 place-items-center rounded-full text-xs font-bold",
          main ? "bg-gold-fill text-on-gold" : "bg-surface-2 text-fg",
        )}
      >
        {main ? "₫" : option.code.slice(0, 3)}
      </span>
      <div className="grid min-w-0 flex-1 leading-tight">
        <span className="truncate text-sm font-semibold text-fg">{option.name}</span>
        <span className="text-xs text-fg-muted">{main ? t("wallet.mainHint") : option.code}</span>
      </div>
      <span className="text-right font-semibold whitespace-nowrap text-fg tabular-nums">
        <span data-testid={`wallet-balance-${option.code}`}>{formatMinor(option.balance, language)}</span>
        <span className="ml-1 text-[10px] font-bold tracking-wide text-fg-muted">VND</span>
      </span>
    </div>
  );
}

function RefreshGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      <path d="M20 11a8 8 0 0 0-14.6-4.5M4 13a8 8 0 0 0 14.6 4.5" />
      <path d="M5 3v3.8h3.8M19 21v-3.8h-3.8" />
    </svg>
  );
}
