import { useLayoutEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigationType } from "react-router";
import { usePermissionValue } from "../../lib/queries/permission";
import { hasSessionToken } from "../../lib/session";
import { RealtimeListener } from "../../lib/realtime-listener";
import { Toaster } from "../../components/ui/toaster";
import { needsLoginRedirect } from "../login-guard";
import { useDocumentMeta } from "../use-document-meta";
import { Overlays } from "./overlays";

/** A new page starts at the top; going back keeps the browser's own scroll position. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Every route passes here: the login-required redirect, the page's title, and scroll to top on navigation. */
export function RootLayout() {
  const { site } = usePermissionValue();
  const { pathname, search } = useLocation();
  useScrollToTopOnNavigation();
  useDocumentMeta();
  if (needsLoginRedirect(site.loginRequired, hasSessionToken(), pathname)) {
    return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  }
  return (
    <>
      <Outlet />
      <Overlays />
      <Toaster />
      <RealtimeListener />
    </>
  );
}
