/** Business constants from the spec, named once. The comment names the spec section. */

/** §2, §9: a page group that has not loaded after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * The brand's time zone: every time the site shows (records, winners board, notices) and every
 * calendar day the server counts is in it, whatever the device's zone. UTC+7 all year.
 */
export const BRAND_TIME_ZONE = "Asia/Ho_Chi_Minh";
/** A moment as records and the console list it: date, 24-hour time with seconds, the brand's zone. */
export const RECORD_TIME_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  timeZone: BRAND_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};
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
/**
 * Issue 16: who a notice is for — everyone, visitors not logged in, or logged-in members (then
 * optionally only some VIP levels and/or one agent's team). H (help) notices sit atop the help centre.
 */
export const NOTICE_AUDIENCES = ["all", "guests", "members"] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** Where an uploaded notice image is served (under the image CDN /media): `notice-images/<id>`. */
export const NOTICE_IMAGE_PREFIX = "notice-images/";
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

/* ---- Accounts (issue 3) ---- */
/** §9: the weak default password that agents and operators give new accounts; it forces a change. */
export const WEAK_DEFAULT_PASSWORD = "123456";
/** Security floor for every new password; field rules may ask more, never less. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** §3: session-storage keys written at login. */
export const SESSION_KEYS = {
  token: "token",
  isAgent: "isAgent",
  account: "account",
  merchant: "merchant",
  cpw: "cpw",
} as const;
/** §3: remembered-login cookies live 1 day. The password is never stored (browser password manager instead). */
export const REMEMBER_COOKIE_DAYS = 1;
export const REMEMBER_COOKIES = {
  /** Prefix of the cookie holding the last username, followed by the merchant code. */
  lastUsernamePrefix: "lastUsername_",
  loginRemember: "loginRemember",
  loginTypeSms: "loginTypeSms",
} as const;
/** §5, §9: the login SMS request is throttled to once per second; captcha refresh at most once per second. */
export const SMS_SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_MS = 1000;
/** §9: the header login's fixed SMS countdown. */
export const HEADER_SMS_COUNTDOWN_S = 60;
/** Verification codes: 6 digits from a CSPRNG, valid at most 10 minutes, single use, at most 5 tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** A new code for the same target and flow is sent at most once per this many seconds. */
export const VERIFICATION_RESEND_SECONDS = 60;
/** Failed logins before the image captcha is asked for (per account or per IP). */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Lockouts: failed logins per window before `too_many_attempts`. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Sessions end after this long without a call, and in any case after the absolute lifetime. */
export const SESSION_IDLE_MINUTES = 60;
export const SESSION_ABSOLUTE_HOURS = 12;
/** §6: isAgent values. 1, 2, 41, 42 are agents; 4 is a trial (free play) account; 0 a member. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
export const MEMBER_ACCOUNT_TYPE = 0;
/** Second verification methods an operator can choose for logins from an untrusted IP (§4 step 9). */
export const SECOND_VERIFICATION_METHODS = ["SMS", "EMAIL", "PAYEE_NAME", "TOTP"] as const;
/** Built-in avatars (member icon STATIC). */
export const STATIC_AVATARS = ["lotus", "koi", "dragon", "phoenix", "tiger", "crane", "turtle", "bamboo"] as const;
/** Custom avatar upload limit. */
export const CUSTOM_AVATAR_MAX_BYTES = 200 * 1024;
/** Minutes a re-authentication in the security centre stays valid. */
export const REAUTH_MINUTES = 5;
/** Free play: the gateway version header value (§3). */
export const FREE_PLAY_GATEWAY_VERSION = "3";
/** Free play: the trial account's demo balance in minor units (VND x 100). */
export const TRIAL_DEMO_BALANCE = 2_000_000_00;
/** Spec §2 member centre menu, in order; securityCenter is the default page. */
export const MEMBER_CENTRE_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  /** Responsible gaming (issue 16): limits, reality check, time-out, self-exclusion. */
  "responsibleGaming",
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
/** Social login providers. */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/* ---- Money (issue 4; architecture.md §4) ---- */
/** Withdrawal proof images (spec §5, §9): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_MAX_COUNT = 3;
export const PROOF_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
/** Spec §9 pagination: pages shown around the current one, and at each end. */
export const PAGINATION_PAGE_RANGE = 3;
export const PAGINATION_MARGIN_PAGES = 1;
/** Spec §9 infinite scroll throttle on phones. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** Spec §9 date presets of the record pages. */
export const DATE_PRESETS = ["last7", "last30", "next7", "next30"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** The widest date range a record query may ask for, in days. */
export const RECORD_MAX_RANGE_DAYS = 92;
/** Minutes a bank-transfer deposit order waits for the money before it expires (operator setting default). */
export const DEPOSIT_ORDER_EXPIRY_MINUTES = 30;
/** Spec §4: minutes after payout without an answer that count as received (operator setting default). */
export const WITHDRAWAL_AUTO_RECEIPT_MINUTES = 60;
/** Seamless-wallet brands keep one wallet (GCS_merchantWallet isSingle); the main wallet's code. */
export const MAIN_WALLET = "MAIN";
/** Webhook signature clock skew allowed, seconds (architecture.md §5 uses the same 5 minutes). */
export const WEBHOOK_MAX_SKEW_SECONDS = 300;

/* Games (issue 5) */
/** Launch constants of spec §3 / §9. */
export const GAME_LAUNCH = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: "GLS",
  platform: "html5-desktop",
  clientType: 3,
} as const;
/** Hot games request constants (spec §3, §9). */
export const HOT_GAMES_IS_PLATFORM = 2;
export const HOT_GAMES_PLATFORM = "flash,html5-desktop";
export const FAVORITES_MAX = 200;
export const RECENT_GAMES_MAX = 20;
/** Session storage key of the launched game's iframe URL (spec §6: "iframe URL stored"). */
export const GAME_URL_STORAGE_KEY = "gameUrl";
/** Seamless wallet API (architecture.md §5): signature and timestamp headers, allowed clock skew. */
export const VENDOR_SIGNATURE_HEADER = "x-signature";
export const VENDOR_TIMESTAMP_HEADER = "x-timestamp";
export const VENDOR_TIMESTAMP_SKEW_SECONDS = 300;
/** A vendor session token lives as long as the player's session, at most this long. */
export const VENDOR_SESSION_HOURS = 12;
/** Where the built-in demo vendor (apps/demo-vendor) is mounted in the same process: its pages, not platform calls. */
export const DEMO_VENDOR_PREFIX = "/demo-vendor";

/** The agent centre's announcement (console agent settings): at most this many characters, line breaks kept. */
export const AGENT_ANNOUNCEMENT_MAX = 2000;
