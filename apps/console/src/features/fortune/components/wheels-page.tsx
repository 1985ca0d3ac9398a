import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  chancePercent,
  dongInputToMinor,
  formatMinor,
  WHEEL_MAX_SEGMENTS,
  type ConsoleWheel,
} from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { SelectField, TextField, inputClasses } from "../../../components/ui/field";
import { FormDialog } from "../../../components/ui/form-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { useEnableWheel, useGrantTickets, useSaveWheel, useWheels } from "../api/fortune";
import { checkPrizeTable, type PrizeDraft } from "../utils/prize-table";

const money = (minor: string, language: string) => `${formatMinor(minor, language, { decimals: 0 })} ₫`;
const dong = (minor: string) => (BigInt(minor) / 100n).toString();

function localInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function WheelEditor({ wheel, onClose }: { wheel: ConsoleWheel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWheel();
  const [titleVi, setTitleVi] = useState(wheel?.title.vi ?? "");
  const [titleEn, setTitleEn] = useState(wheel?.title.en ?? "");
  const [startsAt, setStartsAt] = useState(localInput(wheel?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(localInput(wheel?.endsAt ?? null));
  const [wagering, setWagering] = useState(String(wheel?.wagering ?? 0));
  const [depositPer, setDepositPer] = useState(wheel?.depositPerTicket ? dong(wheel.depositPerTicket) : "0");
  const [betPer, setBetPer] = useState(wheel?.betPerTicket ? dong(wheel.betPerTicket) : "0");
  const [rows, setRows] = useState<PrizeDraft[]>(
    wheel?.prizes.map((p) => ({ amount: dong(p.amount), weight: String(p.weight) })) ?? [
      { amount: "0", weight: "50" },
      { amount: "10000", weight: "50" },
    ],
  );
  const [error, setError] = useState<string | null>(null);
  const check = checkPrizeTable(rows);
  const setRow = (i: number, field: keyof PrizeDraft, value: string) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [field]: value } : r)));

  const submit = () => {
    if (titleVi.trim() === "") return setError(t("fortune.wheels.invalid.title"));
    if (!check.ok) return setError(t(`fortune.wheels.invalid.${check.error}`, { row: (check.row ?? 0) + 1 }));
    const w = Number(wagering);
    if (!Number.isInteger(w) || w < 0 || w > 10) return setError(t("fortune.wheels.invalid.wagering"));
    const dpt = depositPer.trim() === "" ? "0" : dongInputToMinor(depositPer);
    const bpt = betPer.trim() === "" ? "0" : dongInputToMinor(betPer);
    if (dpt === null || bpt === null) return setError(t("fortune.wheels.invalid.ratio"));
    const start = new Date(startsAt);
    const end = endsAt ? new Date(endsAt) : null;
    if (Number.isNaN(start.getTime()) || (end && !(end > start))) return setError(t("fortune.wheels.invalid.window"));
    setError(null);
    save.mutate(
      {
        id: wheel?.id ?? null,
        body: {
          title: titleEn.trim() ? { vi: titleVi.trim(), en: titleEn.trim() } : { vi: titleVi.trim() },
          startsAt: start.toISOString(),
          endsAt: end ? end.toISOString() : null,
          wagering: w,
          depositPerTicket: dpt,
          betPerTicket: bpt,
          prizes: check.prizes,
        },
      },
      {
        onSuccess: () => {
          notify("success", t("fortune.wheels.saved"));
          onClose();
        },
        onError: (e) => setError(errorText(e, t)),
      },
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={wheel ? t("fortune.wheels.edit", { title: wheel.title.vi }) : t("fortune.wheels.create")}
      description={t("fortune.wheels.editHelp")}
      busy={save.isPending}
      submitLabel={t("actions.save")}
      error={error}
      size="lg"
      testId="fortune-wheel-submit"
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("fortune.titleVi")}
          value={titleVi}
          onChange={(e) => setTitleVi(e.target.value)}
          maxLength={80}
          data-autofocus
        />
        <TextField
          label={t("fortune.titleEn")}
          value={titleEn}
          onChange={(e) => setTitleEn(e.target.value)}
          maxLength={80}
        />
        <TextField
          label={t("fortune.startsAt")}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          label={t("fortune.endsAt")}
          hint={t("fortune.wheels.noEnd")}
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <TextField
          label={t("fortune.wagering")}
          hint={t("fortune.wageringHint")}
          value={wagering}
          onChange={(e) => setWagering(e.target.value)}
          inputMode="numeric"
        />
        <div />
        <TextField
          label={t("fortune.wheels.depositPerTicket")}
          hint={t("fortune.envelopes.zeroNone")}
          value={depositPer}
          onChange={(e) => setDepositPer(e.target.value)}
          inputMode="numeric"
        />
        <TextField
          label={t("fortune.wheels.betPerTicket")}
          hint={t("fortune.envelopes.zeroNone")}
          value={betPer}
          onChange={(e) => setBetPer(e.target.value)}
          inputMode="numeric"
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold">{t("fortune.wheels.prizes")}</legend>
        <table className="console-table" data-testid="fortune-prize-editor">
          <caption className="sr-only">{t("fortune.wheels.prizes")}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("fortune.wheels.prizeAmount")}</th>
              <th scope="col">{t("fortune.wheels.weight")}</th>
              <th scope="col" className="num">
                {t("fortune.wheels.chance")}
              </th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>
                  <input
                    aria-label={t("fortune.wheels.prizeAmountOf", { row: i + 1 })}
                    className={inputClasses}
                    value={row.amount}
                    inputMode="numeric"
                    onChange={(e) => setRow(i, "amount", e.target.value)}
                  />
                </td>
                <td>
                  <input
                    aria-label={t("fortune.wheels.weightOf", { row: i + 1 })}
                    className={inputClasses}
                    value={row.weight}
                    inputMode="numeric"
                    onChange={(e) => setRow(i, "weight", e.target.value)}
                  />
                </td>
                <td className="num whitespace-nowrap" data-testid="fortune-prize-chance">
                  {check.ok ? `${check.chances[i]!.percent} % (${check.chances[i]!.fraction})` : "–"}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={rows.length <= 2}
                    onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                  >
                    {t("fortune.wheels.removeRow")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button
          className="mt-2"
          size="sm"
          disabled={rows.length >= WHEEL_MAX_SEGMENTS}
          onClick={() => setRows((all) => [...all, { amount: "0", weight: "1" }])}
        >
          {t("fortune.wheels.addRow")}
        </Button>
        <p className="mt-2 text-xs text-fg-muted">{t("fortune.wheels.zeroNothing")}</p>
      </fieldset>
    </FormDialog>
  );
}

function GrantDialog({ wheels, onClose }: { wheels: ConsoleWheel[]; onClose: () => void }) {
  const { t } = useTranslation();
  const grant = useGrantTickets();
  const [account, setAccount] = useState("");
  const [campaignId, setCampaignId] = useState(wheels[0]?.id ?? "");
  const [tickets, setTickets] = useState("1");
  const [reason, setReason] = useState("");
  const [requestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("fortune.wheels.grant")}
      busy={grant.isPending}
      submitLabel={t("fortune.wheels.grantSubmit")}
      error={error}
      testId="fortune-grant-submit"
      onSubmit={() => {
        const n = Number(tickets);
        if (account.trim() === "" || !Number.isInteger(n) || n < 1 || n > 1000 || reason.trim().length < 2) {
          setError(t("fortune.wheels.invalid.grant"));
          return;
        }
        setError(null);
        grant.mutate(
          { account: account.trim(), campaignId, tickets: n, reason: reason.trim(), requestId },
          {
            onSuccess: (v) => {
              notify("success", t("fortune.wheels.granted", { account: v.account, tickets: v.tickets }));
              onClose();
            },
            onError: (e) => setError(errorText(e, t)),
          },
        );
      }}
    >
      <TextField
        label={t("fortune.account")}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        maxLength={32}
        data-autofocus
      />
      <SelectField label={t("fortune.wheels.wheel")} value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
        {wheels.map((w) => (
          <option key={w.id} value={w.id}>
            {w.title.vi}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("fortune.wheels.tickets")}
        value={tickets}
        onChange={(e) => setTickets(e.target.value)}
        inputMode="numeric"
      />
      <TextField
        label={t("fortune.reason")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={200}
      />
    </FormDialog>
  );
}

/** Lucky wheels: prize tables with exact chances, enable / disable, tickets granted to a member. */
export function FortuneWheelsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useWheels();
  const enable = useEnableWheel();
  const [editing, setEditing] = useState<ConsoleWheel | "new" | null>(null);
  const [toggling, setToggling] = useState<ConsoleWheel | null>(null);
  const [granting, setGranting] = useState(false);
  return (
    <>
      <PageHeader
        title={t("nav.fortuneWheels")}
        description={canChange ? t("fortune.wheels.description") : t("fortune.readOnly")}
        actions={
          <>
            <RefreshButton query={query} />
            {canChange && (
              <>
                <Button
                  onClick={() => setGranting(true)}
                  disabled={!query.data?.length}
                  data-testid="fortune-grant-open"
                >
                  {t("fortune.wheels.grant")}
                </Button>
                <Button variant="primary" onClick={() => setEditing("new")}>
                  {t("fortune.wheels.create")}
                </Button>
              </>
            )}
          </>
        }
      />
      <TableStates query={query} isEmpty={query.data?.length === 0} emptyTitle={t("fortune.wheels.empty")}>
        {() => (
          <div className="space-y-4">
            {query.data!.map((w) => (
              <Panel
                key={w.id}
                title={w.title.vi}
                actions={
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={w.enabled ? "success" : "neutral"}>
                      {w.enabled ? t("fortune.wheels.enabled") : t("fortune.wheels.disabled")}
                    </Badge>
                    {canChange && (
                      <>
                        <Button
                          size="sm"
                          disabled={w.enabled}
                          onClick={() => setEditing(w)}
                          title={w.enabled ? t("fortune.wheels.lockedHint") : undefined}
                        >
                          {t("fortune.wheels.editButton")}
                        </Button>
                        <Button size="sm" variant={w.enabled ? "danger" : "success"} onClick={() => setToggling(w)}>
                          {w.enabled ? t("actions.disable") : t("actions.enable")}
                        </Button>
                      </>
                    )}
                  </div>
                }
              >
                <div className="grid gap-4 p-4 lg:grid-cols-[1fr_2fr]">
                  <dl className="grid grid-cols-2 gap-2 text-sm">
                    <dt className="text-fg-muted">{t("fortune.window")}</dt>
                    <dd>
                      {formatDateTime(w.startsAt, language)} – {w.endsAt ? formatDateTime(w.endsAt, language) : "∞"}
                    </dd>
                    <dt className="text-fg-muted">{t("fortune.wagering")}</dt>
                    <dd>{w.wagering > 0 ? `${w.wagering}×` : t("fortune.cash")}</dd>
                    <dt className="text-fg-muted">{t("fortune.wheels.depositPerTicket")}</dt>
                    <dd>{w.depositPerTicket ? money(w.depositPerTicket, language) : "–"}</dd>
                    <dt className="text-fg-muted">{t("fortune.wheels.betPerTicket")}</dt>
                    <dd>{w.betPerTicket ? money(w.betPerTicket, language) : "–"}</dd>
                    <dt className="text-fg-muted">{t("fortune.wheels.spins")}</dt>
                    <dd>{w.spins}</dd>
                    <dt className="text-fg-muted">{t("fortune.wheels.paid")}</dt>
                    <dd>{money(w.paid, language)}</dd>
                    <dt className="text-fg-muted">{t("fortune.wheels.ticketsOut")}</dt>
                    <dd>{w.ticketsOut}</dd>
                  </dl>
                  <DataTable
                    caption={t("fortune.wheels.prizes")}
                    columns={[
                      "#",
                      t("fortune.wheels.prizeAmount"),
                      { label: t("fortune.wheels.weight"), num: true },
                      { label: t("fortune.wheels.chance"), num: true },
                    ]}
                  >
                    <tbody>
                      {w.prizes.map((p, i) => (
                        <tr key={i}>
                          <td>{i + 1}</td>
                          <td>{p.amount === "0" ? t("fortune.wheels.nothing") : money(p.amount, language)}</td>
                          <td className="num">{p.weight}</td>
                          <td className="num">
                            {chancePercent(p.numerator, p.denominator)} % ({p.numerator}/{p.denominator})
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </div>
              </Panel>
            ))}
          </div>
        )}
      </TableStates>
      {editing && <WheelEditor wheel={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {granting && query.data && <GrantDialog wheels={query.data} onClose={() => setGranting(false)} />}
      {toggling && (
        <ConfirmDialog
          open
          onClose={() => setToggling(null)}
          title={t(toggling.enabled ? "fortune.wheels.disableTitle" : "fortune.wheels.enableTitle", {
            title: toggling.title.vi,
          })}
          confirmLabel={toggling.enabled ? t("actions.disable") : t("actions.enable")}
          variant={toggling.enabled ? "danger" : "primary"}
          onConfirm={async () => {
            await enable.mutateAsync({ id: toggling.id, enabled: !toggling.enabled });
            notify("success", t("fortune.wheels.saved"));
          }}
        />
      )}
    </>
  );
}
