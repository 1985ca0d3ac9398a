import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import type { Operator } from "@lotus/contracts/web";
import { cn } from "../components/ui/cn";
import { logout } from "../features/operator/api/session";
import { clearSession } from "../lib/session";
import { NAV_ITEMS, navFor, type NavItem } from "./nav";
import { Toolbar } from "./toolbar";

/** The console frame: a sidebar by role on a desktop, a menu button on a phone, the top bar, the page. */
export function Shell({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const navId = useId();
  const items = navFor(operator.role);
  const current = NAV_ITEMS.find((item) => location.pathname.startsWith(item.path));

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    document.title = current ? `${t(`nav.${current.id}`)} · Lotus Console` : "Lotus Console";
  }, [current, t]);

  async function signOut() {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // The session ends here either way; the server's copy expires on its own.
    }
    clearSession("logout");
  }

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-3 py-2 text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skip")}
      </a>
      <aside
        className={cn(
          "border-line bg-bg-elevated lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r",
          "max-lg:border-b",
        )}
      >
        <div className="flex h-14 items-center gap-2 px-4">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" className="size-8 rounded-md" />
          <span className="font-bold tracking-tight">
            Lotus <span className="font-medium text-fg-muted">Console</span>
          </span>
          <button
            type="button"
            className="ml-auto grid size-9 cursor-pointer place-items-center rounded-md border border-line lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{t("shell.menu")}</span>
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path
                d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <nav
          id={navId}
          aria-label={t("shell.navigation")}
          className={cn("flex-1 overflow-y-auto px-2 pb-3 lg:block", menuOpen ? "block" : "hidden")}
        >
          <NavGroups items={items} />
        </nav>
        <div className={cn("border-t border-line p-3 text-sm lg:block", menuOpen ? "block" : "hidden")}>
          <p className="truncate font-medium">{operator.displayName}</p>
          <p className="truncate text-xs text-fg-muted">
            {operator.username} · {t(`roles.${operator.role}`)}
          </p>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-end gap-2 border-b border-line bg-bg/95 px-3 backdrop-blur sm:px-5">
          <span className="mr-auto hidden truncate text-sm text-fg-muted sm:block" data-testid="operator-name">
            {operator.displayName} · {operator.username}
          </span>
          <Toolbar />
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={loggingOut}
            data-testid="logout"
            className="h-9 cursor-pointer rounded-md border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-2 disabled:opacity-50"
          >
            {t("shell.logout")}
          </button>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-[100rem] px-3 py-4 outline-none sm:px-5 sm:py-5">
          {children}
        </main>
      </div>
    </div>
  );
}

const GROUPS: NavItem["group"][] = [
  "overview",
  "queues",
  "members",
  "agents",
  "games",
  "lottery",
  "promotions",
  "settings",
  "audit",
];

function NavGroups({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="mt-3 first:mt-1">
            <p className="px-2 pb-1 text-[0.6875rem] font-semibold tracking-wide text-fg-muted uppercase">
              {t(`shell.groups.${group}`)}
            </p>
            <ul>
              {inGroup.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.path}
                    data-testid={`nav-${item.id}`}
                    className={({ isActive }) =>
                      cn(
                        "flex h-9 items-center rounded-md px-2 text-sm no-underline",
                        isActive ? "bg-brand-soft font-semibold text-brand" : "text-fg hover:bg-surface-2",
                      )
                    }
                  >
                    {t(`nav.${item.id}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
