import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { MenuIcon } from "../../components/ui/icons";
import { Modal } from "../../components/ui/modal";
import { Skeleton } from "../../components/ui/skeleton";
import { usePermissionValue } from "../../lib/queries/permission";
import { useSession } from "../../lib/session";
import { AccountButtons } from "../../features/account/components/account-buttons";
import { AppLink } from "../../features/header/components/app-link";
import { BrandLogo } from "../../features/header/components/brand-logo";
import { LanguageOptions, LanguageSelector } from "../../features/language/components/language-selector";
import { CategoryBar } from "../../features/navigation/components/category-bar";
import { MainNav } from "../../features/navigation/components/main-nav";
import { ThemeToggle } from "../../features/theme/components/theme-toggle";
import { ChatRoomButton } from "../../features/header/components/chat-room-button";

// The logged-in area is its own chunk: a visitor's first page does not carry the user menu.
const userArea = () => import("../../features/user-menu/components/user-area");
const UserArea = lazy(() => userArea().then((m) => ({ default: m.UserArea })));
const PhoneUserBar = lazy(() => userArea().then((m) => ({ default: m.PhoneUserBar })));
const UserSheetPanel = lazy(() => userArea().then((m) => ({ default: m.UserSheetPanel })));
const MenuUnreadBadge = lazy(() => userArea().then((m) => ({ default: m.MenuUnreadBadge })));
// The lottery pages' strip (popular numbers, the navigation toggle) loads with those pages only.
const LotteryHeaderStrip = lazy(() => import("../../features/lottery/components/header-extras"));
// The unread-message bell (issue 16) loads once somebody is logged in.
const MessageBell = lazy(() => import("../../features/messages/components/message-bell"));

/**
 * The site header (spec §2). Desktop: logo, app link, language, theme and the account buttons
 * (logged out) or the deposit shortcut and user menu (logged in) over the navigation bar. Phones:
 * logo, login and register (or one account shortcut), a menu sheet for the rest, and a scrollable
 * category row.
 */
export function SiteHeader() {
  const { t } = useTranslation("layout");
  const { site } = usePermissionValue();
  const [menuOpen, setMenuOpen] = useState(false);
  const loggedIn = useSession() !== null;
  const { pathname } = useLocation();
  // Spec §2: on /lottery the navigation folds away behind a toggle, leaving the board the room.
  const navToggle = pathname === "/lottery";
  const [lotteryNavShown, setLotteryNavShown] = useState(false);
  return (
    <header className="lotus-header z-40 xl:sticky xl:top-0">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-2 px-3 sm:px-4 xl:gap-4">
        <BrandLogo brandName={site.brandName} />
        <div className="hidden items-center xl:flex">
          <AppLink />
          <ChatRoomButton />
        </div>
        <div className="ml-auto flex items-center gap-2 xl:gap-3">
          <div className="hidden items-center gap-3 xl:flex">
            <LanguageSelector />
            <ThemeToggle />
            {loggedIn && (
              <Suspense fallback={null}>
                <MessageBell />
              </Suspense>
            )}
            {loggedIn ? (
              <Suspense fallback={<Skeleton className="h-11 w-60 rounded-full" />}>
                <UserArea />
              </Suspense>
            ) : (
              <AccountButtons />
            )}
          </div>
          {loggedIn && (
            // Narrower phones have no room for it: the menu button carries the count, the sheet the bell.
            <div className="hidden sm:block xl:hidden">
              <Suspense fallback={null}>
                <MessageBell className="size-9" />
              </Suspense>
            </div>
          )}
          <div className="xl:hidden">
            {loggedIn ? (
              <Suspense fallback={<Skeleton className="h-9 w-24 rounded-full" />}>
                <PhoneUserBar />
              </Suspense>
            ) : (
              <AccountButtons only={["login", "register"]} />
            )}
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t("header.menu")}
            className="relative grid size-10 cursor-pointer place-items-center rounded-full border border-line bg-surface-2/70 text-fg xl:hidden"
          >
            <MenuIcon />
            {loggedIn && (
              // The inbox's unread count (issue 16), where the header has no room for the bell.
              <Suspense fallback={null}>
                <MenuUnreadBadge />
              </Suspense>
            )}
          </button>
        </div>
      </div>
      <div id="header-nav" hidden={navToggle && !lotteryNavShown}>
        <MainNav />
        <CategoryBar />
      </div>
      {/^\/(lottery|vnlottery|elott)$/.test(pathname) && (
        <Suspense fallback={null}>
          <LotteryHeaderStrip
            pathname={pathname}
            navShown={navToggle ? lotteryNavShown : null}
            onToggleNav={() => setLotteryNavShown((shown) => !shown)}
          />
        </Suspense>
      )}
      <Modal open={menuOpen} onOpenChange={setMenuOpen} title={t("header.menu")}>
        <div className="grid gap-6">
          {loggedIn && (
            <Suspense fallback={<Skeleton className="h-44 w-full" />}>
              <UserSheetPanel onChoose={() => setMenuOpen(false)} />
            </Suspense>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <AppLink className="border border-line" />
            <ChatRoomButton className="border border-line" onOpen={() => setMenuOpen(false)} />
            {loggedIn && (
              <Suspense fallback={null}>
                <MessageBell variant="row" className="border border-line" onOpen={() => setMenuOpen(false)} />
              </Suspense>
            )}
            {!loggedIn && <AccountButtons only={["freePlay"]} onAction={() => setMenuOpen(false)} />}
          </div>
          <LanguageOptions />
          <ThemeToggle withLabel className="self-start" />
        </div>
      </Modal>
    </header>
  );
}
