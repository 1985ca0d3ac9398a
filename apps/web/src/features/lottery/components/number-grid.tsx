import { useTranslation } from "react-i18next";
import { padLotteryNumber } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";

/**
 * The number grid (00–99, 0–9 or the sums 0–18): every cell a toggle button with aria-pressed.
 * A number the server refused as full ("số đã đầy") is shown struck through and cannot be picked.
 */
export function NumberGrid({
  values,
  digits,
  picked,
  full,
  onToggle,
  label,
}: {
  values: readonly number[];
  digits: number;
  picked: ReadonlySet<number>;
  full: ReadonlySet<string>;
  onToggle: (value: number) => void;
  label: string;
}) {
  const { t } = useTranslation("lottery");
  const columns = values.length > 20 ? "grid-cols-10" : "grid-cols-5 sm:grid-cols-10";
  return (
    <div role="group" aria-label={label} className={cn("grid gap-1 sm:gap-1.5", columns)} data-testid="number-grid">
      {values.map((value) => {
        const text = padLotteryNumber(value, digits);
        const isFull = full.has(text);
        const pressed = picked.has(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            aria-label={isFull ? t("board.fullNumber", { number: text }) : text}
            title={isFull ? t("board.fullNumber", { number: text }) : undefined}
            disabled={isFull}
            data-testid={`number-${text}`}
            data-full={isFull ? "true" : undefined}
            onClick={() => onToggle(value)}
            className={cn(
              "h-9 min-w-0 cursor-pointer rounded-lg border font-mono text-xs font-semibold tabular-nums transition-colors sm:h-10 sm:text-sm",
              "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
              pressed
                ? "border-brand bg-brand text-on-brand"
                : "border-line bg-surface text-fg hover:border-gold/60 hover:bg-surface-2",
              isFull && "cursor-not-allowed border-danger/50 bg-danger/10 text-danger line-through opacity-80",
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Digit pickers for 3- and 4-digit bets: one row of 0–9 per position (nghìn, trăm, chục, đơn vị);
 * the chosen digits combine into every number ("ghép số").
 */
export function DigitPositions({
  digits,
  positions,
  onToggle,
}: {
  digits: number;
  positions: readonly (readonly number[])[];
  onToggle: (position: number, digit: number) => void;
}) {
  const { t } = useTranslation("lottery");
  const names = ["thousands", "hundreds", "tens", "units"].slice(4 - digits);
  return (
    <div className="grid gap-2" data-testid="digit-positions">
      {names.map((name, position) => (
        <div
          key={name}
          role="group"
          aria-label={t(`board.position.${name}`)}
          className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-2"
        >
          <span className="text-xs font-semibold text-fg-muted" aria-hidden="true">
            {t(`board.position.${name}`)}
          </span>
          <div className="grid grid-cols-10 gap-1">
            {Array.from({ length: 10 }, (_, digit) => {
              const pressed = positions[position]?.includes(digit) ?? false;
              return (
                <button
                  key={digit}
                  type="button"
                  aria-pressed={pressed}
                  data-testid={`digit-${position}-${digit}`}
                  onClick={() => onToggle(position, digit)}
                  className={cn(
                    "h-9 min-w-0 cursor-pointer rounded-lg border font-mono text-sm font-semibold sm:h-10",
                    "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
                    pressed
                      ? "border-brand bg-brand text-on-brand"
                      : "border-line bg-surface text-fg hover:border-gold/60",
                  )}
                >
                  {digit}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
