/** Business constants from the spec, named once. The comment names the spec section. */

/** §2, §9: a page group that has not loaded after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** §3: local-storage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = "hisLang";
/** Local-storage key holding the chosen theme. */
export const THEME_STORAGE_KEY = "lotusTheme";
/** §2: paths reachable without a token in login-required mode. */
export const LOGIN_EXEMPT_PATHS = ["/login", "/register", "/register.html", "/helpmc", "/download"] as const;
/** §2: the vendor dropdown is no longer centred above this many vendors. */
export const DROPDOWN_CENTRED_MAX_VENDORS = 6;
/** §2: categories that carry a NEW tag in the navigation. */
export const NEW_TAG_CATEGORIES = ["LIVE", "RNG", "SPORTS"] as const;
/** §9: QR code sizes (side menu, default, large). */
export const QR_SIZE_SIDE_MENU = 84;
export const QR_SIZE_DEFAULT = 200;
export const QR_SIZE_LARGE = 800;
/** §2: customer-service popup window size. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 500 } as const;
/** §2: modal widths. */
export const MODAL_WIDTH = 600;
export const DIALOG_WIDTH = 400;
/** §9: hidden balance mask. */
export const HIDDEN_BALANCE = "***";
/** §2: footer copyright year. */
export const COPYRIGHT_YEAR = 2022;
/** §5, §9: the registration age gate, and the age the birthday prompt asks for. */
export const MINIMUM_AGE = 18;
export const BIRTHDAY_PROMPT_AGE = 21;
/** §3: notice types, platform and execution defaults. */
export const NOTICE_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export const DEFAULT_NOTICE_TYPES = ["B", "PL", "PU", "PR"] as const;
export const NOTICE_PLATFORM_WEB = "W";
export const NOTICE_DEFAULT_EXECUTION = "B";
/** §3: e-sports provider codes, split out of SPORTS into ESPORTS. */
export const ESPORTS_VASSALAGES = ["AV", "AI", "IMES", "TF", "IA"] as const;
/** §2: footer sports links open these vendors. */
export const SPORTS_VENDOR = "IBC";
export const ESPORTS_VENDOR = "TF";
/** §3: service call path type that is the customer-service link. */
export const SERVICE_PATH_TYPE_CUSTOMER_SERVICE = 3;
/** §4: system status values. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
/** Session-storage key for the cached vendor list (§3). */
export const VENDOR_CACHE_KEY = "gameVendors";
/** Local-storage key for "don't show the popup notice again today". */
export const POPUP_HIDDEN_DAY_KEY = "popupHiddenDay";
/** Session-storage key: the popup notice has been shown in this session. */
export const POPUP_SHOWN_SESSION_KEY = "popupShown";
/** Calls' size limits: no string field accepts more than this. */
export const MAX_QUERY_STRING_LENGTH = 512;
