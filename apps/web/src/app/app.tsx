import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";
import { queryClient } from "../lib/query-client";
import { usePermission } from "../lib/queries/permission";
import { Splash } from "../features/system/components/splash";
import { StartFailure } from "../features/system/components/start-failure";
import { AppRoutes } from "./router";

// Shown only when the site is closed to this visitor (spec §4): loaded then, not on every first page.
const MaintenancePage = lazy(() =>
  import("../features/system/components/maintenance-page").then((m) => ({ default: m.MaintenancePage })),
);
const AccessDeniedPage = lazy(() =>
  import("../features/system/components/access-denied-page").then((m) => ({ default: m.AccessDeniedPage })),
);

/** Spec §4: ask permission first, then choose the page. Maintenance wins over region restriction. */
function StartGate() {
  const { t } = useTranslation("common");
  const permission = usePermission();
  if (permission.data === undefined) {
    if (permission.isError) {
      const error = permission.error;
      const serverMessage = error instanceof ApiError && error.status >= 400 ? error.message : "";
      return (
        <StartFailure
          message={serverMessage}
          retrying={permission.isFetching}
          onRetry={() => void permission.refetch()}
        />
      );
    }
    return <Splash label={t("status.loading")} />;
  }
  const value = permission.data;
  if (value.maintenance) return <MaintenancePage customerService={value.customerService} />;
  if (value.regionRestriction) return <AccessDeniedPage location={value.location} />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Splash />}>
        <StartGate />
      </Suspense>
    </QueryClientProvider>
  );
}
