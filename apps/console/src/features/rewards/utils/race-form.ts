/*
 * The race form's text fields (console, issue 15): house edges per category and Vietnam-time windows.
 */
const CATEGORIES = ["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT", "LOTT"] as const;

/** The demo's edges in basis points (100 = 1 %), prefilled in a new race. */
export const DEFAULT_EDGES = "LIVE=150 RNG=400 SPORTS=500 ESPORTS=500 FISH=400 PVP=300 ELOTT=1000 LOTT=1500";

/** "LIVE=150 RNG=400" → { LIVE: 150, RNG: 400 }, or null when a part is not CATEGORY=basis points. */
export function parseEdges(text: string): Record<string, number> | null {
  const edges: Record<string, number> = {};
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const match = /^([A-Z]+)=(\d{1,5})$/.exec(part.trim().toUpperCase());
    if (!match || !(CATEGORIES as readonly string[]).includes(match[1]!) || Number(match[2]) > 10_000) return null;
    edges[match[1]!] = Number(match[2]);
  }
  return Object.keys(edges).length > 0 ? edges : null;
}

/** A datetime-local value read as Vietnam time (GMT+7), as an ISO string with its offset. */
export const vietnamTime = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+07:00` : "");
