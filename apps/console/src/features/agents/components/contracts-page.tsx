import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { useContractTemplates } from "../api/agents";
import { ppmToPercent } from "../utils/terms";
import { TemplateDialog } from "./contract-dialogs";
import { TermsView } from "./terms-view";

/** Contract templates: the terms the house offers top agents (and agents attach to their links). */
export function ContractsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useContractTemplates();
  const list = query.data ?? [];
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t("nav.agentContracts")}
        description={t("agents.contracts.description")}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)} data-testid="template-add">
            {t("agents.contracts.newTemplate")}
          </Button>
        }
      />
      <Panel>
        <div aria-busy={query.isFetching}>
          <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("agents.contracts.noTemplates")}>
            {() => (
              <DataTable
                caption={t("agents.contracts.templates")}
                columns={[
                  t("agents.contracts.name"),
                  t("agents.contracts.kind"),
                  t("agents.contracts.period"),
                  t("agents.terms.title"),
                  { label: t("agents.contracts.topRate"), num: true },
                  t("agents.contracts.created"),
                ]}
              >
                <tbody>
                  {list.map((template) => (
                    <tr key={template.id}>
                      <td data-label={t("agents.contracts.name")} className="wide font-semibold">
                        {template.name}
                      </td>
                      <td data-label={t("agents.contracts.kind")}>{t(`agents.kinds.${template.kind}`)}</td>
                      <td data-label={t("agents.contracts.period")}>{t(`agents.periods.${template.period}`)}</td>
                      <td data-label={t("agents.terms.title")}>
                        <TermsView terms={template.terms} />
                      </td>
                      <td data-label={t("agents.contracts.topRate")} className="num font-semibold">
                        {ppmToPercent(template.ratioPpm)} %
                      </td>
                      <td data-label={t("agents.contracts.created")} className="text-xs">
                        {formatDateTime(template.createdAt, language)}
                        {template.createdBy && <span className="block text-fg-muted">{template.createdBy}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </TableStates>
        </div>
      </Panel>
      <p className="mt-3 text-sm text-fg-muted">{t("agents.contracts.houseHint")}</p>
      {adding && <TemplateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
