import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleOperator, ConsoleOperatorSecret, OperatorRole } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { notify } from "../../../lib/notify";
import { useConsoleSession } from "../../../lib/session";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { useChangeOperator, useOperators, type OperatorChange } from "../api/operators";
import { CreateOperatorDialog, ResetOperatorDialog } from "./operator-form-dialog";
import { OperatorSecretDialog } from "./operator-secret-dialog";

type Pending = { operator: ConsoleOperator; change: Omit<OperatorChange, "username"> };

/** Operator accounts (admin): create, change role, disable / enable, reset password or authenticator. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useConsoleSession()?.operator.username;
  const query = useOperators();
  const change = useChangeOperator();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);
  const [secret, setSecret] = useState<ConsoleOperatorSecret | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = query.data ?? [];

  const otherRole = (role: OperatorRole): OperatorRole => (role === "admin" ? "cashier" : "admin");

  function confirmText(p: Pending): { title: string; label: string } {
    if (p.change.role) {
      const role = t(`roles.${p.change.role}`);
      return {
        title: t("operators.roleTitle", { username: p.operator.username, role }),
        label: t("operators.roleTo", { role }),
      };
    }
    return p.change.status === "disabled"
      ? { title: t("operators.disableTitle", { username: p.operator.username }), label: t("actions.disable") }
      : { title: t("operators.enableTitle", { username: p.operator.username }), label: t("actions.enable") };
  }

  async function apply() {
    if (!pending) return;
    await change.mutateAsync({ username: pending.operator.username, ...pending.change });
    notify("success", t("operators.changed", { username: pending.operator.username }));
  }

  return (
    <>
      <PageHeader
        title={t("nav.operators")}
        description={t("operators.description")}
        actions={
          <>
            <RefreshButton query={query} />
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t("operators.create")}
            </Button>
          </>
        }
      />
      <Panel>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("operators.empty")}>
          {() => (
            <DataTable
              caption={t("nav.operators")}
              columns={[
                t("operators.col.username"),
                t("operators.col.displayName"),
                t("operators.col.role"),
                t("common.status"),
                t("operators.col.lastLogin"),
                t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((operator) => {
                  const self = operator.username === me;
                  return (
                    <tr key={operator.username} data-testid={`operator-${operator.username}`}>
                      <td data-label={t("operators.col.username")} className="font-mono text-xs font-semibold">
                        {operator.username}
                        {self && <span className="ml-1 font-sans text-fg-muted">({t("operators.you")})</span>}
                      </td>
                      <td data-label={t("operators.col.displayName")}>{operator.displayName || "—"}</td>
                      <td data-label={t("operators.col.role")}>
                        <Badge tone={operator.role === "admin" ? "info" : "neutral"}>
                          {t(`roles.${operator.role}`)}
                        </Badge>
                      </td>
                      <td data-label={t("common.status")}>
                        <Badge tone={operator.status === "active" ? "success" : "danger"}>
                          {t(`operators.status.${operator.status}`)}
                        </Badge>
                      </td>
                      <td data-label={t("operators.col.lastLogin")} className="text-xs whitespace-nowrap">
                        {formatDateTime(operator.lastLoginAt, language)}
                      </td>
                      <td className="actions">
                        <div className="flex flex-wrap gap-1.5">
                          {!self && (
                            <Button
                              size="sm"
                              onClick={() => setPending({ operator, change: { role: otherRole(operator.role) } })}
                            >
                              {t("operators.roleTo", { role: t(`roles.${otherRole(operator.role)}`) })}
                            </Button>
                          )}
                          {!self && operator.status === "active" && (
                            <Button
                              size="sm"
                              variant="danger"
                              onClick={() => setPending({ operator, change: { status: "disabled" } })}
                            >
                              {t("actions.disable")}
                            </Button>
                          )}
                          {operator.status === "disabled" && (
                            <Button size="sm" onClick={() => setPending({ operator, change: { status: "active" } })}>
                              {t("actions.enable")}
                            </Button>
                          )}
                          <Button size="sm" variant="ghost" onClick={() => setResetting(operator.username)}>
                            {t("operators.reset.open")}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <ResetOperatorDialog
        username={resetting}
        onClose={() => setResetting(null)}
        onReset={(result) => {
          notify("success", t("operators.changed", { username: result.operator.username }));
          setSecret(result);
        }}
      />
      <OperatorSecretDialog secret={secret} onClose={() => setSecret(null)} />
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={confirmText(pending).title}
          confirmLabel={confirmText(pending).label}
          variant={pending.change.status === "disabled" ? "danger" : "primary"}
          onConfirm={apply}
          testId="operator-confirm"
        >
          {pending.change.status === "disabled" && <p>{t("operators.disableNote")}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}
