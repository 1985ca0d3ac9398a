import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { inputClasses } from "../../../components/ui/form-parts";
import { signedAmount } from "../../../lib/signed-amount";

/** A signed amount in minor units: "+" and green above zero, a true minus and red below. */
export function SignedMinor({ amount }: { amount: string }) {
  const { i18n } = useTranslation();
  const { text, direction } = signedAmount(amount, i18n.language);
  return (
    <span className={cn("tabular-nums", direction === "in" && "text-jade", direction === "out" && "text-danger")}>
      {text}
    </span>
  );
}

/** A labelled filter select of the agent pages; "" is the "all" choice. */
export function FilterSelect<V extends string | number>({
  label,
  value,
  onChange,
  all,
  options,
  className,
  testId,
}: {
  label: string;
  value: V | "";
  onChange: (value: string) => void;
  /** The label of the "" choice. */
  all: string;
  options: { value: V; label: string }[];
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
        data-testid={testId}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
