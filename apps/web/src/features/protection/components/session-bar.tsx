import { useTranslation } from "react-i18next";
import { useProtectionSession } from "../api/protection";
import { SessionNumbers } from "./session-numbers";

/**
 * The game frame's strip (issue 16; UKGC RTS 13C / 2E): the session's elapsed time and net position,
 * always visible while a game is open. Refreshed every 15 s (the clock ticks every second).
 */
export function SessionBar() {
  const { t } = useTranslation("protection");
  const session = useProtectionSession(15_000);
  if (!session.data) return null;
  return (
    <div
      role="status"
      aria-label={t("session.label")}
      className="flex shrink-0 items-center justify-center border-b border-line bg-bg-elevated px-3 py-1 sm:justify-end sm:px-4"
      data-testid="session-bar"
    >
      <SessionNumbers session={session.data} compact />
    </div>
  );
}
