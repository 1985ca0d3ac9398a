import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsolePromotion } from "@lotus/contracts/web";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { usePromotionsList } from "../api/promotions";
import { PromotionEditor } from "./promotion-editor";

/** The promotions (templates with their texts, parameters, eligibility and window); admins create and edit them. */
export function PromotionsPage({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePromotionsList();
  const list = query.data ?? [];
  const [editing, setEditing] = useState<ConsolePromotion | "new" | null>(null);
  const title = (p: ConsolePromotion) => p.title[language] || p.title.vi || Object.values(p.title)[0] || p.id;

  return (
    <>
      <PageHeader
        title={t("nav.promotions")}
        description={t("promotions.list.description")}
        actions={
          <>
            <RefreshButton query={query} />
            {canChange && (
              <Button variant="primary" onClick={() => setEditing("new")} data-testid="promotion-new">
                {t("promotions.list.new")}
              </Button>
            )}
          </>
        }
      />
      <Panel>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("promotions.list.empty")}>
          {() => (
            <DataTable
              caption={t("nav.promotions")}
              columns={[
                t("promotions.list.col.promotion"),
                t("promotions.list.col.template"),
                t("promotions.list.col.window"),
                { label: t("promotions.list.col.granted"), num: true },
                t("common.status"),
                canChange && t("common.actions"),
              ]}
            >
              <tbody>
                {list.map((p) => (
                  <tr key={p.id} data-testid={`promotion-${p.id}`}>
                    <td data-label={t("promotions.list.col.promotion")} className="wide">
                      <span className="font-semibold">{title(p)}</span>
                      <span className="block text-xs text-fg-muted">
                        #{p.id} · {t(`promotions.types.${p.type}`)} · {t("promotions.list.sort", { sort: p.sort })}
                      </span>
                      {p.tags.length > 0 && (
                        <span className="mt-1 flex flex-wrap gap-1">
                          {p.tags.map((tag) => (
                            <Badge key={tag}>{t(`promotions.tags.${tag}`)}</Badge>
                          ))}
                        </span>
                      )}
                    </td>
                    <td data-label={t("promotions.list.col.template")} className="text-xs">
                      {t(`promotions.templates.${p.template}`)}
                      <span className="block text-fg-muted">{t(`promotions.entries.${p.entry}`)}</span>
                      <span className="block text-fg-muted">
                        {t("promotions.list.wagering", { multiple: p.params.multiplier, days: p.params.validDays })}
                      </span>
                    </td>
                    <td data-label={t("promotions.list.col.window")} className="text-xs whitespace-nowrap">
                      {formatDateTime(p.startsAt, language)}
                      <span className="block text-fg-muted">
                        {p.endsAt ? formatDateTime(p.endsAt, language) : t("promotions.list.noEnd")}
                      </span>
                    </td>
                    <td data-label={t("promotions.list.col.granted")} className="num text-xs">
                      {formatVnd(p.granted, language)}
                      <span className="block text-fg-muted">{t("promotions.list.grants", { count: p.grants })}</span>
                      {p.applying > 0 && (
                        <span className="block text-warn">{t("promotions.list.applying", { count: p.applying })}</span>
                      )}
                    </td>
                    <td data-label={t("common.status")}>
                      <Badge tone={p.enabled ? "success" : "neutral"}>
                        {p.enabled ? t("promotions.list.enabled") : t("promotions.list.disabled")}
                      </Badge>
                    </td>
                    {canChange && (
                      <td data-label={t("common.actions")}>
                        <Button size="sm" onClick={() => setEditing(p)} data-testid="promotion-edit">
                          {t("actions.edit")}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
      {editing && <PromotionEditor promotion={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
