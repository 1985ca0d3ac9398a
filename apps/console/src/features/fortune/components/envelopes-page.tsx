import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  dongInputToMinor,
  envelopeSplitError,
  formatMinor,
  type ConsoleEnvelope,
  type ConsoleEnvelopeCreate,
} from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { SelectField, TextField } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { Switch } from "../../../components/ui/switch";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useCreateEnvelope, useEndEnvelope, useEnvelopeDetail, useEnvelopes } from "../api/fortune";

const money = (minor: string, language: string) => `${formatMinor(minor, language, { decimals: 0 })} ₫`;

function StateBadge({ state }: { state: ConsoleEnvelope["state"] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={state === "open" ? "success" : state === "scheduled" ? "info" : "neutral"}>
      {t(`fortune.state.${state}`)}
    </Badge>
  );
}

type Draft = {
  titleVi: string;
  titleEn: string;
  total: string;
  packets: string;
  minimum: string;
  mode: "fixed" | "random";
  startsAt: string;
  endsAt: string;
  wagering: string;
  minDeposit: string;
  minValidBet: string;
  match: "all" | "any";
  lookbackDays: string;
  repeatDaily: boolean;
};

/** A datetime-local value (the browser's zone) for a moment. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const emptyDraft = (): Draft => ({
  titleVi: "",
  titleEn: "",
  total: "",
  packets: "100",
  minimum: "1000",
  mode: "random",
  startsAt: localInput(new Date(Date.now() + 10 * 60_000)),
  endsAt: localInput(new Date(Date.now() + 40 * 60_000)),
  wagering: "0",
  minDeposit: "0",
  minValidBet: "0",
  match: "any",
  lookbackDays: "7",
  repeatDaily: false,
});

/** The request from the form, or the name of the first wrong field. */
export function envelopeRequest(
  d: Draft,
): { ok: true; body: ConsoleEnvelopeCreate } | { ok: false; field: keyof Draft } {
  if (d.titleVi.trim() === "") return { ok: false, field: "titleVi" };
  const total = dongInputToMinor(d.total);
  if (!total || total === "0") return { ok: false, field: "total" };
  const packets = Number(d.packets);
  if (!Number.isInteger(packets)) return { ok: false, field: "packets" };
  const minimum = dongInputToMinor(d.minimum);
  if (!minimum || minimum === "0") return { ok: false, field: "minimum" };
  const split = envelopeSplitError({ total: BigInt(total), packets, minimum: BigInt(minimum), mode: d.mode });
  if (split) return { ok: false, field: split };
  const startsAt = new Date(d.startsAt);
  const endsAt = new Date(d.endsAt);
  if (Number.isNaN(startsAt.getTime())) return { ok: false, field: "startsAt" };
  if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt || endsAt.getTime() <= Date.now()) {
    return { ok: false, field: "endsAt" };
  }
  const wagering = Number(d.wagering);
  if (!Number.isInteger(wagering) || wagering < 0 || wagering > 10) return { ok: false, field: "wagering" };
  const minDeposit = d.minDeposit.trim() === "" ? "0" : dongInputToMinor(d.minDeposit);
  if (minDeposit === null) return { ok: false, field: "minDeposit" };
  const minValidBet = d.minValidBet.trim() === "" ? "0" : dongInputToMinor(d.minValidBet);
  if (minValidBet === null) return { ok: false, field: "minValidBet" };
  const lookbackDays = Number(d.lookbackDays);
  if (!Number.isInteger(lookbackDays) || lookbackDays < 1 || lookbackDays > 90)
    return { ok: false, field: "lookbackDays" };
  return {
    ok: true,
    body: {
      title: d.titleEn.trim() ? { vi: d.titleVi.trim(), en: d.titleEn.trim() } : { vi: d.titleVi.trim() },
      total,
      packets,
      minimum,
      mode: d.mode,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      wagering,
      minDeposit,
      minValidBet,
      match: d.match,
      lookbackDays,
      repeatDaily: d.repeatDaily,
    },
  };
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateEnvelope();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [wrong, setWrong] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const fieldError = (field: keyof Draft) => (wrong === field ? t(`fortune.envelopes.invalid.${field}`) : null);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("fortune.envelopes.create")}
      description={t("fortune.envelopes.createHelp")}
      busy={create.isPending}
      submitLabel={t("fortune.envelopes.createSubmit")}
      error={error}
      size="md"
      testId="fortune-envelope-submit"
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={() => {
        const request = envelopeRequest(draft);
        if (!request.ok) {
          setWrong(request.field);
          return;
        }
        setWrong(null);
        create.mutate(request.body, {
          onSuccess: () => {
            notify("success", t("fortune.envelopes.created"));
            onClose();
          },
          onError: (e) => setError(errorText(e, t)),
        });
      }}
    >
      <TextField
        label={t("fortune.titleVi")}
        value={draft.titleVi}
        onChange={set("titleVi")}
        error={fieldError("titleVi")}
        maxLength={80}
        data-autofocus
      />
      <TextField label={t("fortune.titleEn")} value={draft.titleEn} onChange={set("titleEn")} maxLength={80} />
      <TextField
        label={t("fortune.envelopes.total")}
        value={draft.total}
        onChange={set("total")}
        error={fieldError("total")}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.envelopes.packets")}
        value={draft.packets}
        onChange={set("packets")}
        error={fieldError("packets")}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.envelopes.minimum")}
        value={draft.minimum}
        onChange={set("minimum")}
        error={fieldError("minimum")}
        inputMode="numeric"
      />
      <SelectField label={t("fortune.envelopes.mode")} value={draft.mode} onChange={set("mode")}>
        <option value="random">{t("fortune.envelopes.random")}</option>
        <option value="fixed">{t("fortune.envelopes.fixed")}</option>
      </SelectField>
      <TextField
        label={t("fortune.startsAt")}
        type="datetime-local"
        value={draft.startsAt}
        onChange={set("startsAt")}
        error={fieldError("startsAt")}
      />
      <TextField
        label={t("fortune.endsAt")}
        type="datetime-local"
        value={draft.endsAt}
        onChange={set("endsAt")}
        error={fieldError("endsAt")}
      />
      <TextField
        label={t("fortune.wagering")}
        hint={t("fortune.wageringHint")}
        value={draft.wagering}
        onChange={set("wagering")}
        error={fieldError("wagering")}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.envelopes.lookbackDays")}
        value={draft.lookbackDays}
        onChange={set("lookbackDays")}
        error={fieldError("lookbackDays")}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.envelopes.minDeposit")}
        hint={t("fortune.envelopes.zeroNone")}
        value={draft.minDeposit}
        onChange={set("minDeposit")}
        error={fieldError("minDeposit")}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.envelopes.minValidBet")}
        hint={t("fortune.envelopes.zeroNone")}
        value={draft.minValidBet}
        onChange={set("minValidBet")}
        error={fieldError("minValidBet")}
        inputMode="numeric"
      />
      <SelectField label={t("fortune.envelopes.match")} value={draft.match} onChange={set("match")}>
        <option value="any">{t("fortune.envelopes.matchAny")}</option>
        <option value="all">{t("fortune.envelopes.matchAll")}</option>
      </SelectField>
      <Switch
        checked={draft.repeatDaily}
        onChange={(repeatDaily) => setDraft((d) => ({ ...d, repeatDaily }))}
        label={t("fortune.envelopes.repeatDaily")}
        description={t("fortune.envelopes.repeatDailyHint")}
      />
    </FormDialog>
  );
}

function DetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useEnvelopeDetail(id);
  const d = detail.data;
  return (
    <Dialog open onClose={onClose} title={d ? d.title.vi : t("fortune.envelopes.detail")} size="lg">
      <TableStates query={detail} isEmpty={false} emptyTitle="">
        {() =>
          d && (
            <div className="space-y-3 text-sm">
              <p>
                <StateBadge state={d.state} /> {t("fortune.envelopes.takenOf", { taken: d.taken, packets: d.packets })}{" "}
                · {t("fortune.envelopes.remaining")} {money(d.remainingAmount, language)}
              </p>
              <dl className="grid gap-1 font-mono text-xs break-all">
                <dt className="font-sans font-semibold">{t("fortune.seedHash")}</dt>
                <dd>{d.seedHash}</dd>
                <dt className="font-sans font-semibold">{t("fortune.envelopes.splitHash")}</dt>
                <dd>{d.splitHash}</dd>
                {d.serverSeed && (
                  <>
                    <dt className="font-sans font-semibold">{t("fortune.serverSeed")}</dt>
                    <dd>{d.serverSeed}</dd>
                  </>
                )}
              </dl>
              {d.grabs.length === 0 ? (
                <p className="text-fg-muted">{t("fortune.envelopes.noGrabs")}</p>
              ) : (
                <DataTable
                  caption={t("fortune.envelopes.grabs")}
                  columns={["#", t("fortune.account"), { label: t("fortune.amount"), num: true }, t("fortune.at")]}
                >
                  <tbody>
                    {d.grabs.map((g) => (
                      <tr key={g.position}>
                        <td>{g.position}</td>
                        <td>{g.account}</td>
                        <td className="num">{money(g.amount, language)}</td>
                        <td>{formatDateTime(g.at, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </div>
          )
        }
      </TableStates>
    </Dialog>
  );
}

/** Red envelope campaigns: create (the split committed at once), packets taken and remaining, end now. */
export function FortuneEnvelopesPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useEnvelopes();
  const end = useEndEnvelope();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [ending, setEnding] = useState<ConsoleEnvelope | null>(null);
  return (
    <>
      <PageHeader
        title={t("nav.fortuneEnvelopes")}
        description={canChange ? t("fortune.envelopes.description") : t("fortune.readOnly")}
        actions={
          <>
            <RefreshButton query={query} />
            {canChange && (
              <Button variant="primary" onClick={() => setCreating(true)} data-testid="fortune-envelope-create">
                {t("fortune.envelopes.create")}
              </Button>
            )}
          </>
        }
      />
      <Panel>
        <TableStates query={query} isEmpty={query.data?.length === 0} emptyTitle={t("fortune.envelopes.empty")}>
          {() => (
            <DataTable
              caption={t("nav.fortuneEnvelopes")}
              columns={[
                t("fortune.title"),
                t("fortune.stateLabel"),
                t("fortune.window"),
                { label: t("fortune.envelopes.total"), num: true },
                { label: t("fortune.envelopes.taken"), num: true },
                { label: t("fortune.envelopes.remaining"), num: true },
                t("fortune.wagering"),
                "",
              ]}
            >
              <tbody>
                {query.data!.map((e) => (
                  <tr key={e.id}>
                    <td className="font-medium">{e.title.vi}</td>
                    <td className="space-x-1 whitespace-nowrap">
                      <StateBadge state={e.state} />
                      {e.repeatDaily && <Badge tone="info">{t("fortune.envelopes.daily")}</Badge>}
                    </td>
                    <td className="text-xs">
                      {formatDateTime(e.startsAt, language)} – {formatDateTime(e.endsAt, language)}
                    </td>
                    <td className="num">{money(e.total, language)}</td>
                    <td className="num">
                      {e.taken}/{e.packets}
                    </td>
                    <td className="num">{money(e.remainingAmount, language)}</td>
                    <td>{e.wagering > 0 ? `${e.wagering}×` : t("fortune.cash")}</td>
                    <td className="space-x-2 text-right whitespace-nowrap">
                      <Button size="sm" onClick={() => setViewing(e.id)}>
                        {t("fortune.view")}
                      </Button>
                      {canChange && e.state !== "ended" && (
                        <Button size="sm" variant="danger" onClick={() => setEnding(e)}>
                          {t("fortune.envelopes.end")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
      {viewing && <DetailDialog id={viewing} onClose={() => setViewing(null)} />}
      {ending && (
        <ConfirmDialog
          open
          onClose={() => setEnding(null)}
          title={t("fortune.envelopes.endTitle", { title: ending.title.vi })}
          confirmLabel={t("fortune.envelopes.end")}
          variant="danger"
          reason="required"
          reasonLabel={t("fortune.reason")}
          onConfirm={async (reason) => {
            await end.mutateAsync({ id: ending.id, reason });
            notify("success", t("fortune.envelopes.ended"));
          }}
        >
          <p className="text-sm">{t("fortune.envelopes.endHelp")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
