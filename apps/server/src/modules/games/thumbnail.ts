import type { GameEngine } from "@lotus/contracts";

/** Background top, background bottom, accent. */
type Palette = readonly [string, string, string];

const PALETTES: Record<string, Palette> = {
  lotus: ["#8a2458", "#2a0a1f", "#f7a1c0"],
  dragon: ["#9b1414", "#2b0505", "#f2c46d"],
  koi: ["#0f6480", "#06202b", "#ff8a3d"],
  tet: ["#c0141f", "#4a0508", "#ffd36b"],
  ocean: ["#0b5596", "#04172e", "#6fd3ff"],
  jungle: ["#21753a", "#08230f", "#b6e36b"],
  fruit: ["#dc4c12", "#5c1a04", "#ffe066"],
  gems: ["#5a23a8", "#150833", "#7ef0d0"],
  phoenix: ["#c9450d", "#3d0f02", "#ffc94d"],
  tiger: ["#bd5a0a", "#2e1402", "#fde68a"],
  pharaoh: ["#a86a08", "#2b1a02", "#60a5fa"],
  space: ["#2e2a78", "#05040f", "#a78bfa"],
  candy: ["#db2777", "#4a0a27", "#fbcfe8"],
  samurai: ["#334155", "#050709", "#ef4444"],
  panda: ["#17703a", "#052010", "#f5f5f4"],
  gold: ["#8f5410", "#231302", "#facc15"],
  taixiu: ["#8c1d1d", "#1c0505", "#fef3c7"],
  baucua: ["#067055", "#022018", "#fde047"],
  football: ["#17703a", "#04210f", "#ffffff"],
  basketball: ["#a8390f", "#2a0c02", "#fed7aa"],
  tennis: ["#4d7c0f", "#152403", "#ecfccb"],
  esports: ["#3730a3", "#0a0826", "#67e8f9"],
};

/** Drawings centred on (0,0), about 100 units wide; `a` is the accent colour. */
const MOTIFS: Record<string, (a: string) => string> = {
  lotus: (a) =>
    [-60, -30, 0, 30, 60]
      .map((r) => `<ellipse rx="13" ry="34" cy="-20" fill="${a}" opacity=".9" transform="rotate(${r} 0 14)"/>`)
      .join("") + `<ellipse cy="18" rx="44" ry="9" fill="#2f7d4a"/>`,
  dragon: (a) =>
    `<path d="M-50 30C-40-10 0 40 10 0S40-40 50-20" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round"/><circle cx="50" cy="-24" r="9" fill="${a}"/><circle cx="-8" cy="-30" r="13" fill="#fff" opacity=".85"/>`,
  koi: (a) =>
    `<ellipse rx="38" ry="20" fill="${a}"/><path d="M34 0L62-22V22Z" fill="${a}"/><circle cx="-22" cy="-5" r="4" fill="#111"/><path d="M-8-18q12 18 0 36" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>`,
  tet: (a) =>
    `<rect x="-10" y="-50" width="20" height="10" fill="${a}"/><ellipse rx="36" ry="34" fill="#e11d2a" stroke="${a}" stroke-width="4"/><rect x="-10" y="32" width="20" height="10" fill="${a}"/><path d="M0 42v20M-18-32v64M18-32v64" stroke="${a}" stroke-width="3"/>`,
  ocean: (a) =>
    `<circle cx="26" cy="-26" r="18" fill="#ffd36b"/>` +
    [0, 16, 32]
      .map((y) => `<path d="M-56 ${y}q14-12 28 0t28 0t28 0t28 0" fill="none" stroke="${a}" stroke-width="6"/>`)
      .join(""),
  jungle: (a) =>
    [-50, -15, 20, 55]
      .map((r) => `<ellipse rx="12" ry="40" cy="-10" fill="${a}" opacity=".85" transform="rotate(${r} 0 30)"/>`)
      .join(""),
  fruit: (a) =>
    `<path d="M-18 18Q-4-30 6-40Q10-20 20 14" fill="none" stroke="#3f6212" stroke-width="4"/><circle cx="-20" cy="24" r="18" fill="#dc2626"/><circle cx="22" cy="20" r="18" fill="#dc2626"/><ellipse cx="18" cy="-38" rx="16" ry="7" fill="${a}"/>`,
  gems: (a) =>
    `<path d="M-40-14L-22-38H22L40-14L0 40Z" fill="${a}"/><path d="M-40-14H40M-22-38L-10-14L0 40L10-14L22-38" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`,
  phoenix: (a) =>
    `<path d="M0 44C-40 20-30-20-6-44C-10-12 10-10 8-30C30-8 36 24 0 44Z" fill="${a}"/><path d="M0 34C-16 20-10 0 0-8C6 6 16 14 0 34Z" fill="#fff" opacity=".6"/>`,
  tiger: (a) =>
    `<ellipse cy="20" rx="28" ry="24" fill="${a}"/>` +
    [
      [-32, -12],
      [-12, -34],
      [12, -34],
      [32, -12],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="14" fill="${a}"/>`)
      .join(""),
  pharaoh: (a) =>
    `<circle cx="30" cy="-30" r="12" fill="${a}"/><path d="M-50 40L-6-36L38 40Z" fill="#f2c46d"/><path d="M-6-36L38 40H10Z" fill="#000" opacity=".25"/><path d="M16 40L40 4L64 40Z" fill="#d9a441"/>`,
  space: (a) =>
    `<circle r="26" fill="${a}"/><ellipse rx="48" ry="12" fill="none" stroke="#fff" stroke-width="4" transform="rotate(-18)"/><circle cx="-40" cy="-34" r="3" fill="#fff"/><circle cx="44" cy="30" r="2" fill="#fff"/>`,
  candy: (a) =>
    `<path d="M0 26V60" stroke="#fff" stroke-width="6"/><circle r="30" fill="${a}"/><path d="M0 0a8 8 0 0 1 16 0a16 16 0 0 1-32 0a24 24 0 0 1 48 0" fill="none" stroke="#db2777" stroke-width="5"/>`,
  samurai: (a) =>
    `<path d="M-54-34Q0-48 54-34V-24H-54Z" fill="${a}"/><rect x="-44" y="-12" width="88" height="8" fill="${a}"/><rect x="-36" y="-24" width="10" height="70" fill="${a}"/><rect x="26" y="-24" width="10" height="70" fill="${a}"/>`,
  panda: (a) =>
    `<circle cx="-28" cy="-28" r="12" fill="#111"/><circle cx="28" cy="-28" r="12" fill="#111"/><circle r="36" fill="${a}"/><ellipse cx="-14" cy="-4" rx="9" ry="12" fill="#111"/><ellipse cx="14" cy="-4" rx="9" ry="12" fill="#111"/><ellipse cy="16" rx="7" ry="5" fill="#111"/>`,
  gold: (a) =>
    [30, 16, 2]
      .map((y) => `<ellipse cy="${y}" rx="34" ry="10" fill="${a}" stroke="#8a5a00" stroke-width="2"/>`)
      .join("") + `<path d="M-24-34H24L34-8H-34Z" fill="${a}" stroke="#8a5a00" stroke-width="2"/>`,
  taixiu: (a) =>
    [
      [-30, 8],
      [30, 8],
      [0, -28],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x! - 20}" y="${y! - 20}" width="40" height="40" rx="8" fill="${a}"/><circle cx="${x}" cy="${y}" r="5" fill="#c0141f"/>`,
      )
      .join(""),
  baucua: (a) =>
    `<ellipse cy="22" rx="58" ry="16" fill="#fff" opacity=".25"/><circle cx="-28" cy="4" r="16" fill="${a}"/><circle cx="28" cy="4" r="16" fill="#e11d2a"/><circle cy="-20" r="16" fill="#38bdf8"/>`,
  football: (a) =>
    `<circle r="36" fill="${a}"/><path d="M0-14L13-4L8 12H-8L-13-4Z" fill="#111"/><path d="M0-14V-36M13-4L34-11M8 12L21 29M-8 12L-21 29M-13-4L-34-11" stroke="#111" stroke-width="3"/>`,
  basketball: (a) =>
    `<circle r="36" fill="#ea580c"/><path d="M-36 0H36M0-36V36M-25-25Q0 0-25 25M25-25Q0 0 25 25" fill="none" stroke="${a}" stroke-width="3"/>`,
  tennis: (a) =>
    `<circle r="32" fill="#d9f99d"/><path d="M-22-23Q0 0-22 23M22-23Q0 0 22 23" fill="none" stroke="${a}" stroke-width="4"/>`,
  esports: (a) =>
    `<path d="M-48 8Q-44-22-24-22H24Q44-22 48 8Q50 30 34 28L20 14H-20L-34 28Q-50 30-48 8Z" fill="${a}"/><path d="M-30-6H-14M-22-14V2" stroke="#111" stroke-width="4"/><circle cx="22" cy="-8" r="4" fill="#111"/><circle cx="32" cy="2" r="4" fill="#111"/>`,
};

/** A family's (or dice game's, or sport's) drawing centred on (0,0), about 100 units wide. */
export function motifSvg(key: string, accent: string): string {
  return (MOTIFS[key] ?? MOTIFS.gold!)(accent);
}

const ESPORT_KINDS = new Set(["lol", "dota2", "cs2", "valorant"]);

/** The drawing key of a game: the slot family, the dice game, or the sport. */
export function motifKey(engine: GameEngine, theme: string): string {
  if (engine === "taixiu" || engine === "baucua") return engine;
  const kind = theme.replace(/-\d+$/, "");
  if (engine === "virtual") return ESPORT_KINDS.has(kind) ? "esports" : kind in MOTIFS ? kind : "football";
  return kind in MOTIFS ? kind : "gold";
}

/** Text in SVG/XML: the five markup characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Splits a long name over two lines at the space nearest its middle. */
function nameLines(name: string): string[] {
  if (name.length <= 16) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

function variantOf(theme: string): number {
  const match = /(\d+)$/.exec(theme);
  return match ? Number(match[1]) : 0;
}

export type ThumbnailGame = { name: string; vendorName: string; engine: GameEngine; theme: string };

/**
 * A game's card picture (240 × 240): the family's colours and drawing, turned and sized by the
 * theme's variant so that siblings differ, with the game's and the vendor's names. The same game
 * always gives the same bytes; every text is escaped.
 */
export function gameThumbnailSvg(game: ThumbnailGame): string {
  const key = motifKey(game.engine, game.theme);
  const [top, bottom, accent] = PALETTES[key] ?? PALETTES.gold!;
  const variant = variantOf(game.theme);
  const angle = (variant % 7) * 4 - 12;
  const scale = (0.9 + (variant % 5) * 0.05).toFixed(2);
  const rays = variant % 3 === 0;
  const lines = nameLines(game.name);
  const size = lines.some((l) => l.length > 18) ? 17 : 20;
  const firstY = lines.length === 1 ? 190 : 178;
  const text = lines
    .map((line, i) => `<tspan x="120" y="${firstY + i * (size + 3)}">${escapeXml(line)}</tspan>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="240" height="240" fill="url(#b)"/>` +
    (rays
      ? `<path d="M120 92L0 0H60ZM120 92L180 0H240ZM120 92L240 130V70ZM120 92L0 130V70Z" fill="#fff" opacity=".06"/>`
      : `<circle cx="120" cy="92" r="78" fill="${accent}" opacity=".12"/>`) +
    `<g transform="translate(120 92) rotate(${angle}) scale(${scale})">${motifSvg(key, accent)}</g>` +
    `<rect y="150" width="240" height="90" fill="#000" opacity=".35"/>` +
    `<text text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,'Noto Sans',sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="#fff">${text}</text>` +
    `<text x="120" y="226" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,'Noto Sans',sans-serif" ` +
    `font-size="12" fill="${accent}">${escapeXml(game.vendorName)}</text>` +
    `</svg>`
  );
}
