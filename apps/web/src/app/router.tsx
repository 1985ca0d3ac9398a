import { useEffect } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { openAccountDialog } from "../lib/account-dialogs";
import { hasSessionToken } from "../lib/session";
import { RootLayout } from "./layouts/root-layout";
import { SiteLayout } from "./layouts/site-layout";
import { pages, routeTable, type LayoutKind } from "./pages";

/** `/` goes to `/index`, keeping the query (a shared link may carry `referralCode`). */
function RedirectToIndex() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: "/index", search, hash }} replace />;
}

/** /register and /register.html: the home page with the register dialog open (spec §2). */
function useRegisterRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    if ((pathname === "/register" || pathname === "/register.html") && !hasSessionToken())
      openAccountDialog({ kind: "register" });
  }, [pathname]);
}

const layouts: Record<LayoutKind, { header: boolean; footer: boolean; sideMenu: boolean }> = {
  full: { header: true, footer: true, sideMenu: true },
  headerFooter: { header: true, footer: true, sideMenu: false },
  headerOnly: { header: true, footer: false, sideMenu: false },
  bare: { header: false, footer: false, sideMenu: false },
};

const NotFound = pages.notFound;

/**
 * The route table of spec §2, grouped by layout. Declarative routes rather than a data router:
 * the data router costs about 15 KB more gzipped JS on /index and this app uses none of its
 * loaders or actions.
 */
export function AppRoutes() {
  useRegisterRoute();
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<RedirectToIndex />} />
        {(Object.keys(layouts) as LayoutKind[]).map((kind) => (
          <Route key={kind} element={<SiteLayout {...layouts[kind]} />}>
            {routeTable
              .filter((route) => route.layout === kind)
              .map((route) => {
                const Page = pages[route.page];
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
            {kind === "full" && <Route path="*" element={<NotFound />} />}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
