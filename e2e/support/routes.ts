/**
 * The route table of spec §2: every path the site answers, and where the browser ends up.
 * The route matrix visits each one; nothing else in the suite should list routes.
 */
export type RouteCase = { path: string; landsOn: string };

const route = (path: string, landsOn = path.split("?")[0]!): RouteCase => ({ path, landsOn });

export const ROUTES: readonly RouteCase[] = [
  route("/", "/index"),
  route("/index"),
  route("/index.html"),
  route("/register"),
  route("/register.html"),
  route("/noticePage"),
  route("/vip"),
  route("/elott"),
  route("/rng"),
  route("/rng?page=DRAGON_REELS"),
  route("/live"),
  route("/fish"),
  route("/pvp"),
  route("/sports"),
  route("/esports"),
  route("/promotions"),
  route("/promoDetail"),
  route("/help"),
  route("/helpmc"),
  route("/app"),
  route("/join"),
  route("/pointMall"),
  route("/luckyWheel"),
  route("/redEnvelope"),
  route("/lottery"),
  route("/vnlottery"),
  route("/seamless"),
  route("/game"),
  route("/download"),
  route("/login"),
  route("/feedback"),
  route("/supportChat"),
];

export const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
