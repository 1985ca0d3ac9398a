import { useTranslation } from "react-i18next";
import { TRANSACTION_TYPES, type TransactionType } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { chip, chipOff, chipOn } from "../../../components/ui/date-filter";

/** Type chips: any number of types, or none for every type ("all types"). */
export function TypeFilter({
  types,
  onChange,
}: {
  types: readonly TransactionType[];
  onChange: (types: TransactionType[]) => void;
}) {
  const { t } = useTranslation("wallet");
  const toggle = (type: TransactionType) =>
    onChange(types.includes(type) ? types.filter((chosen) => chosen !== type) : [...types, type]);
  return (
    <div
      role="group"
      aria-label={t("records.types")}
      className="lotus-scroll-x -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
    >
      <button
        type="button"
        aria-pressed={types.length === 0}
        onClick={() => onChange([])}
        data-testid="records-type-all"
        className={cn(chip, "shrink-0", types.length === 0 ? chipOn : chipOff)}
      >
        {t("records.allTypes")}
      </button>
      {TRANSACTION_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={types.includes(type)}
          onClick={() => toggle(type)}
          data-testid={`records-type-${type}`}
          className={cn(chip, "shrink-0", types.includes(type) ? chipOn : chipOff)}
        >
          {t(`records.typeNames.${type}`)}
        </button>
      ))}
    </div>
  );
}
