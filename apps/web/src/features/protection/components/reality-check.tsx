import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { openMemberCentre } from "../../../lib/account-dialogs";
import { apiSend } from "../../../lib/api-client";
import { PATHS } from "@lotus/contracts/web";
import { clearSession } from "../../../lib/session";
import { useProtectionSession } from "../api/protection";
import { SessionNumbers } from "./session-numbers";

/**
 * The reality check (issue 16): at the interval the member chose (15, 30 or 60 minutes since the
 * login, then again every interval after "continue"), a dialog shows the elapsed time, the amount
 * wagered and the net result, with continue, stop (log out) and set limits.
 */
export default function RealityCheck() {
  const { t } = useTranslation("protection");
  const session = useProtectionSession(60_000);
  const minutes = session.data?.realityCheckMinutes ?? null;
  const startedAt = session.data?.startedAt;
  const [open, setOpen] = useState(false);
  const [acknowledged, setAcknowledged] = useState(0);
  useEffect(() => {
    if (!minutes || !startedAt) return;
    const interval = minutes * 60_000;
    const elapsed = Date.now() - new Date(startedAt).getTime();
    const next = (Math.floor(elapsed / interval) + 1) * interval;
    const due = Math.max(next, acknowledged + interval) - elapsed;
    const timer = window.setTimeout(
      () => {
        setOpen(true);
        void session.refetch();
      },
      Math.max(1000, due),
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch is stable enough; the timer follows the interval
  }, [minutes, startedAt, acknowledged]);
  if (!session.data) return null;
  const onContinue = () => {
    setAcknowledged(Date.now() - new Date(session.data.startedAt).getTime());
    setOpen(false);
  };
  const onStop = () => {
    setOpen(false);
    // Stop: the session ends on the server and here (the logout call, then the local keys).
    void apiSend<null>("DELETE", PATHS.logout)
      .catch(() => null)
      .finally(() => clearSession());
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) onContinue();
      }}
      size="dialog"
      title={t("reality.dialogTitle")}
      description={t("reality.dialogText", { minutes: minutes ?? 0 })}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              onContinue();
              openMemberCentre("responsibleGaming");
            }}
          >
            {t("reality.setLimits")}
          </Button>
          <Button variant="secondary" onClick={onStop} data-testid="reality-stop">
            {t("reality.stop")}
          </Button>
          <Button variant="gold" onClick={onContinue} data-testid="reality-continue">
            {t("reality.continue")}
          </Button>
        </div>
      }
    >
      <div data-testid="reality-check">
        <SessionNumbers session={session.data} />
      </div>
    </Modal>
  );
}
