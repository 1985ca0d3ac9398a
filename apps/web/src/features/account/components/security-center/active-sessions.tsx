import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { cn } from "../../../../components/ui/cn";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Skeleton } from "../../../../components/ui/skeleton";
import { openAccountDialog } from "../../../../lib/account-dialogs";
import { useSessions } from "../../api/get-sessions";
import { useRevokeSession, useRevokeSessions } from "../../api/revoke-session";
import type { SessionEntry } from "@lotus/contracts/web";
import { describeUserAgent } from "../../utils/device";
import { formatDateTime } from "../../../../lib/date-time";
import { RequestError } from "../../../../components/ui/form-parts";
import { useNotify } from "./security-context";

/**
 * Where the account is logged in now. Revoking another device ends its session on the server;
 * revoking this one is a logout, so it goes through the sign-out confirmation (spec §2) that also
 * clears this browser's session keys.
 */
export function ActiveSessions() {
  const { t } = useTranslation("member");
  const sessions = useSessions();
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current);
  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-fg">{t("sessions.title")}</h3>
        {others.length > 1 && <RevokeOthers others={others} />}
      </div>
      {sessions.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t("sessions.loading")}</span>
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : sessions.isError ? (
        <div role="alert">
          <EmptyState
            title={t("sessions.error")}
            action={<Button onClick={() => void sessions.refetch()}>{t("actions.retry")}</Button>}
          />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={t("sessions.empty")} />
      ) : (
        <ul className="grid gap-2.5">
          {list.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionItem({ session }: { session: SessionEntry }) {
  const { t, i18n } = useTranslation("member");
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeSession();
  const { browser, os } = describeUserAgent(session.userAgent);
  const device = [browser, os].filter(Boolean).join(" · ") || t("device.unknown");

  function onRevoke() {
    if (session.current) {
      openAccountDialog({ kind: "logoutConfirm" });
      return;
    }
    setConfirming(true);
  }

  return (
    <li
      data-testid="session-item"
      className={cn(
        "grid gap-3 rounded-xl border p-3.5 sm:grid-cols-[1fr_auto] sm:items-center",
        session.current ? "border-gold/50 bg-gold/5" : "border-line bg-surface",
      )}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
          {device}
          {session.current && (
            <span className="rounded-full bg-gold-fill px-2 py-0.5 text-xs font-bold text-on-gold">
              {t("sessions.thisDevice")}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">
          <span className="font-mono text-xs text-fg">{session.ip || "—"}</span>
          {" · "}
          {t("sessions.since", { time: formatDateTime(session.createdAt, i18n.language) })}
          {" · "}
          {t("sessions.lastSeen", { time: formatDateTime(session.lastSeenAt, i18n.language) })}
        </p>
        <RequestError request={revoke} />
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("sessions.confirm")}>
          <span className="text-sm text-fg">{t("sessions.confirm")}</span>
          <Button
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(session.id, {
                onSuccess: () => notify(t("sessions.revoked", { device })),
                onSettled: () => setConfirming(false),
              })
            }
          >
            {t("sessions.revokeYes")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t("actions.cancel")}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={onRevoke}
          aria-label={t("sessions.revokeLabel", { device })}
          className="justify-self-start sm:justify-self-end"
        >
          {t("sessions.revoke")}
        </Button>
      )}
    </li>
  );
}

function RevokeOthers({ others }: { others: SessionEntry[] }) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const all = useRevokeSessions({
    onSettled: () => setConfirming(false),
    onSuccess: () => notify(t("sessions.revokedOthers")),
  });
  if (!confirming) {
    return (
      <Button size="sm" variant="ghost" className="border border-line" onClick={() => setConfirming(true)}>
        {t("sessions.revokeOthers")}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("sessions.revokeOthers")}>
      <span className="text-sm text-fg">{t("sessions.confirmOthers", { n: others.length })}</span>
      <Button size="sm" disabled={all.isPending} onClick={() => all.mutate(others.map((session) => session.id))}>
        {t("sessions.revokeYes")}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        {t("actions.cancel")}
      </Button>
    </div>
  );
}
