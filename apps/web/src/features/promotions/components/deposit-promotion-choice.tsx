import { useEffect, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { useDepositMatches } from "../api/get-deposit-matches";
import { defaultDepositChoice } from "../utils/states";

/** The deposit request's value for "no bonus": the server then gives none, not even an automatic one. */
export const NO_PROMOTION = "none";

/**
 * "Nhận khuyến mãi" on the deposit form: the deposit matches the member may take with this deposit
 * (from the server: open to them and for their next deposit), the first-deposit one chosen first
 * when it is among them, and "no bonus". Nothing shows when none applies. `value` is a promotion id
 * or NO_PROMOTION; undefined is "not chosen yet" (the default applies as soon as the list arrives).
 */
export function DepositPromotionChoice({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (promotionId: string | null) => void;
}) {
  // The form is already on screen: loading this namespace must not suspend it (and the panels above it).
  const { t, i18n, ready } = useTranslation("promotions", { useSuspense: false });
  const name = useId();
  const matches = useDepositMatches();
  const choices = useMemo(() => matches.data ?? [], [matches.data]);
  const defaulted = useRef(false);

  useEffect(() => {
    if (defaulted.current || value !== undefined || choices.length === 0) return;
    defaulted.current = true;
    onChange(defaultDepositChoice(choices));
  }, [choices, value, onChange]);

  if (choices.length === 0 || !ready) return null;
  const money = (minor: string) => formatMinor(minor, i18n.language);
  const options = [
    ...choices.map((card) => ({
      id: card.id,
      title: card.title,
      detail: [
        card.maxBonus
          ? t("deposit.figures", { percent: card.percent, max: money(card.maxBonus) })
          : t("deposit.percent", { percent: card.percent }),
        card.minDeposit ? t("deposit.min", { min: money(card.minDeposit) }) : null,
      ]
        .filter(Boolean)
        .join(" · "),
    })),
    { id: NO_PROMOTION, title: t("deposit.none"), detail: t("deposit.noneText") },
  ];
  return (
    <fieldset className="grid gap-2" data-testid="deposit-promotion-choice">
      <legend className="mb-1 text-sm font-medium text-fg">{t("deposit.legend")}</legend>
      {options.map((option) => {
        const checked = value === option.id;
        return (
          <label
            key={option.id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 text-sm transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
              checked ? "border-gold bg-gold/10" : "border-line bg-surface hover:border-gold/50",
            )}
          >
            <input
              type="radio"
              name={name}
              checked={checked}
              onChange={() => onChange(option.id)}
              data-testid={`deposit-promotion-${option.id}`}
              className="mt-0.5 size-4 accent-[var(--lt-gold-fill)]"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-fg">{option.title}</span>
              <span className="text-xs text-fg-muted">{option.detail}</span>
            </span>
          </label>
        );
      })}
      <p className="text-xs text-fg-muted">
        {t("deposit.terms")}{" "}
        <Link to="/promotions?type=deposit" className="font-semibold text-gold hover:underline">
          {t("deposit.seeAll")}
        </Link>
      </p>
    </fieldset>
  );
}
