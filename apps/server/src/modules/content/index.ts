/**
 * Content pages (issue 16 item 5): about us, licences, responsible gaming, partners, sponsors,
 * beginner guide and terms in five languages, versioned and published from the console.
 */
export { contentRoutes } from "./content.routes.ts";
export { contentConsoleRoutes } from "./content.console.routes.ts";
export { seedPages } from "./content.service.ts";
