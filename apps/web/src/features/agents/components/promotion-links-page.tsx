import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AgentLink } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormActions, RequestError, SubmitButton, TextField } from "../../../components/ui/form-parts";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import { useAgentLinks } from "../api/get-agent-links";
import { useSaveAgentLink } from "../api/save-agent-link";
import { AGENT_LINKS_LIMIT, DOWNLINE_TYPES } from "../utils/agent-constants";
import { CopyButton } from "./copy-button";

/**
 * Promotion links (issue 13 §4): several registration links, each with a label and the account
 * type a registration through it gets (member or sub-agent); copy, pause or remove each one.
 */
export default function PromotionLinksPage() {
  const { t, i18n } = useTranslation(["agents", "common"]);
  const links = useAgentLinks();
  const save = useSaveAgentLink();
  const [label, setLabel] = useState("");
  const [type, setType] = useState<(typeof DOWNLINE_TYPES)[number]>(0);
  const [labelError, setLabelError] = useState<string | null>(null);
  const list = links.data ?? [];

  function create(event: FormEvent) {
    event.preventDefault();
    if (label.trim() === "") {
      setLabelError(t("links.labelRequired"));
      return;
    }
    setLabelError(null);
    save.mutate(
      { type: "create", body: { label: label.trim(), accountType: type } },
      {
        onSuccess: () => {
          setLabel("");
          toast({ tone: "success", title: t("links.created") });
        },
      },
    );
  }

  const toggle = (link: AgentLink) => save.mutate({ type: "update", id: link.id, body: { active: !link.active } });

  return (
    <div className="grid gap-5">
      <Card className="p-4 sm:p-5">
        <form onSubmit={create} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField
            label={t("links.label")}
            value={label}
            maxLength={64}
            onChange={(event) => setLabel(event.target.value)}
            error={labelError}
            hint={t("links.limit", { count: AGENT_LINKS_LIMIT })}
          />
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-fg" id="link-type-label">
              {t("register.type")}
            </span>
            <div role="radiogroup" aria-labelledby="link-type-label" className="flex gap-2">
              {DOWNLINE_TYPES.map((value) => (
                <Button
                  key={value}
                  role="radio"
                  aria-checked={type === value}
                  variant={type === value ? "gold" : "secondary"}
                  size="sm"
                  onClick={() => setType(value)}
                >
                  {t(value === 2 ? "register.typeAgent" : "register.typeMember")}
                </Button>
              ))}
            </div>
          </div>
          <div className="sm:col-span-2">
            <RequestError request={save} />
            <FormActions>
              <SubmitButton pending={save.isPending} disabled={list.length >= AGENT_LINKS_LIMIT}>
                {t("links.create")}
              </SubmitButton>
            </FormActions>
          </div>
        </form>
      </Card>
      {links.isError ? (
        <div role="alert">
          <EmptyState
            title={t("list.error")}
            action={<Button onClick={() => void links.refetch()}>{t("common:actions.retry")}</Button>}
          />
        </div>
      ) : !links.data ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t("centre.loading")}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={t("links.empty")} description={t("links.emptyHint")} />
      ) : (
        <ul className="grid gap-3" data-testid="agent-links">
          {list.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-card border border-line bg-surface px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-fg">{link.label}</span>
                <span className="text-xs text-fg-muted">
                  {t(link.accountType === 2 ? "register.typeAgent" : "register.typeMember")} ·{" "}
                  {t("links.registrations", { count: link.registrations })} ·{" "}
                  {link.active ? t("links.active") : t("links.paused")}
                </span>
              </div>
              <p className="font-mono text-xs break-all text-fg-muted">{link.link}</p>
              <div className="flex flex-wrap items-center gap-2">
                <CopyButton text={link.link} />
                <Button variant="ghost" size="sm" onClick={() => toggle(link)} disabled={save.isPending}>
                  {link.active ? t("links.pause") : t("links.resume")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  onClick={() => save.mutate({ type: "delete", id: link.id })}
                  disabled={save.isPending}
                >
                  {t("links.remove")}
                </Button>
                <span className="ml-auto text-xs text-fg-muted">{formatDateTime(link.createdAt, i18n.language)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
