import { createHash } from "node:crypto";

/*
 * Pictures of the demo goods (issue 15): plain SVG drawn from the picture's name — a gradient whose
 * colours come from a hash of the name and an emblem by its first word (gift box, voucher ticket,
 * phone card, coffee cup, shopping bag, ride, meal, film, headphones, watch, tea, cake). No text, so a
 * picture reads the same in every language. Served at /media/points/<name>.svg.
 */

export const POINTS_ART_PATTERN = /^[a-z0-9-]{1,40}$/;

const EMBLEMS: Record<string, string> = {
  gift: `<rect x="-70" y="-30" width="140" height="100" rx="10"/><rect x="-80" y="-55" width="160" height="32" rx="8"/>
    <rect x="-10" y="-55" width="20" height="125" fill="rgba(0,0,0,.18)"/>
    <path d="M0-55c-20-40-70-40-55-10 10 15 45 10 55 10zm0 0c20-40 70-40 55-10-10 15-45 10-55 10z"/>`,
  voucher: `<path d="M-95-45h190v30a15 15 0 0 0 0 30v30h-190v-30a15 15 0 0 0 0-30z"/>
    <path d="M-35-45v90" stroke="rgba(0,0,0,.25)" stroke-width="4" stroke-dasharray="8 8"/>
    <circle cx="25" cy="-10" r="10" fill="rgba(0,0,0,.2)"/><circle cx="60" cy="20" r="10" fill="rgba(0,0,0,.2)"/>
    <path d="M65-20l-45 50" stroke="rgba(0,0,0,.25)" stroke-width="8" stroke-linecap="round"/>`,
  phone: `<rect x="-45" y="-75" width="90" height="150" rx="16"/><rect x="-35" y="-60" width="70" height="105" rx="6" fill="rgba(0,0,0,.2)"/>
    <circle cx="0" cy="60" r="7" fill="rgba(0,0,0,.25)"/>`,
  coffee: `<path d="M-60-35h100v60a40 40 0 0 1-40 40h-20a40 40 0 0 1-40-40z"/><path d="M40-20h15a20 20 0 0 1 0 40h-15" fill="none" stroke="#fff" stroke-width="12"/>
    <path d="M-30-50c-10-15 10-20 0-35M0-50c-10-15 10-20 0-35" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  bag: `<path d="M-65-35h130l-10 110h-110z"/><path d="M-30-35v-15a30 30 0 0 1 60 0v15" fill="none" stroke="#fff" stroke-width="10"/>`,
  ride: `<rect x="-85" y="-20" width="170" height="55" rx="18"/><path d="M-50-20l20-35h60l20 35z"/>
    <circle cx="-45" cy="40" r="18" fill="rgba(0,0,0,.35)"/><circle cx="45" cy="40" r="18" fill="rgba(0,0,0,.35)"/>`,
  meal: `<ellipse cx="0" cy="25" rx="90" ry="22"/><path d="M-75 20a75 75 0 0 1 150 0z"/><path d="M-55-60v60M-45-60v60M45-70v90" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  film: `<rect x="-80" y="-55" width="160" height="110" rx="10"/><g fill="rgba(0,0,0,.25)"><rect x="-70" y="-45" width="14" height="14"/><rect x="-70" y="-7" width="14" height="14"/><rect x="-70" y="31" width="14" height="14"/><rect x="56" y="-45" width="14" height="14"/><rect x="56" y="-7" width="14" height="14"/><rect x="56" y="31" width="14" height="14"/></g>
    <path d="M-15-25l40 25-40 25z" fill="rgba(0,0,0,.3)"/>`,
  headphones: `<path d="M-60 20v-20a60 60 0 0 1 120 0v20" fill="none" stroke="#fff" stroke-width="14"/><rect x="-75" y="10" width="35" height="60" rx="12"/><rect x="40" y="10" width="35" height="60" rx="12"/>`,
  watch: `<rect x="-25" y="-85" width="50" height="170" rx="12" fill="rgba(0,0,0,.2)"/><circle r="50"/><path d="M0-30v30l20 15" stroke="rgba(0,0,0,.35)" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  tea: `<path d="M-70-10h120v20a60 60 0 0 1-120 0z"/><path d="M50 0h10a18 18 0 0 1 0 36h-15" fill="none" stroke="#fff" stroke-width="10"/><path d="M-30-40c15-25 35-10 50-35" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  cake: `<rect x="-75" y="-5" width="150" height="70" rx="8"/><rect x="-60" y="-40" width="120" height="40" rx="8"/><path d="M-20-40v-25M20-40v-25" stroke="#fff" stroke-width="8"/><circle cx="-20" cy="-72" r="6" fill="#ffd98a"/><circle cx="20" cy="-72" r="6" fill="#ffd98a"/>`,
};

/** The SVG of a goods picture named `name` (lower-case words joined by dashes, the first picks the emblem). */
export function pointsArt(name: string): string {
  const hash = createHash("sha256").update(name).digest();
  const hue = Math.round((hash[0]! / 255) * 360);
  const hue2 = (hue + 40 + Math.round((hash[1]! / 255) * 60)) % 360;
  const emblem = EMBLEMS[name.split("-")[0]!] ?? EMBLEMS.gift!;
  const rings = [0, 1, 2]
    .map((i) => {
      const x = 40 + (hash[2 + i]! / 255) * 320;
      const y = 30 + (hash[5 + i]! / 255) * 240;
      const r = 20 + (hash[8 + i]! / 255) * 60;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity=".08"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 30%)"/>
  </linearGradient></defs>
  <rect width="400" height="300" fill="url(#g)"/>${rings}
  <g transform="translate(200 155)" fill="#fff" fill-opacity=".92">${emblem}</g>
</svg>`;
}
