import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type ProtectionSession } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";

/** Elapsed time as h:mm:ss, counted from the session's start on this device's clock. */
export function useElapsed(startedAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return startedAt ? Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 1000)) : 0;
}

export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** A signed amount in đồng: "+12.000 ₫" / "−3.000 ₫". */
export function formatNet(minor: string, language: string): string {
  const negative = minor.startsWith("-");
  const text = formatMinor(negative ? minor.slice(1) : minor, language, { decimals: 0 });
  return `${negative ? "−" : minor === "0" ? "" : "+"}${text} ₫`;
}

/** The session's time, amount wagered and net result, as the reality check and the game frame show them. */
export function SessionNumbers({ session, compact }: { session: ProtectionSession; compact?: boolean }) {
  const { t, i18n } = useTranslation("protection");
  const elapsed = useElapsed(session.startedAt);
  const negative = session.net.startsWith("-");
  return (
    <dl
      className={cn(
        "grid gap-x-4",
        compact ? "grid-flow-col items-center gap-y-0 text-xs" : "grid-cols-3 gap-y-1 text-sm",
      )}
    >
      <div className={cn(compact && "flex gap-1")}>
        <dt className="text-fg-muted">{t("session.time")}</dt>
        <dd className="font-semibold text-fg tabular-nums" data-testid="session-elapsed">
          {formatElapsed(elapsed)}
        </dd>
      </div>
      {!compact && (
        <div>
          <dt className="text-fg-muted">{t("session.wagered")}</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {formatMinor(session.wagered, i18n.language, { decimals: 0 })} ₫
          </dd>
        </div>
      )}
      <div className={cn(compact && "flex gap-1")}>
        <dt className="text-fg-muted">{t("session.net")}</dt>
        <dd
          className={cn("font-semibold tabular-nums", negative ? "text-danger" : "text-jade")}
          data-testid="session-net"
        >
          {formatNet(session.net, i18n.language)}
        </dd>
      </div>
    </dl>
  );
}
