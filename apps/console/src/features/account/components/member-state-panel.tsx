import { useState } from "react";
import { useTranslation } from "react-i18next";
import { memberStateActions, type ConsoleMemberDetail, type MemberStateAction } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Panel } from "../../../components/ui/page";
import { useMemberState } from "../api/members";
import { MemberStatusBadge } from "./member-status-badge";

const VARIANT: Record<MemberStateAction, ButtonVariant> = {
  freeze: "secondary",
  unfreeze: "success",
  lock: "danger",
  unlock: "success",
  close: "danger",
};

/**
 * The member's account state (admin): freeze (no money moves), lock (no login, sessions end),
 * close (final) and their undoing, each with a required reason that goes to the audit.
 */
export function MemberStatePanel({ member }: { member: ConsoleMemberDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useMemberState(member.id);
  const [action, setAction] = useState<MemberStateAction | null>(null);
  const actions = memberStateActions(member.status);

  async function apply(reason: string) {
    if (!action) return;
    await change.mutateAsync({ action, reason });
    notify("success", t(`members.state.done.${action}`, { account: member.account }));
  }

  return (
    <Panel title={t("members.state.title")}>
      <div className="space-y-3 p-4 text-sm" data-testid="member-state">
        <p className="flex items-center gap-2">
          <MemberStatusBadge status={member.status} />
          <span className="text-fg-muted">{t(`members.state.meaning.${member.status}`)}</span>
        </p>
        {member.statusReason && (
          <p>
            <span className="text-fg-muted">{t("common.reason")}: </span>
            <span data-testid="member-state-reason">{member.statusReason}</span>
            {member.statusChangedAt && (
              <span className="block text-xs text-fg-muted">{formatDateTime(member.statusChangedAt, language)}</span>
            )}
          </p>
        )}
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {actions.map((a) => (
              <Button key={a} size="sm" variant={VARIANT[a]} onClick={() => setAction(a)}>
                {t(`members.state.action.${a}`)}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-xs text-fg-muted">{t("members.state.final")}</p>
        )}
        {member.stateHistory.length > 0 && (
          <div>
            <h3 className="mb-1 text-xs font-semibold text-fg-muted">{t("members.state.history")}</h3>
            <ol className="space-y-1.5 text-xs" data-testid="member-state-history">
              {member.stateHistory.map((change) => (
                <li key={`${change.at}-${change.action}`} className="border-l-2 border-line pl-2">
                  <span className="font-semibold">{t(`members.state.action.${change.action}`)}</span> ·{" "}
                  {change.operator} · {formatDateTime(change.at, language)}
                  <span className="block text-fg-muted">{change.reason}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? t(`members.state.confirm.${action}`, { account: member.account }) : ""}
        confirmLabel={action ? t(`members.state.action.${action}`) : ""}
        variant={action ? VARIANT[action] : "primary"}
        reason="required"
        onConfirm={apply}
        testId="member-state-confirm"
      >
        {action && <p>{t(`members.state.effect.${action}`)}</p>}
      </ConfirmDialog>
    </Panel>
  );
}
