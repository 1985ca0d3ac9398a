export { systemRoutes } from "./system.routes.ts";
export { systemConsoleRoutes } from "./system.console.routes.ts";
export { getRegisterRules, getSettingsTree, isRegionRestricted, loadBrand, systemStatusOf } from "./system.service.ts";
export * from "./system.console.ts";
/** The site switches and flags the admin CLI reads and changes (the console's own columns). */
export {
  findBrand,
  listSettings,
  setLoginRequired,
  setMaintenance,
  setRestrictedCountries,
  setSettingEnabled,
  writeAudit,
  type BrandRow,
} from "./system.repository.ts";
