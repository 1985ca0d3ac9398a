import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DATE_PRESETS, RECORD_MAX_RANGE_DAYS, TRANSACTION_TYPES, type TransactionType } from "@lotus/contracts/web";
import { cn } from "../../../../components/ui/cn";
import { matchingPreset, presetRange, rangeProblem, type DateRange } from "../../../../lib/date-presets";
import { inputClasses } from "../security-center/form-parts";

const chip =
  "inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus";
const chipOn = "border-gold bg-gold/15 text-fg";
const chipOff = "border-line bg-surface text-fg-muted hover:border-gold/60 hover:text-fg";

/** Spec §9 date presets (last or next 7 or 30 days, in Vietnam dates) and a custom start and end date. */
export function DateFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation("wallet");
  const current = matchingPreset(range);
  const problem = rangeProblem(range);
  const ids = { start: useId(), end: useId(), error: useId() };
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t("records.range")} className="flex flex-wrap gap-2">
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={current === preset}
            onClick={() => onChange(presetRange(preset))}
            data-testid={`records-preset-${preset}`}
            className={cn(chip, current === preset ? chipOn : chipOff)}
          >
            {t(`records.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="grid gap-1.5">
          <label htmlFor={ids.start} className="text-sm font-medium text-fg">
            {t("records.from")}
          </label>
          <input
            id={ids.start}
            type="date"
            value={range.startDate}
            onChange={(event) => onChange({ ...range, startDate: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            data-testid="records-start-date"
            className={inputClasses}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.end} className="text-sm font-medium text-fg">
            {t("records.to")}
          </label>
          <input
            id={ids.end}
            type="date"
            value={range.endDate}
            onChange={(event) => onChange({ ...range, endDate: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            data-testid="records-end-date"
            className={inputClasses}
          />
        </div>
      </div>
      {problem && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger">
          {t(`records.rangeProblems.${problem}`, { days: RECORD_MAX_RANGE_DAYS })}
        </p>
      )}
    </div>
  );
}

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
