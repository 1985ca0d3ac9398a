import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import type { SystemSettings } from "../../../lib/types";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { inputClasses } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { Switch } from "../../../components/ui/switch";
import { useSaveSystemSettings, useSystemSettings } from "../api/site";
import { addCountries, countryName, parseCountryCodes } from "../utils/countries";

/** Site switches (admin): maintenance (immediate, confirmed), restricted countries, login required. */
export function SitePage() {
  const { t } = useTranslation();
  const query = useSystemSettings();
  return (
    <>
      <PageHeader title={t("nav.site")} description={t("site.description")} />
      <QueryStates query={query} rows={4}>
        {(settings) => (
          <div className="space-y-4">
            <MaintenancePanel settings={settings} />
            <AccessForm
              key={`${settings.restrictedCountries.join(",")}|${settings.loginRequired}`}
              settings={settings}
            />
          </div>
        )}
      </QueryStates>
    </>
  );
}

function MaintenancePanel({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation();
  const save = useSaveSystemSettings();
  const [asking, setAsking] = useState<boolean | null>(null);

  async function apply(maintenance: boolean) {
    await save.mutateAsync({ ...settings, maintenance });
    notify("success", t(maintenance ? "site.maintenance.onDone" : "site.maintenance.offDone"));
  }

  return (
    <Panel title={t("site.maintenance.title")}>
      <div className="space-y-3 p-4">
        <p className="flex items-center gap-2 text-sm">
          {t("site.maintenance.state")}
          <Badge tone={settings.maintenance ? "danger" : "success"}>
            {t(settings.maintenance ? "site.maintenance.closed" : "site.maintenance.open")}
          </Badge>
        </p>
        <Switch
          checked={settings.maintenance}
          onChange={(value) => setAsking(value)}
          disabled={save.isPending}
          label={t("site.maintenance.switch")}
          description={t("site.maintenance.hint")}
          testId="maintenance-switch"
        />
      </div>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t(asking ? "site.maintenance.confirmOnTitle" : "site.maintenance.confirmOffTitle")}
        confirmLabel={t(asking ? "site.maintenance.confirmOn" : "site.maintenance.confirmOff")}
        variant={asking ? "danger" : "success"}
        onConfirm={() => apply(asking === true)}
      >
        <p>{t(asking ? "site.maintenance.confirmOnText" : "site.maintenance.confirmOffText")}</p>
      </ConfirmDialog>
    </Panel>
  );
}

function AccessForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveSystemSettings();
  const [countries, setCountries] = useState<string[]>(settings.restrictedCountries);
  const [loginRequired, setLoginRequired] = useState(settings.loginRequired);
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function add() {
    const { codes, invalid } = parseCountryCodes(input);
    if (invalid.length > 0) {
      setInputError(t("site.countries.invalid", { codes: invalid.join(", ") }));
      return;
    }
    setInputError(null);
    if (codes.length === 0) return;
    setCountries((list) => addCountries(list, codes));
    setInput("");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ maintenance: settings.maintenance, restrictedCountries: countries, loginRequired });
      notify("success", t("site.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <Panel title={t("site.access")}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-4">
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("site.countries.title")}</legend>
          <p className="mb-2 text-xs text-fg-muted">{t("site.countries.hint")}</p>
          {countries.length === 0 ? (
            <p className="mb-2 text-sm text-fg-muted">{t("site.countries.none")}</p>
          ) : (
            <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={t("site.countries.title")}>
              {countries.map((code) => (
                <li
                  key={code}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pr-1 pl-2.5 text-sm"
                >
                  <span className="font-mono font-semibold">{code}</span>
                  <span className="text-xs text-fg-muted">{countryName(code, language)}</span>
                  <button
                    type="button"
                    onClick={() => setCountries((list) => list.filter((c) => c !== code))}
                    aria-label={t("site.countries.remove", { code, name: countryName(code, language) })}
                    className="grid size-6 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-danger-soft hover:text-danger"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor={inputId} className="mb-1 block text-sm">
            {t("site.countries.add")}
          </label>
          <div className="flex max-w-md gap-2">
            <input
              id={inputId}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
              placeholder="US, SG"
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? errorId : undefined}
              className={`${inputClasses} font-mono uppercase`}
            />
            <Button onClick={add}>{t("actions.add")}</Button>
          </div>
          {inputError && (
            <p id={errorId} className="mt-1 text-xs text-danger">
              {inputError}
            </p>
          )}
        </fieldset>
        <Switch
          checked={loginRequired}
          onChange={setLoginRequired}
          label={t("site.loginRequired")}
          description={t("site.loginRequiredHint")}
        />
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
