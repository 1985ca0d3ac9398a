import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DATE_PRESETS, RECORD_MAX_RANGE_DAYS, type DatePreset } from "@lotus/contracts/web";
import { cn } from "./cn";
import { matchingPreset, presetRange, rangeProblem, type DateRange } from "../../lib/date-presets";
import { inputClasses } from "./form-parts";

export const chip =
  "inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus";
export const chipOn = "border-gold bg-gold/15 text-fg";
export const chipOff = "border-line bg-surface text-fg-muted hover:border-gold/60 hover:text-fg";

/**
 * Spec §9 date presets (last or next 7 or 30 days, in Vietnam dates) and a custom start and end
 * date. A page that looks only back (the agent reports) passes its presets and its longest range.
 */
export function DateFilter({
  range,
  onChange,
  presets = DATE_PRESETS,
  maxDays = RECORD_MAX_RANGE_DAYS,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  presets?: readonly DatePreset[];
  maxDays?: number;
}) {
  const { t } = useTranslation("wallet");
  const current = matchingPreset(range);
  const problem = rangeProblem(range, maxDays);
  const ids = { start: useId(), end: useId(), error: useId() };
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t("records.range")} className="flex flex-wrap gap-2">
        {presets.map((preset) => (
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
          {t(`records.rangeProblems.${problem}`, { days: maxDays })}
        </p>
      )}
    </div>
  );
}
