import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgentContractKind, AgentContractPeriod, ConsoleContractTemplate } from "@lotus/contracts/web";
import { SelectField, TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useCreateTemplate, useOfferHouseContract, useSetCap } from "../api/agents";
import { CONTRACT_KINDS, DIVIDEND_PERIODS, emptyTerms, percentToPpm, ppmToPercent, termsOf } from "../utils/terms";
import { TermsEditor } from "./terms-editor";

function KindSelect({ value, onChange }: { value: AgentContractKind; onChange: (kind: AgentContractKind) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("agents.contracts.kind")}
      value={value}
      onChange={(event) => onChange(event.target.value as AgentContractKind)}
    >
      {CONTRACT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(`agents.kinds.${kind}`)}
        </option>
      ))}
    </SelectField>
  );
}

function PeriodSelect({
  value,
  onChange,
}: {
  value: AgentContractPeriod;
  onChange: (period: AgentContractPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("agents.contracts.period")}
      value={value}
      onChange={(event) => onChange(event.target.value as AgentContractPeriod)}
    >
      {DIVIDEND_PERIODS.map((period) => (
        <option key={period} value={period}>
          {t(`agents.periods.${period}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** A new contract template: name, kind, period (dividends) and terms. */
export function TemplateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTemplate();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<AgentContractKind>("daily_salary");
  const [period, setPeriod] = useState<AgentContractPeriod>("W");
  const [draft, setDraft] = useState(emptyTerms);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    if (name.trim() === "") return setInvalid("name");
    const terms = termsOf(kind, draft);
    if (!terms.ok) return setInvalid(terms.field);
    setInvalid(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        kind,
        ...(kind === "dividend" ? { period } : {}),
        terms: terms.terms,
      });
      notify("success", t("agents.contracts.templateSaved", { name: name.trim() }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("agents.contracts.newTemplate")}
      size="md"
      busy={create.isPending}
      submitLabel={t("actions.save")}
      onSubmit={() => void submit()}
      error={error}
      testId="template-save"
    >
      <TextField
        label={t("agents.contracts.name")}
        value={name}
        maxLength={64}
        required
        data-autofocus
        error={invalid === "name" ? t("agents.contracts.nameRequired") : null}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <KindSelect value={kind} onChange={setKind} />
        {kind === "dividend" && <PeriodSelect value={period} onChange={setPeriod} />}
      </div>
      <TermsEditor kind={kind} draft={draft} onChange={setDraft} invalid={invalid} />
    </FormDialog>
  );
}

/** The operator's cap of a kind for a top agent (in %). */
export function CapDialog({
  memberId,
  kind,
  current,
  onClose,
}: {
  memberId: string;
  kind: AgentContractKind;
  current: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setCap = useSetCap();
  const [rate, setRate] = useState(current === null ? "" : ppmToPercent(current));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ppm = percentToPpm(rate);

  async function submit() {
    setTouched(true);
    if (ppm === null) return;
    setError(null);
    try {
      await setCap.mutateAsync({ id: memberId, kind, maxRatioPpm: ppm });
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("agents.contracts.capTitle", { kind: t(`agents.kinds.${kind}`) })}
      description={t("agents.contracts.capExplain")}
      busy={setCap.isPending}
      submitLabel={t("actions.save")}
      onSubmit={() => void submit()}
      error={error}
    >
      <TextField
        label={t("agents.contracts.capRate")}
        inputMode="decimal"
        data-autofocus
        value={rate}
        error={touched && ppm === null ? t("agents.terms.invalid") : null}
        onChange={(event) => setRate(event.target.value)}
      />
    </FormDialog>
  );
}

/** The house offers a top agent a contract: a template of the kind, or terms typed here. */
export function OfferDialog({
  memberId,
  account,
  templates,
  onClose,
}: {
  memberId: string;
  account: string;
  templates: ConsoleContractTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offer = useOfferHouseContract();
  const [kind, setKind] = useState<AgentContractKind>("daily_salary");
  const [templateId, setTemplateId] = useState("");
  const [period, setPeriod] = useState<AgentContractPeriod>("W");
  const [draft, setDraft] = useState(emptyTerms);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ofKind = templates.filter((template) => template.kind === kind);

  async function submit() {
    setError(null);
    let body;
    if (templateId) body = { kind, templateId };
    else {
      const terms = termsOf(kind, draft);
      if (!terms.ok) return setInvalid(terms.field);
      body = { kind, ...(kind === "dividend" ? { period } : {}), terms: terms.terms };
    }
    setInvalid(null);
    try {
      await offer.mutateAsync({ id: memberId, ...body });
      notify("success", t("agents.contracts.offered", { account, kind: t(`agents.kinds.${kind}`) }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("agents.contracts.offerTitle", { account })}
      size="md"
      description={t("agents.contracts.offerExplain")}
      busy={offer.isPending}
      submitLabel={t("agents.contracts.offer")}
      onSubmit={() => void submit()}
      error={error}
      testId="house-offer-submit"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <KindSelect
          value={kind}
          onChange={(next) => {
            setKind(next);
            setTemplateId("");
          }}
        />
        <SelectField
          label={t("agents.contracts.template")}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
        >
          <option value="">{t("agents.contracts.customTerms")}</option>
          {ofKind.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name} ({ppmToPercent(template.ratioPpm)} %)
            </option>
          ))}
        </SelectField>
        {kind === "dividend" && !templateId && <PeriodSelect value={period} onChange={setPeriod} />}
      </div>
      {!templateId && <TermsEditor kind={kind} draft={draft} onChange={setDraft} invalid={invalid} />}
    </FormDialog>
  );
}
