import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ReauthValue } from "@lotus/contracts/web";

/*
 * State shared by the security-centre cards: the re-authentication ticket (one password entry
 * covers several changes while it is valid) and the short confirmation line announced after a
 * change.
 */

/** Drop the ticket a little before the server does, so a form is never sent with one about to lapse. */
const EXPIRY_MARGIN_MS = 10_000;

type Reauth = {
  ticket: string | null;
  /** Set when the server refused an expired ticket, so the password step can say why it is back. */
  expired: boolean;
  remember: (value: ReauthValue) => void;
  forget: (options?: { expired?: boolean }) => void;
};

type SecurityContextValue = { reauth: Reauth; notify: (text: string) => void; notice: string };

const SecurityContext = createContext<SecurityContextValue | null>(null);

export function SecurityProvider({ children }: { children: ReactNode }) {
  const [ticket, setTicket] = useState<{ value: string; until: number } | null>(null);
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState("");
  const noticeTimer = useRef(0);

  useEffect(() => {
    if (!ticket) return;
    const timer = window.setTimeout(() => setTicket(null), Math.max(0, ticket.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [ticket]);

  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const remember = useCallback((value: ReauthValue) => {
    setExpired(false);
    setTicket({ value: value.reauthTicket, until: Date.now() + value.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS });
  }, []);
  const forget = useCallback((options?: { expired?: boolean }) => {
    setTicket(null);
    setExpired(options?.expired ?? false);
  }, []);
  const notify = useCallback((text: string) => {
    setNotice(text);
    window.clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setNotice(""), 5000);
  }, []);

  const value = useMemo(
    () => ({ reauth: { ticket: ticket?.value ?? null, expired, remember, forget }, notify, notice }),
    [ticket, expired, remember, forget, notify, notice],
  );
  return <SecurityContext value={value}>{children}</SecurityContext>;
}

function useSecurityContext(): SecurityContextValue {
  const value = useContext(SecurityContext);
  if (!value) throw new Error("security-centre parts are used outside SecurityProvider");
  return value;
}

export const useReauth = () => useSecurityContext().reauth;
export const useNotify = () => useSecurityContext().notify;
export const useNotice = () => useSecurityContext().notice;
