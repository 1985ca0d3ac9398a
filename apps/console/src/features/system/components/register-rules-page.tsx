import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PATTERN_CATALOGUE } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { RegisterRule } from "../../../lib/types";
import { Button } from "../../../components/ui/button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { EmptyState, QueryStates } from "../../../components/ui/states";
import { useRegisterRules, useSaveRegisterRules } from "../api/site";
import { ruleProblem } from "../utils/rules";

/** Registration field rules (spec §5): shown, required, pattern, length bounds, one row per field. */
export function RegisterRulesPage() {
  const { t } = useTranslation();
  const query = useRegisterRules();
  return (
    <>
      <PageHeader title={t("nav.registration")} description={t("rules.description")} />
      <QueryStates query={query} rows={8}>
        {(rules) => <RulesForm key={query.dataUpdatedAt} rules={rules} />}
      </QueryStates>
    </>
  );
}

const cellInput = "h-8 w-full rounded border border-line bg-surface px-2 text-sm aria-[invalid=true]:border-danger";

function RulesForm({ rules }: { rules: RegisterRule[] }) {
  const { t } = useTranslation();
  const save = useSaveRegisterRules();
  const [draft, setDraft] = useState(rules);
  const [error, setError] = useState<string | null>(null);
  const problems = draft.map(ruleProblem);
  const invalid = problems.some((p) => p !== null);
  const changed = JSON.stringify(draft) !== JSON.stringify(rules);

  function update(field: RegisterRule["field"], patch: Partial<RegisterRule>) {
    setDraft((list) => list.map((rule) => (rule.field === field ? { ...rule, ...patch } : rule)));
  }

  async function submit() {
    if (invalid) return;
    setError(null);
    try {
      await save.mutateAsync({ rules: draft });
      notify("success", t("rules.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  if (draft.length === 0)
    return (
      <Panel>
        <EmptyState title={t("rules.empty")} />
      </Panel>
    );
  return (
    <Panel>
      <div className="overflow-x-auto">
        <table className="console-table">
          <caption className="sr-only">{t("nav.registration")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("rules.field")}</th>
              <th scope="col">{t("rules.enabled")}</th>
              <th scope="col">{t("rules.required")}</th>
              <th scope="col">{t("rules.pattern")}</th>
              <th scope="col">{t("rules.minLength")}</th>
              <th scope="col">{t("rules.maxLength")}</th>
            </tr>
          </thead>
          <tbody>
            {draft.map((rule, index) => {
              const problem = problems[index];
              const name = rule.field;
              return (
                <tr key={rule.field} data-testid={`rule-${rule.field}`}>
                  <th scope="row" className="wide text-start font-mono text-xs font-semibold">
                    {rule.field}
                    {problem && (
                      <span id={`rule-${name}-problem`} className="block font-sans font-normal text-danger">
                        {t(problem)}
                      </span>
                    )}
                  </th>
                  <td data-label={t("rules.enabled")}>
                    <input
                      type="checkbox"
                      checked={rule.enabled}
                      onChange={(e) => update(rule.field, { enabled: e.target.checked })}
                      aria-label={t("rules.enabledFor", { field: name })}
                      className="size-4 accent-brand"
                    />
                  </td>
                  <td data-label={t("rules.required")}>
                    <input
                      type="checkbox"
                      checked={rule.required}
                      onChange={(e) => update(rule.field, { required: e.target.checked })}
                      aria-label={t("rules.requiredFor", { field: name })}
                      className="size-4 accent-brand"
                    />
                  </td>
                  <td data-label={t("rules.pattern")} className="wide min-w-56">
                    <select
                      value={rule.patternId}
                      onChange={(e) => update(rule.field, { patternId: Number(e.target.value) })}
                      aria-label={t("rules.patternFor", { field: name })}
                      className={cellInput}
                    >
                      {PATTERN_CATALOGUE.map((pattern) => (
                        <option key={pattern.id} value={pattern.id}>
                          {pattern.id} · {t(`patterns.${pattern.key}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label={t("rules.minLength")}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={255}
                      value={rule.minLength}
                      onChange={(e) => update(rule.field, { minLength: Number(e.target.value) })}
                      aria-label={t("rules.minLengthFor", { field: name })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `rule-${name}-problem` : undefined}
                      className={`${cellInput} w-20`}
                    />
                  </td>
                  <td data-label={t("rules.maxLength")}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={255}
                      value={rule.maxLength}
                      onChange={(e) => update(rule.field, { maxLength: Number(e.target.value) })}
                      aria-label={t("rules.maxLengthFor", { field: name })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `rule-${name}-problem` : undefined}
                      className={`${cellInput} w-20`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line p-3">
        {(error || invalid) && (
          <p role="alert" className="mr-auto text-sm text-danger">
            {error ?? t("rules.fixErrors")}
          </p>
        )}
        <Button onClick={() => setDraft(rules)} disabled={!changed || save.isPending}>
          {t("actions.reset")}
        </Button>
        <Button variant="primary" onClick={() => void submit()} busy={save.isPending} disabled={!changed || invalid}>
          {t("actions.save")}
        </Button>
      </div>
    </Panel>
  );
}
