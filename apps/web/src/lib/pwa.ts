import { useSyncExternalStore } from "react";

/*
 * The lite app (issue 16 item 8): registers the service worker (public/sw.js: it caches the app
 * shell, never API answers) and keeps the browser's install offer (`beforeinstallprompt`, Chromium
 * browsers) so the /app and /download pages can show an Install button. Safari on iPhone has no
 * such event: the page shows the Share → Add to Home Screen steps instead.
 */

/** The event Chromium fires when the page may be installed (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export type InstallState =
  /** Opened as the installed app, or installed from this page. */
  | "installed"
  /** The browser offers to install: the Install button prompts. */
  | "prompt"
  /** iPhone / iPad: installed by hand (Safari: Share → Add to Home Screen). */
  | "ios"
  /** No install offer here (a desktop browser without it, or not offered yet). */
  | "unavailable";

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** iPhone, iPad (iPadOS reports itself as a Mac with touch) and iPod. */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

function standalone(): boolean {
  if (typeof window === "undefined") return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

export function installState(): InstallState {
  if (installed || standalone()) return "installed";
  if (deferred) return "prompt";
  if (isIos(navigator.userAgent, navigator.maxTouchPoints)) return "ios";
  return "unavailable";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install state, re-rendered when the browser's offer arrives or the app gets installed. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, installState, () => "unavailable");
}

/** Shows the browser's install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === "accepted") installed = true;
  emit();
  return choice.outcome === "accepted";
}

/**
 * Listens for the install offer and registers the service worker once the page has loaded (it must
 * not compete with the first screen's requests). Only in a built app: the development server has no
 * shell to cache.
 */
export function startLiteApp(): void {
  if (typeof window === "undefined") return;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the offer for the Install button instead of the browser's own mini bar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => {
    installed = true;
    deferred = null;
    emit();
  });
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker (private mode, an old browser, blocked storage): the site works the same.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * The address an app resource leads to on THIS site: a site path (`/download#ios`) becomes an
 * absolute URL of the page's own origin, so QR codes and links work whatever the domain; an
 * external link (a store, an operator's own installer) is kept as it is.
 */
export function appLinkOf(url: string, origin: string): { href: string; external: boolean } {
  if (/^https?:\/\//i.test(url)) return { href: url, external: true };
  return { href: new URL(url, origin).href, external: false };
}

/** The QR code image (served by the media routes) of a text. */
export function qrImageUrl(text: string): string {
  return `/media/qr.svg?text=${encodeURIComponent(text)}`;
}
