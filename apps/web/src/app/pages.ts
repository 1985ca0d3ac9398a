import type { Namespace } from "../lib/i18n";
import { lazyPage, type LazyPage } from "./lazy-page";

/**
 * Page groups loaded on demand (spec §2): each becomes its own chunk. Names follow the spec's
 * list (index, egame for /rng, byIframe for /game, joinus for /join, promo for /promotions…).
 */
export const pages = {
  index: lazyPage(() => import("./routes/home")),
  noticePage: lazyPage(() => import("./routes/notice-page")),
  vip: lazyPage(() => import("./routes/vip")),
  live: lazyPage(() => import("./routes/live")),
  egame: lazyPage(() => import("./routes/rng")),
  sports: lazyPage(() => import("./routes/sports")),
  esports: lazyPage(() => import("./routes/esports")),
  fish: lazyPage(() => import("./routes/fish")),
  pvp: lazyPage(() => import("./routes/pvp")),
  elott: lazyPage(() => import("./routes/elott")),
  promo: lazyPage(() => import("./routes/promotions")),
  promoDetail: lazyPage(() => import("./routes/promo-detail")),
  help: lazyPage(() => import("./routes/help")),
  helpmc: lazyPage(() => import("./routes/helpmc")),
  app: lazyPage(() => import("./routes/app-download")),
  download: lazyPage(() => import("./routes/download")),
  joinus: lazyPage(() => import("./routes/join")),
  pointMall: lazyPage(() => import("./routes/point-mall")),
  lottery: lazyPage(() => import("./routes/lottery")),
  luckyWheel: lazyPage(() => import("./routes/lucky-wheel")),
  redEnvelope: lazyPage(() => import("./routes/red-envelope")),
  vnlottery: lazyPage(() => import("./routes/vn-lottery")),
  seamless: lazyPage(() => import("./routes/seamless")),
  byIframe: lazyPage(() => import("./routes/game")),
  login: lazyPage(() => import("./routes/login")),
  feedback: lazyPage(() => import("./routes/feedback")),
  supportChat: lazyPage(() => import("./routes/support-chat")),
  content: lazyPage(() => import("./routes/content")),
  notFound: lazyPage(() => import("./routes/not-found")),
} satisfies Record<string, LazyPage>;

type PageGroup = keyof typeof pages;

/** Layout of each route (spec §2 route table). */
export type LayoutKind = "full" | "headerFooter" | "headerOnly" | "bare";

/** The content pages' own title keys (issue 16), in the `content` catalogue. */
type ContentMetaKey =
  "aboutUs" | "licences" | "responsibleGaming" | "partners" | "sponsors" | "beginnerGuide" | "terms";

/** The key of a route's title and description (`pageMeta.<key>` in its `metaNamespace`). */
export type MetaKey = PageGroup | "register" | ContentMetaKey;

export const routeTable: { path: string; page: PageGroup; layout: LayoutKind; meta?: MetaKey }[] = [
  { path: "/index", page: "index", layout: "full" },
  { path: "/index.html", page: "index", layout: "full" },
  { path: "/register", page: "index", layout: "full", meta: "register" },
  { path: "/register.html", page: "index", layout: "full", meta: "register" },
  { path: "/noticePage", page: "noticePage", layout: "full" },
  { path: "/vip", page: "vip", layout: "full" },
  { path: "/elott", page: "elott", layout: "full" },
  { path: "/rng", page: "egame", layout: "full" },
  { path: "/live", page: "live", layout: "full" },
  { path: "/fish", page: "fish", layout: "full" },
  { path: "/pvp", page: "pvp", layout: "full" },
  { path: "/sports", page: "sports", layout: "full" },
  { path: "/esports", page: "esports", layout: "full" },
  { path: "/promotions", page: "promo", layout: "full" },
  { path: "/promoDetail", page: "promoDetail", layout: "full" },
  { path: "/help", page: "help", layout: "full" },
  { path: "/app", page: "app", layout: "full" },
  { path: "/join", page: "joinus", layout: "full" },
  { path: "/pointMall", page: "pointMall", layout: "headerFooter" },
  { path: "/luckyWheel", page: "luckyWheel", layout: "full" },
  { path: "/redEnvelope", page: "redEnvelope", layout: "full" },
  { path: "/lottery", page: "lottery", layout: "headerOnly" },
  { path: "/vnlottery", page: "vnlottery", layout: "headerOnly" },
  { path: "/seamless", page: "seamless", layout: "headerOnly" },
  { path: "/game", page: "byIframe", layout: "headerOnly" },
  { path: "/helpmc", page: "helpmc", layout: "bare" },
  { path: "/download", page: "download", layout: "bare" },
  { path: "/login", page: "login", layout: "bare" },
  { path: "/about-us", page: "content", layout: "full", meta: "aboutUs" },
  { path: "/licences", page: "content", layout: "full", meta: "licences" },
  { path: "/responsible-gaming", page: "content", layout: "full", meta: "responsibleGaming" },
  { path: "/partners", page: "content", layout: "full", meta: "partners" },
  { path: "/sponsors", page: "content", layout: "full", meta: "sponsors" },
  { path: "/beginner-guide", page: "content", layout: "full", meta: "beginnerGuide" },
  { path: "/terms", page: "content", layout: "full", meta: "terms" },
  { path: "/feedback", page: "feedback", layout: "full" },
  { path: "/supportChat", page: "supportChat", layout: "bare" },
];

/** Starts loading the page group of `pathname` while the start-up call is still in flight. */
export function preloadPageFor(pathname: string): void {
  const path = pathname === "/" ? "/index" : pathname;
  const route = routeTable.find((r) => r.path === path);
  void (route ? pages[route.page] : pages.notFound).preload();
}

/**
 * The catalogue holding each route's title and meta description (`pageMeta.<key>`): the one its
 * page loads anyway, so no page carries the others' texts (the JS budget of /index).
 */
export const metaNamespace: Record<MetaKey, Namespace> = {
  index: "home",
  register: "account",
  noticePage: "notices",
  vip: "vip",
  elott: "games",
  live: "games",
  fish: "games",
  pvp: "games",
  sports: "games",
  esports: "games",
  seamless: "games",
  egame: "slots",
  promo: "pages",
  promoDetail: "pages",
  pointMall: "pages",
  lottery: "pages",
  luckyWheel: "fortune",
  redEnvelope: "fortune",
  vnlottery: "pages",
  help: "help",
  helpmc: "help",
  app: "download",
  download: "download",
  joinus: "join",
  byIframe: "launch",
  login: "layout",
  content: "content",
  aboutUs: "content",
  licences: "content",
  responsibleGaming: "content",
  partners: "content",
  sponsors: "content",
  beginnerGuide: "content",
  terms: "content",
  feedback: "support",
  supportChat: "support",
  notFound: "common",
};

/** The title and description key of `pathname`: its page group, or its own key where it has one. */
export function metaKeyFor(pathname: string): MetaKey {
  const path = pathname === "/" ? "/index" : pathname;
  const route = routeTable.find((r) => r.path === path);
  return route ? (route.meta ?? route.page) : "notFound";
}
