/** The dashboard module: the console's day figures. */
export { DASHBOARD_DAYS, readDashboard } from "./dashboard.service.ts";
export { dashboardConsoleRoutes } from "./dashboard.console.routes.ts";
