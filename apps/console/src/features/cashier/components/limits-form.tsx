import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, minorToVndInput, parseVndInput } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import type { CashierSettingsValue } from "../../../lib/types";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { Panel } from "../../../components/ui/page";
import { Switch } from "../../../components/ui/switch";
import { useSaveCashierSettings } from "../api/cashier";
import { validateLimits, type LimitsDraft } from "../utils/limits";

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
  const [draft, setDraft] = useState<LimitsDraft>(() => draftOf(settings));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = validateLimits(draft);
  const problem = (path: string) => {
    if (!touched || result.ok) return null;
    const key = result.errors[path];
    return key ? t(key) : null;
  };

  function set<S extends "deposit" | "withdraw">(section: S, field: keyof LimitsDraft[S], value: string | boolean) {
    setDraft((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!result.ok) return;
    setError(null);
    try {
      const saved = await save.mutateAsync(result.request);
      setDraft(draftOf(saved));
      setTouched(false);
      notify("success", t("cashier.limits.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <Panel title={t("cashier.limits.title")}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-4">
        <div className="grid gap-5 md:grid-cols-2">
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold">{t("cashier.limits.deposit")}</legend>
            <Switch
              checked={draft.deposit.enabled}
              onChange={(v) => set("deposit", "enabled", v)}
              label={t("cashier.limits.depositEnabled")}
            />
            <TextField
              label={t("cashier.limits.min")}
              name="depositMin"
              inputMode="decimal"
              value={draft.deposit.min}
              onChange={(e) => set("deposit", "min", e.target.value)}
              hint={amountHint(draft.deposit.min, language, t("amount.hint"))}
              error={problem("deposit.min")}
            />
            <TextField
              label={t("cashier.limits.max")}
              name="depositMax"
              inputMode="decimal"
              value={draft.deposit.max}
              onChange={(e) => set("deposit", "max", e.target.value)}
              hint={amountHint(draft.deposit.max, language, t("amount.hint"))}
              error={problem("deposit.max")}
            />
            <TextField
              label={t("cashier.limits.expiryMinutes")}
              name="expiryMinutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={1440}
              value={draft.deposit.expiryMinutes}
              onChange={(e) => set("deposit", "expiryMinutes", e.target.value)}
              hint={t("cashier.limits.range", { min: 5, max: 1440 })}
              error={problem("deposit.expiryMinutes")}
            />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold">{t("cashier.limits.withdraw")}</legend>
            <Switch
              checked={draft.withdraw.enabled}
              onChange={(v) => set("withdraw", "enabled", v)}
              label={t("cashier.limits.withdrawEnabled")}
            />
            <TextField
              label={t("cashier.limits.min")}
              name="withdrawMin"
              inputMode="decimal"
              value={draft.withdraw.min}
              onChange={(e) => set("withdraw", "min", e.target.value)}
              hint={amountHint(draft.withdraw.min, language, t("amount.hint"))}
              error={problem("withdraw.min")}
            />
            <TextField
              label={t("cashier.limits.max")}
              name="withdrawMax"
              inputMode="decimal"
              value={draft.withdraw.max}
              onChange={(e) => set("withdraw", "max", e.target.value)}
              hint={amountHint(draft.withdraw.max, language, t("amount.hint"))}
              error={problem("withdraw.max")}
            />
            <TextField
              label={t("cashier.limits.dailyCount")}
              name="dailyCount"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={draft.withdraw.dailyCount}
              onChange={(e) => set("withdraw", "dailyCount", e.target.value)}
              hint={t("cashier.limits.range", { min: 1, max: 100 })}
              error={problem("withdraw.dailyCount")}
            />
            <TextField
              label={t("cashier.limits.autoReceiptMinutes")}
              name="autoReceiptMinutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={10080}
              value={draft.withdraw.autoReceiptMinutes}
              onChange={(e) => set("withdraw", "autoReceiptMinutes", e.target.value)}
              hint={t("cashier.limits.autoReceiptHint")}
              error={problem("withdraw.autoReceiptMinutes")}
            />
          </fieldset>
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
