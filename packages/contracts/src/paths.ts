/** Call paths of spec §7, named once for server routes and web fetchers. */
export const PATHS = {
  systemStatus: "/wps/system/status",
  permission: "/wps/system/permission",
  whitelabel: "/wps/system/whitelabel",
  registerSettings: "/wps/system/setting/register",
  countryCodes: "/wps/system/countryCodes",
  domainRoute: "/wps/system/domainRoute",
  helpCenter: "/wps/system/helpCenter",
  service: "/wps/system/service",
  vipLevels: "/wps/system/vipLevels",
  announcements: "/wps/relay/MCSFE_getListAnnouncements",
  gameVendor: "/wps/relay/GCSGAME_gameVendor",
} as const;
