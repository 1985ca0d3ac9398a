import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { Spinner } from "../../../components/ui/spinner";
import { useBalance } from "../../../lib/queries/money";
import { useBonusBalance } from "../../../lib/queries/bonus-balance";
import { setBalanceHidden, useBalanceHidden } from "../hooks/use-balance-hidden";
import { balanceText, createRefreshGuard } from "../utils/balance-display";
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from "./menu-icons";

export type HeaderBalanceVariant = "wide" | "compact" | "sheet";

const iconButton =
  "grid shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus";

/**
 * The wallet balance of spec §2: VND with 2 decimals and thousands separators in the page
 * language; an eye hides it as three asterisks (remembered); a click on it refreshes it, at most
 * once a second. "wide" sits in the desktop header, "compact" in the phone header (the eye lives in
 * the menu sheet there, for room), "sheet" at the top of the phone menu sheet.
 */
export function HeaderBalance({ variant = "wide" }: { variant?: HeaderBalanceVariant }) {
  const { t, i18n } = useTranslation("member");
  const balance = useBalance();
  const bonus = useBonusBalance();
  const hidden = useBalanceHidden();
  const guard = useRef(createRefreshGuard());
  const [announcement, setAnnouncement] = useState("");
  const hintId = useId();

  const data = balance.data;
  const failed = balance.isError && !data;
  const loading = balance.isPending && !failed;
  const amount = data ? balanceText(data.sumBalance, i18n.language, hidden) : failed ? "—" : "";

  async function refresh() {
    if (!guard.current(Date.now())) return;
    setAnnouncement(t("userMenu.balance.refreshing"));
    const result = await balance.refetch();
    if (result.isError) setAnnouncement(t("userMenu.balance.failed"));
    else if (result.data)
      setAnnouncement(
        hidden
          ? t("userMenu.balance.updatedHidden")
          : t("userMenu.balance.updated", { amount: balanceText(result.data.sumBalance, i18n.language, false) }),
      );
  }

  const compact = variant === "compact";
  // The bonus balance (promotions) is not cash: it shows apart, only while there is one.
  const bonusText =
    !compact && bonus.data && BigInt(bonus.data) > 0n ? balanceText(bonus.data, i18n.language, hidden) : null;
  const refreshing = balance.isFetching;
  const amountButton = (
    <button
      type="button"
      onClick={() => void refresh()}
      aria-describedby={hintId}
      aria-busy={refreshing || undefined}
      title={failed ? t("userMenu.balance.retry") : t("userMenu.balance.refresh")}
      data-testid="header-balance-refresh"
      className={cn(
        "flex min-w-0 cursor-pointer items-center rounded-full text-left text-fg hover:text-gold",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
        compact ? "h-8 gap-1.5 px-2" : "h-9 gap-2 px-2.5",
      )}
    >
      {!compact &&
        (refreshing && !loading ? (
          <Spinner className="size-5 border-gold/25 border-t-gold" />
        ) : failed ? (
          <RefreshIcon className="size-5 shrink-0 text-danger" />
        ) : (
          <WalletIcon className="size-5 shrink-0 text-gold" />
        ))}
      <span className={cn("grid min-w-0 leading-tight", compact && "justify-items-end")}>
        {!compact && (
          <span className="text-[11px] font-medium text-fg-muted">
            {t("userMenu.balance.label")}{" "}
            {bonusText && (
              <span className="font-semibold text-gold" data-testid="header-bonus-balance">
                · {t("userMenu.balance.bonus", { amount: bonusText })}
              </span>
            )}
          </span>
        )}
        {compact && failed ? (
          <span className="flex items-center gap-1 text-[13px] font-semibold">
            <span data-testid="header-balance-amount">{amount}</span>
            <RefreshIcon className="size-4 text-danger" />
          </span>
        ) : loading ? (
          <span aria-hidden="true" className="lotus-skeleton my-0.5 block h-4 w-24 rounded-full" />
        ) : (
          <span
            className={cn(
              "flex items-baseline gap-1 font-semibold whitespace-nowrap tabular-nums",
              compact ? "text-[13px]" : "text-sm",
              refreshing && compact && "opacity-60",
            )}
          >
            <span data-testid="header-balance-amount">{amount}</span>{" "}
            <span
              className={cn(
                "text-[10px] font-bold tracking-wide text-fg-muted",
                // A balance of tens of millions leaves no room for the unit on the narrowest phones.
                compact && amount.length > 12 && "max-[379px]:hidden",
              )}
            >
              VND
            </span>
          </span>
        )}
      </span>
    </button>
  );

  return (
    <div
      role="group"
      aria-label={t("userMenu.balance.label")}
      data-testid={`header-balance-${variant}`}
      className={cn(
        "inline-flex min-w-0 items-center rounded-full border border-line bg-surface-2/70",
        compact ? "h-9 pr-0.5" : "h-11 shrink-0 pr-1",
        variant === "sheet" && "h-14 w-full justify-between rounded-card bg-surface px-1.5",
      )}
    >
      {amountButton}
      <span id={hintId} hidden>
        {loading ? t("userMenu.balance.loading") : failed ? t("userMenu.balance.retry") : t("userMenu.balance.refresh")}
      </span>
      {!compact && (
        <button
          type="button"
          onClick={() => setBalanceHidden(!hidden)}
          aria-label={hidden ? t("userMenu.balance.show") : t("userMenu.balance.hide")}
          title={hidden ? t("userMenu.balance.show") : t("userMenu.balance.hide")}
          data-testid="header-balance-toggle"
          className={cn(iconButton, "size-9")}
        >
          {hidden ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
