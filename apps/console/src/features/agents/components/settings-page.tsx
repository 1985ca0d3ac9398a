import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AGENT_ANNOUNCEMENT_MAX, type ConsoleAgentSettings } from "@lotus/contracts/web";
import { useDraftForm } from "../../../lib/draft-form";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd, parseVndInput } from "../../../lib/money";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { PageHeader, Panel } from "../../../components/ui/page";
import { QueryStates } from "../../../components/ui/states";
import { useAgentSettings, useSaveAgentSettings } from "../api/agents";
import { agentSettingsDraft, validateAgentSettings, type AgentSettingsDraft } from "../utils/settings";

/**
 * The brand's agent settings: the announcement every agent reads first in the agent centre, the
 * limits of transfers between an upline and its downlines, and the valid bet that makes a team
 * member active (team overview, contract tiers). Saved together and audited.
 */
export function AgentSettingsPage() {
  const { t } = useTranslation();
  const query = useAgentSettings();
  return (
    <>
      <PageHeader title={t("nav.agentSettings")} description={t("agents.settings.description")} />
      <QueryStates query={query} rows={5}>
        {(settings) => <SettingsForm key={query.dataUpdatedAt} settings={settings} />}
      </QueryStates>
    </>
  );
}

const AMOUNTS = ["transferMin", "transferMax", "transferDailyMax", "activeMemberMinBet"] as const;

function SettingsForm({ settings }: { settings: ConsoleAgentSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveAgentSettings();
  const announcementId = useId();
  const { draft, setDraft, problem, error, submit } = useDraftForm({
    initial: () => agentSettingsDraft(settings),
    validate: validateAgentSettings,
    save: save.mutateAsync,
    draftOf: agentSettingsDraft,
    savedMessage: t("agents.settings.saved"),
  });
  const set = (field: keyof AgentSettingsDraft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const announcementError = problem("announcement");
  return (
    // Lines of the announcement stay readable on a wide screen: the form keeps to a column.
    <Panel className="max-w-4xl">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5 p-4">
        <div>
          <label htmlFor={announcementId} className="mb-1 block text-sm font-medium">
            {t("agents.settings.announcement")}
          </label>
          <textarea
            id={announcementId}
            name="announcement"
            rows={6}
            value={draft.announcement}
            onChange={(event) => set("announcement", event.target.value)}
            aria-invalid={announcementError ? true : undefined}
            aria-describedby={`${announcementId}-hint${announcementError ? ` ${announcementId}-error` : ""}`}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg aria-[invalid=true]:border-danger"
            data-testid="agent-settings-announcement"
          />
          <p id={`${announcementId}-hint`} className="mt-1 text-xs text-fg-muted">
            {t("agents.settings.announcementHint", {
              count: draft.announcement.length,
              max: AGENT_ANNOUNCEMENT_MAX,
            })}
          </p>
          {announcementError && (
            <p id={`${announcementId}-error`} className="mt-1 text-xs text-danger">
              {announcementError}
            </p>
          )}
        </div>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t("agents.settings.limits")}</legend>
          {AMOUNTS.map((field) => (
            <TextField
              key={field}
              label={t(`agents.settings.${field}`)}
              name={field}
              inputMode="decimal"
              value={draft[field]}
              onChange={(event) => set(field, event.target.value)}
              hint={amountHint(draft[field], language, t(`agents.settings.${field}Hint`))}
              error={problem(field)}
            />
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" onClick={() => setDraft(agentSettingsDraft(settings))} disabled={save.isPending}>
            {t("actions.reset")}
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t("actions.save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** What the typed amount is in đồng, or what the field means while it is not an amount. */
function amountHint(input: string, language: string, meaning: string): string {
  const parsed = parseVndInput(input);
  return parsed.ok ? `${formatVnd(parsed.minor, language)} · ${meaning}` : meaning;
}
