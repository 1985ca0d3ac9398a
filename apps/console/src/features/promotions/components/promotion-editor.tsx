import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  GAME_CATEGORIES,
  LANGUAGES,
  MAX_WAGERING_MULTIPLIER,
  PROMOTION_ENTRIES,
  PROMOTION_TAGS,
  PROMOTION_TEMPLATES,
  PROMOTION_TYPES,
  type ConsolePromotion,
  type Language,
} from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { inputClasses, SelectField, TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Switch } from "../../../components/ui/switch";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSavePromotion } from "../api/promotions";
import {
  checkPromotionDraft,
  draftOfPromotion,
  FLAG_RULES,
  newPromotionDraft,
  NUMBER_RULES,
  TEMPLATE_FIELDS,
  type PromotionDraft,
} from "../utils/promotion-draft";

/**
 * Creates or edits a promotion: type, template and entry, tags, the texts in the five languages,
 * the template's parameters and wagering terms (checked as the server checks them: ≤ 10×, weights
 * 0–100 %), the eligibility rules, the window (Vietnam time) and whether it is on.
 */
export function PromotionEditor({ promotion, onClose }: { promotion: ConsolePromotion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion ? draftOfPromotion(promotion) : newPromotionDraft(),
  );
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>("vi");
  const check = checkPromotionDraft(draft);
  const problem = (field: string): string | null => {
    if (!touched || check.ok) return null;
    const key = check.errors[field];
    return key ? t(key) : null;
  };
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const uses = TEMPLATE_FIELDS[draft.template];
  const languagesWithProblems = LANGUAGES.filter((l) =>
    ["title", "summary", "terms"].some((f) => problem(`${f}.${l}`) !== null),
  );

  async function submit() {
    setTouched(true);
    if (!check.ok) {
      setError(t("promotions.editor.fix"));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: promotion?.id ?? null, request: check.request });
      notify("success", t("promotions.editor.saved"));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      size="lg"
      onClose={onClose}
      title={promotion ? t("promotions.editor.editTitle", { id: promotion.id }) : t("promotions.editor.newTitle")}
      busy={save.isPending}
      submitLabel={t("actions.save")}
      onSubmit={() => void submit()}
      error={error}
      testId="promotion-save"
      className="space-y-5"
    >
      <Section title={t("promotions.editor.basics")}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t("promotions.editor.type")}
            value={draft.type}
            onChange={(e) => set("type", e.target.value as PromotionDraft["type"])}
            data-testid="editor-type"
          >
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`promotions.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("promotions.editor.template")}
            value={draft.template}
            onChange={(e) => set("template", e.target.value as PromotionDraft["template"])}
            data-testid="editor-template"
          >
            {PROMOTION_TEMPLATES.map((template) => (
              <option key={template} value={template}>
                {t(`promotions.templates.${template}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("promotions.editor.entry")}
            value={draft.entry}
            onChange={(e) => set("entry", e.target.value as PromotionDraft["entry"])}
            data-testid="editor-entry"
          >
            {PROMOTION_ENTRIES.map((entry) => (
              <option key={entry} value={entry}>
                {t(`promotions.entries.${entry}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("promotions.editor.tags")}</legend>
          <div className="flex flex-wrap gap-3">
            {PROMOTION_TAGS.map((tag) => (
              <label key={tag} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={draft.tags.includes(tag)}
                  onChange={(e) =>
                    set("tags", e.target.checked ? [...draft.tags, tag] : draft.tags.filter((x) => x !== tag))
                  }
                />
                {t(`promotions.tags.${tag}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[3fr_1fr]">
          <TextField
            label={t("promotions.editor.imageUrl")}
            hint={t("promotions.editor.imageUrlHint")}
            value={draft.imageUrl}
            maxLength={500}
            error={problem("imageUrl")}
            onChange={(e) => set("imageUrl", e.target.value)}
          />
          <TextField
            label={t("promotions.editor.sort")}
            inputMode="numeric"
            value={draft.sort}
            error={problem("sort")}
            onChange={(e) => set("sort", e.target.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t("promotions.editor.startsAt")}
            type="datetime-local"
            value={draft.startsAt}
            error={problem("startsAt")}
            onChange={(e) => set("startsAt", e.target.value)}
          />
          <TextField
            label={t("promotions.editor.endsAt")}
            hint={t("promotions.editor.emptyNoEnd")}
            type="datetime-local"
            value={draft.endsAt}
            error={problem("endsAt")}
            onChange={(e) => set("endsAt", e.target.value)}
          />
          <TextField
            label={t("promotions.editor.registrationEndsAt")}
            hint={t("promotions.editor.emptyNoEnd")}
            type="datetime-local"
            value={draft.registrationEndsAt}
            error={problem("registrationEndsAt")}
            onChange={(e) => set("registrationEndsAt", e.target.value)}
          />
        </div>
        <p className="text-xs text-fg-muted">{t("promotions.editor.timeZone")}</p>
        <Switch
          checked={draft.enabled}
          onChange={(value) => set("enabled", value)}
          label={t("promotions.editor.enabled")}
          description={t("promotions.editor.enabledHint")}
          testId="editor-enabled"
        />
      </Section>

      <Section title={t("promotions.editor.texts")}>
        <div role="group" aria-label={t("promotions.editor.language")} className="flex flex-wrap gap-1">
          {LANGUAGES.map((l) => (
            <Button
              key={l}
              size="sm"
              variant={language === l ? "primary" : "secondary"}
              aria-pressed={language === l}
              onClick={() => setLanguage(l)}
              data-testid={`editor-language-${l}`}
            >
              {t(`promotions.languages.${l}`)}
              {languagesWithProblems.includes(l) && <span className="text-danger"> •</span>}
            </Button>
          ))}
        </div>
        <TextField
          key={`title-${language}`}
          label={t("promotions.editor.title", { language: t(`promotions.languages.${language}`) })}
          value={draft.title[language]}
          maxLength={80}
          error={problem(`title.${language}`)}
          onChange={(e) => set("title", { ...draft.title, [language]: e.target.value })}
          data-testid={`editor-title-${language}`}
        />
        <TextArea
          label={t("promotions.editor.summary", { language: t(`promotions.languages.${language}`) })}
          value={draft.summary[language]}
          rows={2}
          maxLength={200}
          error={problem(`summary.${language}`)}
          onChange={(value) => set("summary", { ...draft.summary, [language]: value })}
          testId={`editor-summary-${language}`}
        />
        <TextArea
          label={t("promotions.editor.terms", { language: t(`promotions.languages.${language}`) })}
          hint={t("promotions.editor.termsHint")}
          value={draft.terms[language]}
          rows={6}
          maxLength={4000}
          error={problem(`terms.${language}`)}
          onChange={(value) => set("terms", { ...draft.terms, [language]: value })}
          testId={`editor-terms-${language}`}
        />
      </Section>

      {uses.length > 0 && (
        <Section title={t("promotions.editor.params")}>
          <div className="grid gap-3 sm:grid-cols-2">
            {uses.includes("percent") && (
              <TextField
                label={t("promotions.editor.percent")}
                inputMode="numeric"
                value={draft.percent}
                error={problem("percent")}
                onChange={(e) => set("percent", e.target.value)}
                data-testid="editor-percent"
              />
            )}
            {uses.includes("nth") && (
              <TextField
                label={t("promotions.editor.nth")}
                inputMode="numeric"
                value={draft.nth}
                error={problem("nth")}
                onChange={(e) => set("nth", e.target.value)}
              />
            )}
            {uses.includes("minDeposit") && (
              <TextField
                label={t("promotions.editor.minDeposit")}
                hint={t("promotions.editor.optional")}
                inputMode="decimal"
                value={draft.minDeposit}
                error={problem("minDeposit")}
                onChange={(e) => set("minDeposit", e.target.value)}
              />
            )}
            {uses.includes("maxBonus") && (
              <TextField
                label={t("promotions.editor.maxBonus")}
                inputMode="decimal"
                value={draft.maxBonus}
                error={problem("maxBonus")}
                onChange={(e) => set("maxBonus", e.target.value)}
                data-testid="editor-max-bonus"
              />
            )}
            {uses.includes("amount") && (
              <TextField
                label={t("promotions.editor.amount")}
                inputMode="decimal"
                value={draft.amount}
                error={problem("amount")}
                onChange={(e) => set("amount", e.target.value)}
                data-testid="editor-amount"
              />
            )}
            {uses.includes("code") && (
              <TextField
                label={t("promotions.editor.code")}
                hint={t("promotions.editor.codeHint")}
                value={draft.code}
                maxLength={20}
                error={problem("code")}
                onChange={(e) => set("code", e.target.value.toUpperCase())}
              />
            )}
          </div>
          {uses.includes("prizes") && (
            <PrizesEditor draft={draft} problem={problem} onChange={(prizes) => set("prizes", prizes)} />
          )}
        </Section>
      )}

      <Section title={t("promotions.editor.wagering")}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t("promotions.editor.multiplier", { max: MAX_WAGERING_MULTIPLIER })}
            inputMode="numeric"
            value={draft.multiplier}
            error={problem("multiplier")}
            onChange={(e) => set("multiplier", e.target.value)}
            data-testid="editor-multiplier"
          />
          <SelectField
            label={t("promotions.editor.base")}
            value={draft.base}
            onChange={(e) => set("base", e.target.value as PromotionDraft["base"])}
          >
            <option value="bonus">{t("promotions.editor.baseBonus")}</option>
            <option value="bonus_deposit">{t("promotions.editor.baseBonusDeposit")}</option>
          </SelectField>
          <TextField
            label={t("promotions.editor.validDays")}
            inputMode="numeric"
            value={draft.validDays}
            error={problem("validDays")}
            onChange={(e) => set("validDays", e.target.value)}
            data-testid="editor-valid-days"
          />
          <TextField
            label={t("promotions.editor.maxBet")}
            hint={t("promotions.editor.emptyNoLimit")}
            inputMode="decimal"
            value={draft.maxBet}
            error={problem("maxBet")}
            onChange={(e) => set("maxBet", e.target.value)}
          />
          <TextField
            label={t("promotions.editor.maxConversion")}
            hint={t("promotions.editor.emptyNoLimit")}
            inputMode="decimal"
            value={draft.maxConversion}
            error={problem("maxConversion")}
            onChange={(e) => set("maxConversion", e.target.value)}
          />
          <TextField
            label={t("promotions.editor.weightDefault")}
            inputMode="numeric"
            value={draft.weightDefault}
            error={problem("weightDefault")}
            onChange={(e) => set("weightDefault", e.target.value)}
          />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("promotions.editor.weightCategory")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {GAME_CATEGORIES.map((category) => (
              <TextField
                key={category}
                label={t(`promotions.categories.${category}`)}
                inputMode="numeric"
                placeholder={draft.weightDefault}
                value={draft.weightCategory[category] ?? ""}
                error={problem(`weightCategory.${category}`)}
                onChange={(e) => set("weightCategory", { ...draft.weightCategory, [category]: e.target.value })}
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextArea
            label={t("promotions.editor.weightVendor")}
            hint={t("promotions.editor.weightLinesHint", { example: "PG=50" })}
            value={draft.weightVendor}
            rows={3}
            error={problem("weightVendor")}
            onChange={(value) => set("weightVendor", value)}
          />
          <TextArea
            label={t("promotions.editor.weightGame")}
            hint={t("promotions.editor.weightLinesHint", { example: "1024=0" })}
            value={draft.weightGame}
            rows={3}
            error={problem("weightGame")}
            onChange={(value) => set("weightGame", value)}
          />
        </div>
      </Section>

      <Section title={t("promotions.editor.eligibility")}>
        <div className="grid gap-2 sm:grid-cols-2">
          {FLAG_RULES.map((rule) => (
            <label key={rule} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.flags[rule]}
                onChange={(e) => set("flags", { ...draft.flags, [rule]: e.target.checked })}
              />
              {t(`promotions.rules.${rule}`)}
            </label>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-4">
          {NUMBER_RULES.map((rule) => (
            <TextField
              key={rule}
              label={t(`promotions.rules.${rule}`)}
              hint={t("promotions.editor.emptyNoRule")}
              inputMode="numeric"
              value={draft.numbers[rule]}
              error={problem(`numbers.${rule}`)}
              onChange={(e) => set("numbers", { ...draft.numbers, [rule]: e.target.value })}
            />
          ))}
        </div>
      </Section>
    </FormDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function TextArea({
  label,
  hint,
  value,
  rows,
  maxLength,
  error,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  rows: number;
  maxLength?: number;
  error: string | null;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        className={cn(inputClasses, "h-auto py-2")}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function PrizesEditor({
  draft,
  problem,
  onChange,
}: {
  draft: PromotionDraft;
  problem: (field: string) => string | null;
  onChange: (prizes: PromotionDraft["prizes"]) => void;
}) {
  const { t } = useTranslation();
  const total = draft.prizes.reduce((sum, p) => sum + (Number(p.weight) || 0), 0);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t("promotions.editor.prizes")}</legend>
      {problem("prizes") && <p className="text-xs text-danger">{problem("prizes")}</p>}
      {draft.prizes.map((prize, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField
            label={t("promotions.editor.prizeAmount", { n: i + 1 })}
            inputMode="decimal"
            value={prize.amount}
            error={problem(`prizes.${i}.amount`)}
            onChange={(e) => onChange(draft.prizes.map((p, j) => (j === i ? { ...p, amount: e.target.value } : p)))}
          />
          <TextField
            label={t("promotions.editor.prizeWeight", { n: i + 1 })}
            hint={total > 0 && Number(prize.weight) > 0 ? `${prize.weight}/${total}` : undefined}
            inputMode="numeric"
            value={prize.weight}
            error={problem(`prizes.${i}.weight`)}
            onChange={(e) => onChange(draft.prizes.map((p, j) => (j === i ? { ...p, weight: e.target.value } : p)))}
          />
          <Button
            size="sm"
            variant="ghost"
            disabled={draft.prizes.length <= 1}
            onClick={() => onChange(draft.prizes.filter((_, j) => j !== i))}
            aria-label={t("promotions.editor.removePrize", { n: i + 1 })}
          >
            ×
          </Button>
        </div>
      ))}
      {draft.prizes.length < 20 && (
        <Button size="sm" onClick={() => onChange([...draft.prizes, { amount: "", weight: "1" }])}>
          {t("promotions.editor.addPrize")}
        </Button>
      )}
    </fieldset>
  );
}
