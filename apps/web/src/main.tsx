import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { announcementsQueryOptions } from "./lib/queries/announcements";
import { gameVendorsQueryOptions } from "./lib/queries/game-vendors";
import { permissionQueryOptions } from "./lib/queries/permission";
import { App } from "./app/app";
import { preloadPageFor } from "./app/pages";
import { startLiteApp } from "./lib/pwa";
import "./styles/index.css";

// Everything the first screen needs starts at once: the start-up calls (spec §4: permission
// first; announcements at start-up), this URL's page chunk and the translations.
void queryClient.prefetchQuery(permissionQueryOptions());
void queryClient.prefetchQuery(gameVendorsQueryOptions());
void queryClient.prefetchQuery(announcementsQueryOptions());
preloadPageFor(window.location.pathname);
// The lite app: the install offer is kept from the start, the service worker registers after load.
startLiteApp();

void initI18n().then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
