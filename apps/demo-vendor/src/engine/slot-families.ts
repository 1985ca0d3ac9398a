/*
 * The symbol sets of the slot themes. A theme key is "<family>-<variant>" ("lotus-12"); the family
 * gives the pictures, the variant (slot.ts) the reels and the paytable. Each family has four
 * themed symbols (highest pay first), the four card royals in its colours, a wild and a scatter.
 */
import type { SlotSymbol } from "./types.ts";

type Picture = { id: string; name: string; glyph: string; color: string };

/**
 * The slot theme families, in the catalogue's order: the one list the vendor's pages and the
 * platform (its demo catalogue and thumbnails, through the package entry) share.
 */
export const SLOT_FAMILY_KEYS = [
  "lotus",
  "dragon",
  "koi",
  "tet",
  "ocean",
  "jungle",
  "fruit",
  "gems",
  "phoenix",
  "tiger",
  "pharaoh",
  "space",
  "candy",
  "samurai",
  "panda",
  "gold",
] as const;
export type SlotFamilyKey = (typeof SLOT_FAMILY_KEYS)[number];

export type SlotFamily = {
  key: SlotFamilyKey | "classic";
  /** Four themed symbols, highest pay first. */
  high: [Picture, Picture, Picture, Picture];
  /** Colours of the royals A, K, Q, J. */
  royals: [string, string, string, string];
  wild: { name: string; glyph: string; color: string };
  scatter: { name: string; glyph: string; color: string };
};

const p = (id: string, name: string, glyph: string, color: string): Picture => ({ id, name, glyph, color });

export const DEFAULT_FAMILY: SlotFamily = {
  key: "classic",
  high: [
    p("seven", "Seven", "7️⃣", "#dc2626"),
    p("bar", "Bar", "BAR", "#1f2937"),
    p("bell", "Bell", "🔔", "#eab308"),
    p("cherry", "Cherry", "🍒", "#be123c"),
  ],
  royals: ["#2563eb", "#16a34a", "#9333ea", "#ea580c"],
  wild: { name: "Wild", glyph: "🃏", color: "#7c3aed" },
  scatter: { name: "Star", glyph: "⭐", color: "#f59e0b" },
};

/** In the order of SLOT_FAMILY_KEYS (a test checks it). */
const FAMILY_LIST: SlotFamily[] = [
  {
    key: "lotus",
    high: [
      p("lotus", "Sen", "🪷", "#db2777"),
      p("frog", "Ếch", "🐸", "#16a34a"),
      p("carp", "Cá chép", "🐟", "#f97316"),
      p("leaf", "Lá sen", "🍃", "#15803d"),
    ],
    royals: ["#be185d", "#0f766e", "#7c3aed", "#b45309"],
    wild: { name: "Ngọc trai", glyph: "🦪", color: "#e2e8f0" },
    scatter: { name: "Trăng rằm", glyph: "🌕", color: "#facc15" },
  },
  {
    key: "dragon",
    high: [
      p("dragon", "Rồng", "🐉", "#16a34a"),
      p("orb", "Ngọc rồng", "🔮", "#7c3aed"),
      p("lantern", "Đèn lồng", "🏮", "#dc2626"),
      p("coin", "Đồng xu", "🪙", "#ca8a04"),
    ],
    royals: ["#b91c1c", "#15803d", "#1d4ed8", "#a16207"],
    wild: { name: "Đầu rồng", glyph: "🐲", color: "#22c55e" },
    scatter: { name: "Lửa thiêng", glyph: "🔥", color: "#f97316" },
  },
  {
    key: "koi",
    high: [
      p("koi", "Cá Koi", "🎏", "#ef4444"),
      p("goldfish", "Cá vàng", "🐠", "#f59e0b"),
      p("bridge", "Cầu", "🌉", "#6366f1"),
      p("bubble", "Bong bóng", "🫧", "#38bdf8"),
    ],
    royals: ["#dc2626", "#0284c7", "#9333ea", "#ea580c"],
    wild: { name: "Hồ sen", glyph: "🪷", color: "#ec4899" },
    scatter: { name: "Sóng", glyph: "🌊", color: "#0ea5e9" },
  },
  {
    key: "tet",
    high: [
      p("envelope", "Lì xì", "🧧", "#dc2626"),
      p("apricot", "Hoa mai", "🌼", "#facc15"),
      p("firecracker", "Pháo", "🧨", "#b91c1c"),
      p("tangerine", "Quất", "🍊", "#f97316"),
    ],
    royals: ["#b91c1c", "#ca8a04", "#15803d", "#9d174d"],
    wild: { name: "Đèn lồng", glyph: "🏮", color: "#ef4444" },
    scatter: { name: "Pháo hoa", glyph: "🎆", color: "#a855f7" },
  },
  {
    key: "ocean",
    high: [
      p("whale", "Cá voi", "🐋", "#0369a1"),
      p("octopus", "Bạch tuộc", "🐙", "#db2777"),
      p("shell", "Vỏ ốc", "🐚", "#f9a8d4"),
      p("crab", "Cua biển", "🦀", "#ea580c"),
    ],
    royals: ["#0e7490", "#1d4ed8", "#0f766e", "#4338ca"],
    wild: { name: "Nàng tiên cá", glyph: "🧜", color: "#14b8a6" },
    scatter: { name: "Đinh ba", glyph: "🔱", color: "#eab308" },
  },
  {
    key: "jungle",
    high: [
      p("gorilla", "Khỉ đột", "🦍", "#57534e"),
      p("parrot", "Vẹt", "🦜", "#16a34a"),
      p("snake", "Rắn", "🐍", "#65a30d"),
      p("banana", "Chuối", "🍌", "#eab308"),
    ],
    royals: ["#15803d", "#a16207", "#b91c1c", "#0f766e"],
    wild: { name: "Cây cọ", glyph: "🌴", color: "#22c55e" },
    scatter: { name: "Tượng đá", glyph: "🗿", color: "#78716c" },
  },
  {
    key: "fruit",
    high: [
      p("watermelon", "Dưa hấu", "🍉", "#16a34a"),
      p("grape", "Nho", "🍇", "#7c3aed"),
      p("cherry", "Anh đào", "🍒", "#dc2626"),
      p("lemon", "Chanh", "🍋", "#eab308"),
    ],
    royals: ["#dc2626", "#ea580c", "#65a30d", "#7c3aed"],
    wild: { name: "Ngôi sao", glyph: "🌟", color: "#facc15" },
    scatter: { name: "Chuông", glyph: "🔔", color: "#f59e0b" },
  },
  {
    key: "gems",
    high: [
      p("diamond", "Kim cương", "💎", "#38bdf8"),
      p("crown", "Vương miện", "👑", "#eab308"),
      p("ring", "Nhẫn", "💍", "#e5e7eb"),
      p("topaz", "Hoàng ngọc", "🔶", "#f97316"),
    ],
    royals: ["#0ea5e9", "#a855f7", "#10b981", "#f43f5e"],
    wild: { name: "Pha lê", glyph: "✨", color: "#f0abfc" },
    scatter: { name: "Rương báu", glyph: "💰", color: "#ca8a04" },
  },
  {
    key: "phoenix",
    high: [
      p("phoenix", "Phượng hoàng", "🦚", "#f97316"),
      p("feather", "Lông vũ", "🪶", "#ef4444"),
      p("flame", "Ngọn lửa", "🔥", "#dc2626"),
      p("egg", "Trứng thần", "🥚", "#fde68a"),
    ],
    royals: ["#c2410c", "#b91c1c", "#a16207", "#7e22ce"],
    wild: { name: "Mặt trời", glyph: "☀️", color: "#facc15" },
    scatter: { name: "Núi lửa", glyph: "🌋", color: "#ea580c" },
  },
  {
    key: "tiger",
    high: [
      p("tiger", "Hổ", "🐯", "#f97316"),
      p("paw", "Dấu chân", "🐾", "#78350f"),
      p("bamboo", "Tre", "🎋", "#16a34a"),
      p("drum", "Trống", "🥁", "#b91c1c"),
    ],
    royals: ["#ea580c", "#15803d", "#92400e", "#1d4ed8"],
    wild: { name: "Hổ vương", glyph: "🐅", color: "#f59e0b" },
    scatter: { name: "Cổng đền", glyph: "⛩️", color: "#dc2626" },
  },
  {
    key: "pharaoh",
    high: [
      p("pharaoh", "Pharaoh", "🤴", "#ca8a04"),
      p("scarab", "Bọ hung", "🪲", "#0f766e"),
      p("eye", "Con mắt", "👁️", "#1d4ed8"),
      p("ankh", "Ankh", "☥", "#eab308"),
    ],
    royals: ["#a16207", "#1e40af", "#b91c1c", "#0f766e"],
    wild: { name: "Bình cổ", glyph: "🏺", color: "#b45309" },
    scatter: { name: "Kim tự tháp", glyph: "🔺", color: "#f59e0b" },
  },
  {
    key: "space",
    high: [
      p("planet", "Hành tinh", "🪐", "#a855f7"),
      p("rocket", "Tên lửa", "🚀", "#ef4444"),
      p("alien", "Người ngoài hành tinh", "👽", "#22c55e"),
      p("comet", "Sao chổi", "☄️", "#f97316"),
    ],
    royals: ["#6366f1", "#06b6d4", "#d946ef", "#84cc16"],
    wild: { name: "Thiên hà", glyph: "🌌", color: "#4f46e5" },
    scatter: { name: "Đĩa bay", glyph: "🛸", color: "#94a3b8" },
  },
  {
    key: "candy",
    high: [
      p("lollipop", "Kẹo mút", "🍭", "#ec4899"),
      p("cupcake", "Bánh cupcake", "🧁", "#f472b6"),
      p("donut", "Bánh donut", "🍩", "#d97706"),
      p("candy", "Kẹo", "🍬", "#8b5cf6"),
    ],
    royals: ["#db2777", "#8b5cf6", "#06b6d4", "#f59e0b"],
    wild: { name: "Sô-cô-la", glyph: "🍫", color: "#78350f" },
    scatter: { name: "Bánh kem", glyph: "🎂", color: "#f9a8d4" },
  },
  {
    key: "samurai",
    high: [
      p("ninja", "Ninja", "🥷", "#1f2937"),
      p("katana", "Kiếm", "🗡️", "#94a3b8"),
      p("fan", "Quạt", "🪭", "#dc2626"),
      p("sakura", "Hoa anh đào", "🌸", "#f9a8d4"),
    ],
    royals: ["#991b1b", "#1f2937", "#be185d", "#0f766e"],
    wild: { name: "Lâu đài", glyph: "🏯", color: "#b91c1c" },
    scatter: { name: "Hoa bài", glyph: "🎴", color: "#ef4444" },
  },
  {
    key: "panda",
    high: [
      p("panda", "Gấu trúc", "🐼", "#111827"),
      p("dumpling", "Há cảo", "🥟", "#fde68a"),
      p("tea", "Trà", "🍵", "#65a30d"),
      p("bamboo", "Măng tre", "🎍", "#16a34a"),
    ],
    royals: ["#15803d", "#b91c1c", "#1f2937", "#ca8a04"],
    wild: { name: "Đèn lồng", glyph: "🏮", color: "#dc2626" },
    scatter: { name: "Bao lì xì", glyph: "🧧", color: "#ef4444" },
  },
  {
    key: "gold",
    high: [
      p("trophy", "Cúp vàng", "🏆", "#eab308"),
      p("moneybag", "Túi tiền", "💰", "#ca8a04"),
      p("medal", "Huy chương", "🥇", "#f59e0b"),
      p("coin", "Xu vàng", "🪙", "#d97706"),
    ],
    royals: ["#a16207", "#b45309", "#854d0e", "#713f12"],
    wild: { name: "Thỏi vàng", glyph: "🧈", color: "#facc15" },
    scatter: { name: "Kim cương", glyph: "💎", color: "#38bdf8" },
  },
];

export const SLOT_FAMILIES: ReadonlyMap<string, SlotFamily> = new Map(
  FAMILY_LIST.map((family) => [family.key, family]),
);

/** The family of a theme key: the part before the last "-", if it names a family; else the classic set. */
export function familyOf(theme: string): SlotFamily {
  const cut = theme.lastIndexOf("-");
  const key = (cut > 0 ? theme.slice(0, cut) : theme).trim().toLowerCase();
  return SLOT_FAMILIES.get(key) ?? DEFAULT_FAMILY;
}

const ROYALS = [
  { id: "ace", name: "A", glyph: "A" },
  { id: "king", name: "K", glyph: "K" },
  { id: "queen", name: "Q", glyph: "Q" },
  { id: "jack", name: "J", glyph: "J" },
] as const;

export const WILD_ID = "wild";
export const SCATTER_ID = "scatter";

const symbolsByFamily = new Map<SlotFamily, SlotSymbol[]>();

/**
 * The family's ten symbols: eight regular ones (highest pay first), then the wild and the scatter.
 * Shared between the themes of a family (frozen).
 */
export function familySymbols(family: SlotFamily): SlotSymbol[] {
  let symbols = symbolsByFamily.get(family);
  if (!symbols) {
    symbols = Object.freeze(buildSymbols(family).map((symbol) => Object.freeze(symbol))) as SlotSymbol[];
    symbolsByFamily.set(family, symbols);
  }
  return symbols;
}

function buildSymbols(family: SlotFamily): SlotSymbol[] {
  return [
    ...family.high.map((picture): SlotSymbol => ({ ...picture, kind: "regular" })),
    ...ROYALS.map((royal, i): SlotSymbol => ({ ...royal, color: family.royals[i]!, kind: "regular" })),
    { id: WILD_ID, ...family.wild, kind: "wild" },
    { id: SCATTER_ID, ...family.scatter, kind: "scatter" },
  ];
}
