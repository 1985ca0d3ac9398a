import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SETTING_MOD_IDS } from "@lotus/contracts/web";
import { errorText } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { WhitelabelFlag } from "../../../lib/types";
import { Button } from "../../../components/ui/button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { EmptyState, QueryStates } from "../../../components/ui/states";
import { Switch } from "../../../components/ui/switch";
import { useSaveWhitelabel, useWhitelabel } from "../api/site";

const KNOWN = new Set<string>(SETTING_MOD_IDS);

/** The whitelabel settings flags (spec §3 modIds) as switches, saved together. */
export function WhitelabelPage() {
  const { t } = useTranslation();
  const query = useWhitelabel();
  return (
    <>
      <PageHeader title={t("nav.whitelabel")} description={t("whitelabel.description")} />
      <QueryStates query={query} rows={6}>
        {(flags) => <FlagsForm key={query.dataUpdatedAt} flags={flags} />}
      </QueryStates>
    </>
  );
}

function FlagsForm({ flags }: { flags: WhitelabelFlag[] }) {
  const { t } = useTranslation();
  const save = useSaveWhitelabel();
  const [draft, setDraft] = useState(flags);
  const [error, setError] = useState<string | null>(null);
  const changed = draft.some((flag, i) => flag.enabled !== flags[i]?.enabled);

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ flags: draft });
      notify("success", t("whitelabel.saved"));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  if (draft.length === 0)
    return (
      <Panel>
        <EmptyState title={t("whitelabel.empty")} />
      </Panel>
    );
  return (
    <Panel>
      <ul className="divide-y divide-line">
        {draft.map((flag) => (
          <li key={flag.modId} className="px-4 py-3">
            <Switch
              checked={flag.enabled}
              onChange={(enabled) =>
                setDraft((list) => list.map((f) => (f.modId === flag.modId ? { ...f, enabled } : f)))
              }
              label={<span className="font-mono">{flag.modId}</span>}
              description={KNOWN.has(flag.modId) ? t(`whitelabel.mods.${flag.modId}`) : undefined}
              testId={`flag-${flag.modId}`}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line p-3">
        {error && (
          <p role="alert" className="mr-auto text-sm text-danger">
            {error}
          </p>
        )}
        <Button onClick={() => setDraft(flags)} disabled={!changed || save.isPending}>
          {t("actions.reset")}
        </Button>
        <Button variant="primary" onClick={() => void submit()} busy={save.isPending} disabled={!changed}>
          {t("actions.save")}
        </Button>
      </div>
    </Panel>
  );
}
