import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_CATEGORIES, type GameCategory } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { presetRange, rangeProblem, type DateRange } from "../../../lib/date-presets";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import type { BettingFilters } from "../utils/betting-query";
import { DateFilter } from "../../../components/ui/date-filter";
import { inputClasses } from "../../../components/ui/form-parts";
import { categoryChoices, keepVendor, vendorChoices } from "../utils/betting-format";

/** The filters both pages share (dates, category, vendor); a change goes back to the first page. */
export function useBettingFilters(onChange?: () => void) {
  const [range, setRange] = useState<DateRange>(() => presetRange("last7"));
  const [gameCategory, setCategory] = useState<GameCategory | null>(null);
  const [vassalage, setVendor] = useState<string | null>(null);
  const filters = useMemo<BettingFilters>(
    () => ({ ...range, gameCategory, vassalage }),
    [range, gameCategory, vassalage],
  );
  return {
    filters,
    valid: rangeProblem(range) === null,
    range,
    setRange: (next: DateRange) => {
      setRange(next);
      onChange?.();
    },
    setCategory: (next: GameCategory | null, nextVendor: string | null) => {
      setCategory(next);
      setVendor(nextVendor);
      onChange?.();
    },
    setVendor: (next: string | null) => {
      setVendor(next);
      onChange?.();
    },
  };
}

export type BettingFilterState = ReturnType<typeof useBettingFilters>;

/** Date presets and range (the account record's), then the game category and the vendor. */
export function BettingFilterPanel({ state }: { state: BettingFilterState }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <DateFilter range={state.range} onChange={state.setRange} />
      <CategoryVendorFilter state={state} />
    </Card>
  );
}

const selectClasses = `${inputClasses} cursor-pointer appearance-auto pr-2`;

function CategoryVendorFilter({ state }: { state: BettingFilterState }) {
  const { t } = useTranslation(["betting", "common"]);
  const vendors = useGameVendors();
  const lanes = useMemo(() => vendors.data ?? [], [vendors.data]);
  const ids = { category: useId(), vendor: useId() };
  const { gameCategory, vassalage } = state.filters;
  // Until the vendors arrive (or if they cannot), every category can still be chosen.
  const categories = lanes.length > 0 ? categoryChoices(lanes) : GAME_CATEGORIES.filter((c) => c !== "LOTT");
  const choices = vendorChoices(lanes, gameCategory);
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:max-w-xl">
      <div className="grid gap-1.5">
        <label htmlFor={ids.category} className="text-sm font-medium text-fg">
          {t("filters.category")}
        </label>
        <select
          id={ids.category}
          value={gameCategory ?? ""}
          onChange={(event) => {
            const next = (event.target.value || null) as GameCategory | null;
            state.setCategory(next, keepVendor(lanes, next, vassalage));
          }}
          data-testid="betting-category"
          className={selectClasses}
        >
          <option value="">{t("filters.allCategories")}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {t(`common:categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.vendor} className="text-sm font-medium text-fg">
          {t("filters.vendor")}
        </label>
        <select
          id={ids.vendor}
          value={vassalage ?? ""}
          onChange={(event) => state.setVendor(event.target.value || null)}
          disabled={choices.length === 0 && vassalage === null}
          aria-busy={vendors.isPending || undefined}
          data-testid="betting-vendor"
          className={selectClasses}
        >
          <option value="">{t("filters.allVendors")}</option>
          {gameCategory
            ? choices.map((vendor) => (
                <option key={vendor.vassalage} value={vendor.vassalage}>
                  {vendor.name}
                </option>
              ))
            : categories.map((category) => {
                const inCategory = choices.filter((vendor) => vendor.category === category);
                return inCategory.length === 0 ? null : (
                  <optgroup key={category} label={t(`common:categories.${category}`)}>
                    {inCategory.map((vendor) => (
                      <option key={vendor.vassalage} value={vendor.vassalage}>
                        {vendor.name}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
        </select>
      </div>
    </div>
  );
}
