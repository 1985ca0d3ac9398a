import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClasses, TextField } from "../../../components/ui/form-parts";
import { useTeamMembersPage } from "../api/get-team-members";

type Downline = { id: string; account: string };

/**
 * Chooses a direct downline agent for a contract offer: the list is the team-management call
 * (direct level, searched by account or nickname on the server), so an agent with hundreds of
 * direct downlines still finds each one by typing part of its name.
 */
export function DownlineAgentPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation("agents");
  const ids = { select: useId(), hint: useId() };
  const [search, setSearch] = useState("");
  const term = useDeferredValue(search.trim());
  const direct = useTeamMembersPage({ level: 1, search: term || undefined }, 1);
  const found: Downline[] = (direct.data?.list ?? []).filter((m) => m.isAgent !== 0);
  // The chosen agent stays in the list while another search runs.
  const [chosen, setChosen] = useState<Downline | null>(null);
  const options = chosen && chosen.id === value && !found.some((m) => m.id === value) ? [chosen, ...found] : found;
  const more = direct.data !== undefined && direct.data.total > direct.data.list.length;

  return (
    <div className="grid gap-1.5">
      <TextField
        label={t("contracts.findDownline")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        data-testid="offer-downline-search"
      />
      <label htmlFor={ids.select} className="mt-1 text-sm font-medium text-fg">
        {t("contracts.downline")}
      </label>
      <select
        id={ids.select}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setChosen(options.find((m) => m.id === event.target.value) ?? null);
        }}
        className={inputClasses}
        aria-describedby={more ? ids.hint : undefined}
        data-testid="offer-downline"
      >
        <option value="">
          {options.length > 0
            ? t("contracts.chooseDownline")
            : term
              ? t("contracts.noDownlineMatch", { term })
              : t("contracts.noDownlineAgents")}
        </option>
        {options.map((member) => (
          <option key={member.id} value={member.id}>
            {member.account}
          </option>
        ))}
      </select>
      {more && (
        <p id={ids.hint} className="text-xs text-fg-muted" data-testid="offer-downline-more">
          {t("contracts.downlineMore")}
        </p>
      )}
    </div>
  );
}
