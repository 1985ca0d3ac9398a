import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { usePromotions } from "../api/get-promotions";
import { defaultDepositChoice, depositChoices } from "../utils/states";

/**
 * "Nhận khuyến mãi" on the deposit form: the deposit_match promotions the member may take with this
 * deposit, the first-deposit one chosen first when it is among them, and "no bonus". Nothing shows
 * when none applies. `value` null is "no bonus"; undefined is "not chosen yet" (the default applies).
 */
export function DepositPromotionChoice({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (promotionId: string | null) => void;
}) {
  const { t } = useTranslation("promotions");
  const name = useId();
  const promotions = usePromotions({});
  const choices = depositChoices(promotions.data ?? []);
  const defaulted = useRef(false);

  useEffect(() => {
    if (defaulted.current || value !== undefined || choices.length === 0) return;
    defaulted.current = true;
    onChange(defaultDepositChoice(choices));
  }, [choices, value, onChange]);

  if (choices.length === 0) return null;
  const options = [...choices.map((card) => ({ id: card.id, title: card.title, summary: card.summary })), null];
  return (
    <fieldset className="grid gap-2" data-testid="deposit-promotion-choice">
      <legend className="mb-1 text-sm font-medium text-fg">{t("deposit.legend")}</legend>
      {options.map((option) => {
        const id = option?.id ?? null;
        const checked = (value ?? null) === id;
        return (
          <label
            key={id ?? "none"}
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
              onChange={() => onChange(id)}
              data-testid={`deposit-promotion-${id ?? "none"}`}
              className="mt-0.5 size-4 accent-[var(--lt-gold-fill)]"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-fg">{option ? option.title : t("deposit.none")}</span>
              <span className="text-xs text-fg-muted">{option ? option.summary : t("deposit.noneText")}</span>
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
