/** Announcements (spec §3 notices B, PL, PU, PR, H; issue 16: managed in the console, targeted). */
export { noticesRoutes } from "./notices.routes.ts";
export { noticesConsoleRoutes } from "./notices.console.routes.ts";
export { seedNotices } from "./notices.seed.ts";
