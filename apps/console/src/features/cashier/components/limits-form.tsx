import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDraftForm } from "../../../lib/draft-form";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, minorToVndInput, parseVndInput } from "../../../lib/money";
import type { CashierSettingsValue } from "../../../lib/types";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { Panel } from "../../../components/ui/page";
import { Switch } from "../../../components/ui/switch";
import { useSaveCashierSettings } from "../api/cashier-settings";
import { validateLimits, type LimitsDraft } from "../utils/limits";

type Section = keyof LimitsDraft;
/** The whole-number fields of a section (everything but the switch and the amounts). */
type CountField<S extends Section> = Exclude<keyof LimitsDraft[S], "enabled" | "min" | "max">;

function draftOf(settings: CashierSettingsValue): LimitsDraft {
  return {
    deposit: {
      enabled: settings.deposit.enabled,
      min: minorToVndInput(settings.deposit.minAmount),
      max: minorToVndInput(settings.deposit.maxAmount),
      expiryMinutes: String(settings.deposit.expiryMinutes),
    },
    withdraw: {
      enabled: settings.withdraw.enabled,
      min: minorToVndInput(settings.withdraw.minAmount),
      max: minorToVndInput(settings.withdraw.maxAmount),
      dailyCount: String(settings.withdraw.dailyCount),
      autoReceiptMinutes: String(settings.withdraw.autoReceiptMinutes),
    },
  };
}

/** Deposit and withdrawal limits (VND), daily withdrawal count, deposit expiry and auto-receipt minutes. */
export function LimitsForm({ settings }: { settings: CashierSettingsValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveCashierSettings();
  const { draft, setDraft, problem, error, submit } = useDraftForm({
    initial: () => draftOf(settings),
    validate: validateLimits,
    save: save.mutateAsync,
    draftOf,
    savedMessage: t("cashier.limits.saved"),
  });

  function set<S extends "deposit" | "withdraw">(section: S, field: keyof LimitsDraft[S], value: string | boolean) {
    setDraft((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));
  }

  /** A section: its switch, its min and max amounts (đồng), then its own fields. */
  const section = (name: Section, fields: ReactNode) => (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">{t(`cashier.limits.${name}`)}</legend>
      <Switch
        checked={draft[name].enabled}
        onChange={(v) => set(name, "enabled", v)}
        label={t(`cashier.limits.${name}Enabled`)}
      />
      {(["min", "max"] as const).map((bound) => (
        <TextField
          key={bound}
          label={t(`cashier.limits.${bound}`)}
          name={`${name}${bound === "min" ? "Min" : "Max"}`}
          inputMode="decimal"
          value={draft[name][bound]}
          onChange={(e) => set(name, bound, e.target.value)}
          hint={amountHint(draft[name][bound], language, t("amount.hint"))}
          error={problem(`${name}.${bound}`)}
        />
      ))}
      {fields}
    </fieldset>
  );

  const countField = <S extends Section>(
    name: S,
    field: CountField<S> & string,
    min: number,
    max: number,
    hint: string,
  ) => (
    <TextField
      label={t(`cashier.limits.${field}`)}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft[name][field] as string}
      onChange={(e) => set(name, field, e.target.value)}
      hint={hint}
      error={problem(`${name}.${field}`)}
    />
  );

  return (
    <Panel title={t("cashier.limits.title")}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-4">
        <div className="grid gap-5 md:grid-cols-2">
          {section(
            "deposit",
            countField("deposit", "expiryMinutes", 5, 1440, t("cashier.limits.range", { min: 5, max: 1440 })),
          )}
          {section(
            "withdraw",
            <>
              {countField("withdraw", "dailyCount", 1, 100, t("cashier.limits.range", { min: 1, max: 100 }))}
              {countField("withdraw", "autoReceiptMinutes", 1, 10080, t("cashier.limits.autoReceiptHint"))}
            </>,
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t("actions.save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function amountHint(input: string, language: string, fallback: string): string {
  const parsed = parseVndInput(input);
  return parsed.ok ? formatVnd(parsed.minor, language) : fallback;
}
