import { describeGame, SLOT_FAMILY_KEYS, type SlotFamilyKey } from "@lotus/demo-vendor";
import { ESPORTS_VASSALAGES, type GameEngine, type LocalizedText } from "@lotus/contracts";
import type { Db } from "../db/pool.ts";
import { inTransaction } from "../db/pool.ts";
import { searchKey } from "../modules/games/index.ts";
import { vendors } from "./demo-content.ts";

/**
 * The demo catalogue: exactly 10,000 slot games across the RNG slot studios, tables for the live
 * vendors, fishing games, PVP games with rooms, virtual matches for the sports and e-sports vendors
 * and the mini games of LOTUS_MINI. Everything is derived from the vendor list by a hash of the
 * game's position (never Math.random), so every seed produces the same catalogue; a game's id is
 * vendor id × 1000 + its position, its code `${engine}.${theme}` as the demo vendor reads it.
 * Idempotent: existing games are never touched; the vendors' game counts follow the enabled games.
 */

export const DEMO_SLOT_GAMES = 10_000;
export const MINI_GAMES_VENDOR = "LOTUS_MINI";

export type DemoGame = {
  id: number;
  vendorCode: string;
  code: string;
  name: string;
  gameType: string;
  engine: GameEngine;
  theme: string;
  isHot: boolean;
  maintenance: boolean;
  /** Days before the seed day the game was added (0–119). */
  ageDays: number;
  sort: number;
};

export type DemoRoom = {
  id: number;
  gameId: number;
  name: LocalizedText;
  minBet: bigint;
  maxBet: bigint;
  seats: number;
};

type Vendor = (typeof vendors)[number];

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche so that neighbouring inputs spread over every bit.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

const pick = <T>(list: readonly T[], h: number): T => list[h % list.length]!;

/* ---- Names ---- */

const t = (vi: string, en: string, zh: string, ja: string, th: string): LocalizedText => ({ vi, en, zh, ja, th });

/*
 * Vietnamese slot titles are made of words ("Rồng Vàng Phát Lộc" is Golden Dragon Fortune), so
 * each core and suffix is written in all five languages and a title is composed in each.
 */
const VI_CORES: Record<SlotFamilyKey, readonly LocalizedText[]> = {
  lotus: [
    t("Sen Vàng", "Golden Lotus", "金莲", "金の蓮", "บัวทอง"),
    t("Hoa Sen Ngọc", "Jade Lotus", "玉莲花", "翡翠の蓮", "บัวหยก"),
    t("Đầm Sen", "Lotus Pond", "莲花池", "蓮の池", "บึงบัว"),
    t("Liên Hoa", "Lotus Flower", "莲华", "蓮華", "ดอกบัว"),
    t("Sen Hồng", "Pink Lotus", "粉莲", "桃色の蓮", "บัวชมพู"),
    t("Hồ Sen Tây", "West Lake Lotus", "西湖莲", "西湖の蓮", "บัวทะเลสาบตะวันตก"),
  ],
  dragon: [
    t("Rồng Vàng", "Golden Dragon", "金龙", "金龍", "มังกรทอง"),
    t("Long Vương", "Dragon King", "龙王", "竜王", "ราชามังกร"),
    t("Rồng Thần", "Divine Dragon", "神龙", "神龍", "มังกรเทพ"),
    t("Rồng Ngọc", "Jade Dragon", "玉龙", "玉龍", "มังกรหยก"),
    t("Thăng Long", "Soaring Dragon", "升龙", "昇竜", "มังกรทะยาน"),
    t("Song Long", "Twin Dragons", "双龙", "双竜", "มังกรคู่"),
  ],
  koi: [
    t("Cá Chép Vàng", "Golden Carp", "金鲤", "金の鯉", "ปลาคาร์ปทอง"),
    t("Cá Chép Hóa Rồng", "Carp to Dragon", "鲤鱼化龙", "鯉の竜化", "ปลาคาร์ปกลายเป็นมังกร"),
    t("Lý Ngư", "Carp Spirit", "鲤鱼精", "鯉の精", "วิญญาณปลาคาร์ป"),
    t("Cá Koi", "Koi", "锦鲤", "錦鯉", "ปลาคอย"),
    t("Vũ Môn", "Dragon Gate", "禹门", "竜門", "ประตูมังกร"),
    t("Hồ Cá Chép", "Carp Pond", "鲤鱼池", "鯉の池", "บ่อปลาคาร์ป"),
  ],
  tet: [
    t("Tết Sum Vầy", "New Year Reunion", "新春团圆", "旧正月の団らん", "ตรุษรวมญาติ"),
    t("Lì Xì", "Lucky Money", "红包", "お年玉", "อั่งเปา"),
    t("Bánh Chưng", "Sticky Rice Cake", "方粽", "バインチュン", "ขนมข้าวต้มมัด"),
    t("Hoa Mai", "Apricot Blossom", "黄梅花", "梅の花", "ดอกเหมย"),
    t("Pháo Hoa", "Fireworks", "烟花", "花火", "ดอกไม้ไฟ"),
    t("Thần Tài Gõ Cửa", "Wealth God Knocks", "财神敲门", "財神来訪", "เทพโชคลาภมาเยือน"),
    t("Cây Nêu", "New Year Pole", "春幡", "正月の竿", "เสาปีใหม่"),
  ],
  ocean: [
    t("Biển Xanh", "Blue Sea", "蓝海", "青い海", "ทะเลสีคราม"),
    t("Long Cung", "Dragon Palace", "龙宫", "竜宮", "วังมังกร"),
    t("Ngọc Trai", "Pearl", "珍珠", "真珠", "ไข่มุก"),
    t("Vịnh Hạ Long", "Ha Long Bay", "下龙湾", "ハロン湾", "อ่าวฮาลอง"),
    t("Đáy Biển", "Seabed", "海底", "海の底", "ก้นทะเล"),
    t("Nàng Tiên Cá", "Mermaid", "美人鱼", "人魚姫", "นางเงือก"),
  ],
  jungle: [
    t("Rừng Xanh", "Green Jungle", "绿野丛林", "緑のジャングル", "ป่าเขียว"),
    t("Voi Rừng", "Wild Elephant", "野象", "森のゾウ", "ช้างป่า"),
    t("Rừng Trúc", "Bamboo Grove", "竹林", "竹林", "ป่าไผ่"),
    t("Đại Ngàn", "Great Forest", "大森林", "大森林", "ป่าใหญ่"),
    t("Khỉ Vàng", "Golden Monkey", "金猴", "金の猿", "ลิงทอง"),
    t("Thác Bản Giốc", "Ban Gioc Falls", "板约瀑布", "バンゾック滝", "น้ำตกบ๋านซก"),
  ],
  fruit: [
    t("Vườn Xoài", "Mango Orchard", "芒果园", "マンゴー園", "สวนมะม่วง"),
    t("Dưa Hấu", "Watermelon", "西瓜", "スイカ", "แตงโม"),
    t("Thanh Long", "Dragon Fruit", "火龙果", "ドラゴンフルーツ", "แก้วมังกร"),
    t("Vải Thiều", "Lychee", "荔枝", "ライチ", "ลิ้นจี่"),
    t("Mâm Ngũ Quả", "Five-Fruit Tray", "五果盘", "五果の盛り合わせ", "ถาดผลไม้มงคล"),
    t("Trái Cây", "Fruits", "水果", "フルーツ", "ผลไม้"),
  ],
  gems: [
    t("Ngọc Lục Bảo", "Emerald", "祖母绿", "エメラルド", "มรกต"),
    t("Kim Cương", "Diamond", "钻石", "ダイヤモンド", "เพชร"),
    t("Hồng Ngọc", "Ruby", "红宝石", "ルビー", "ทับทิม"),
    t("Đá Quý", "Gemstone", "宝石", "宝石", "อัญมณี"),
    t("Bích Ngọc", "Jadeite", "碧玉", "碧玉", "หยกเขียว"),
    t("Ngọc Bích", "Green Jade", "翡翠", "翡翠", "หยก"),
  ],
  phoenix: [
    t("Phượng Hoàng", "Phoenix", "凤凰", "鳳凰", "หงส์"),
    t("Chim Lạc", "Lac Bird", "雒鸟", "ラック鳥", "นกหลัก"),
    t("Hỏa Phượng", "Fire Phoenix", "火凤", "火の鳳凰", "หงส์เพลิง"),
    t("Loan Phượng", "Phoenix Pair", "鸾凤", "鸞鳳", "หงส์คู่"),
    t("Phượng Hoàng Lửa", "Blazing Phoenix", "烈焰凤凰", "炎の鳳凰", "หงส์ไฟ"),
  ],
  tiger: [
    t("Hổ Vàng", "Golden Tiger", "金虎", "金の虎", "เสือทอง"),
    t("Mãnh Hổ", "Fierce Tiger", "猛虎", "猛虎", "เสือดุ"),
    t("Hổ Trắng", "White Tiger", "白虎", "白虎", "เสือขาว"),
    t("Chúa Sơn Lâm", "King of the Forest", "山林之王", "森の王", "เจ้าป่า"),
    t("Hổ Phục", "Crouching Tiger", "伏虎", "伏虎", "เสือหมอบ"),
  ],
  pharaoh: [
    t("Kim Tự Tháp", "Pyramid", "金字塔", "ピラミッド", "พีระมิด"),
    t("Pharaoh", "Pharaoh", "法老", "ファラオ", "ฟาโรห์"),
    t("Nữ Hoàng Ai Cập", "Queen of Egypt", "埃及女王", "エジプトの女王", "ราชินีอียิปต์"),
    t("Sông Nile", "River Nile", "尼罗河", "ナイル川", "แม่น้ำไนล์"),
    t("Lăng Mộ Vàng", "Golden Tomb", "黄金陵墓", "黄金の墓", "สุสานทองคำ"),
  ],
  space: [
    t("Thiên Hà", "Galaxy", "银河", "銀河", "กาแล็กซี"),
    t("Sao Băng", "Shooting Star", "流星", "流れ星", "ดาวตก"),
    t("Vũ Trụ", "Universe", "宇宙", "宇宙", "จักรวาล"),
    t("Hành Tinh Xanh", "Blue Planet", "蓝色星球", "青い惑星", "ดาวเคราะห์สีฟ้า"),
    t("Cung Trăng", "Moon Palace", "月宫", "月の宮殿", "วังจันทรา"),
    t("Chị Hằng", "Moon Lady", "嫦娥", "嫦娥", "เทพธิดาจันทรา"),
  ],
  candy: [
    t("Kẹo Ngọt", "Sweet Candy", "甜糖", "キャンディ", "ลูกอมหวาน"),
    t("Kẹo Dừa", "Coconut Candy", "椰子糖", "ココナッツキャンディ", "ลูกอมมะพร้าว"),
    t("Tiệm Bánh Ngọt", "Sweet Shop", "甜品店", "お菓子屋さん", "ร้านขนมหวาน"),
    t("Kẹo Bông", "Cotton Candy", "棉花糖", "綿あめ", "สายไหม"),
    t("Mứt Gừng", "Candied Ginger", "姜糖", "生姜の砂糖漬け", "ขิงเชื่อม"),
  ],
  samurai: [
    t("Kiếm Sĩ", "Swordsman", "剑士", "剣士", "นักดาบ"),
    t("Võ Sĩ Đạo", "Bushido", "武士道", "武士道", "บูชิโด"),
    t("Kiếm Thần", "Sword Master", "剑神", "剣神", "เทพแห่งดาบ"),
    t("Ninja", "Ninja", "忍者", "忍者", "นินจา"),
    t("Tướng Quân", "Shogun", "将军", "将軍", "โชกุน"),
  ],
  panda: [
    t("Gấu Trúc", "Panda", "熊猫", "パンダ", "แพนด้า"),
    t("Gấu Trúc Vàng", "Golden Panda", "金熊猫", "金のパンダ", "แพนด้าทอง"),
    t("Rừng Gấu Trúc", "Panda Forest", "熊猫森林", "パンダの森", "ป่าแพนด้า"),
    t("Gấu Trúc Nhỏ", "Little Panda", "小熊猫", "子パンダ", "แพนด้าน้อย"),
  ],
  gold: [
    t("Thần Tài", "God of Wealth", "财神", "財神", "เทพเจ้าแห่งโชคลาภ"),
    t("Kho Vàng", "Gold Vault", "金库", "金庫", "คลังทอง"),
    t("Thỏi Vàng", "Gold Bar", "金条", "金の延べ棒", "ทองคำแท่ง"),
    t("Mỏ Vàng", "Gold Mine", "金矿", "金鉱", "เหมืองทอง"),
    t("Vàng Ròng", "Pure Gold", "纯金", "純金", "ทองคำแท้"),
    t("Hũ Vàng", "Pot of Gold", "金罐", "金の壺", "ไหทองคำ"),
  ],
};

const VI_SUFFIXES: readonly LocalizedText[] = [
  t("Phát Lộc", "Fortune", "发禄", "福運", "รุ่งเรือง"),
  t("Như Ý", "Wishes", "如意", "如意", "สมปรารถนา"),
  t("Đại Cát", "Great Luck", "大吉", "大吉", "มหามงคล"),
  t("Thịnh Vượng", "Prosperity", "兴旺", "繁栄", "มั่งคั่ง"),
  t("Phú Quý", "Riches", "富贵", "富貴", "ร่ำรวย"),
  t("May Mắn", "Luck", "幸运", "ラッキー", "โชคดี"),
  t("Hưng Thịnh", "Flourish", "兴盛", "隆盛", "เจริญรุ่งเรือง"),
  t("Tài Lộc", "Wealth", "财禄", "財運", "โชคลาภ"),
  t("An Khang", "Blessings", "安康", "安康", "สุขสันต์"),
  t("Đại Phát", "Big Win", "大发", "大当たり", "รวยใหญ่"),
  t("Hoàng Kim", "Golden Age", "黄金", "黄金", "ยุคทอง"),
  t("Huyền Thoại", "Legend", "传奇", "伝説", "ตำนาน"),
  t("Thần Tốc", "Blitz", "神速", "神速", "สายฟ้าแลบ"),
  t("Vạn Lộc", "Endless Fortune", "万禄", "万福", "โชคลาภนับหมื่น"),
  t("Cát Tường", "Good Omen", "吉祥", "吉祥", "มงคล"),
  t("Kho Báu", "Treasure", "宝藏", "財宝", "ขุมทรัพย์"),
  t("Rực Rỡ", "Radiance", "灿烂", "輝き", "เจิดจ้า"),
  t("Kỳ Bí", "Mystery", "神秘", "神秘", "ลึกลับ"),
];

/** A title composed the same way in every language. */
const compose = (parts: readonly LocalizedText[], by: (texts: string[], language: keyof LocalizedText) => string) =>
  t(
    by(
      parts.map((p) => p.vi),
      "vi",
    ),
    by(
      parts.map((p) => p.en),
      "en",
    ),
    by(
      parts.map((p) => p.zh),
      "zh",
    ),
    by(
      parts.map((p) => p.ja),
      "ja",
    ),
    by(
      parts.map((p) => p.th),
      "th",
    ),
  );
const joined = (texts: string[], language: keyof LocalizedText) => texts.join(language === "zh" ? "" : " ");
const JACKPOT: LocalizedText = t("Nổ Hũ", "Jackpot", "大奖", "ジャックポット", "แจ็คพอต");
const CLASSIC: LocalizedText = t("Cổ Điển", "Classic", "经典", "クラシック", "คลาสสิก");

/** The Vietnamese slot titles given so far, in every language, by their vi title. */
const SLOT_NAME_TEXTS = new Map<string, LocalizedText>();

function viSlotName(texts: LocalizedText): string {
  SLOT_NAME_TEXTS.set(texts.vi, texts);
  return texts.vi;
}

const EN_CORES: Record<SlotFamilyKey, readonly string[]> = {
  lotus: ["Lotus", "Lotus Blossom", "Lotus Pond", "Lotus Temple", "Water Lily"],
  dragon: ["Dragon", "Dragon Pearl", "Dragon's Gate", "Twin Dragons", "Dragon Empire"],
  koi: ["Koi", "Koi Pond", "Koi Gate", "Koi Princess", "Koi River"],
  tet: ["Lunar New Year", "Red Envelope", "Firecracker", "Spring Festival", "Lantern Night"],
  ocean: ["Ocean", "Deep Sea", "Pearl Reef", "Mermaid's Cove", "Sunken Treasure"],
  jungle: ["Jungle", "Jungle King", "Wild Elephant", "Bamboo Forest", "Monkey Temple"],
  fruit: ["Fruit", "Fruit Party", "Hot Fruits", "Mango Mania", "Dragon Fruit"],
  gems: ["Gems", "Emerald", "Ruby Mine", "Crystal Cavern", "Sapphire"],
  phoenix: ["Phoenix", "Phoenix Flame", "Firebird", "Phoenix Sun", "Vermilion Bird"],
  tiger: ["Tiger", "Tiger Claw", "White Tiger", "Tiger Temple", "Tiger's Eye"],
  pharaoh: ["Pharaoh", "Pyramid", "Cleopatra", "Nile Queen", "Sphinx"],
  space: ["Galaxy", "Starfall", "Cosmic Cats", "Moon Palace", "Nebula"],
  candy: ["Candy", "Sweet Treats", "Candy Land", "Lollipop", "Jelly Jar"],
  samurai: ["Samurai", "Shogun", "Ninja", "Katana", "Ronin"],
  panda: ["Panda", "Panda Paradise", "Bamboo Panda", "Panda Feast"],
  gold: ["Gold", "Fortune", "Treasure", "Gold Rush", "Prosperity"],
};

const EN_ADJECTIVES = [
  "Golden",
  "Lucky",
  "Mighty",
  "Imperial",
  "Royal",
  "Wild",
  "Mystic",
  "Grand",
  "Hidden",
  "Eternal",
  "Sacred",
  "Jade",
  "Crimson",
  "Silver",
];
const EN_TAILS = [
  "Deluxe",
  "Riches",
  "Rising",
  "Legends",
  "Treasures",
  "Blitz",
  "Bonanza",
  "Quest",
  "Kingdom",
  "Wilds",
  "Dream",
  "Fever",
  "Power",
  "Spins",
];

/** The slot game types and their shares (per cent). */
const SLOT_TYPES = [
  { type: "video", share: 55 },
  { type: "classic", share: 20 },
  { type: "megaways", share: 15 },
  { type: "jackpot", share: 10 },
] as const;

function slotType(h: number): string {
  let roll = h % 100;
  for (const t of SLOT_TYPES) {
    if (roll < t.share) return t.type;
    roll -= t.share;
  }
  return "video";
}

/** A candidate slot name for attempt `attempt`; the game type shows in the name the way studios name them. */
function slotName(family: SlotFamilyKey, type: string, h: number): string {
  const vietnamese = (h >>> 3) % 2 === 0;
  if (vietnamese) {
    const core = pick(VI_CORES[family], h >>> 5);
    const suffixes = VI_SUFFIXES.filter((s) => !core.vi.includes(s.vi.split(" ")[0]!));
    const suffix = pick(suffixes, h >>> 9);
    const megaways = t("Megaways", "Megaways", "Megaways", "Megaways", "Megaways");
    if (type === "megaways")
      return viSlotName(
        compose(
          (h >>> 14) % 2 ? [core, megaways] : [core, suffix, megaways],
          (texts, language) => `${joined(texts.slice(0, -1), language)} ${texts.at(-1)!}`,
        ),
      );
    if (type === "jackpot")
      return viSlotName(
        compose([JACKPOT, core, suffix], ([jackpot, ...name], language) =>
          language === "vi"
            ? `${jackpot} ${name.join(" ")}`
            : `${joined(name, language)}${language === "zh" ? "" : " "}${jackpot}`,
        ),
      );
    if (type === "classic")
      return viSlotName(
        compose([core, suffix, CLASSIC], (texts, language) => {
          const [c, sfx, classic] = texts as [string, string, string];
          if (language === "vi" || language === "th") return `${c} ${sfx} ${classic}`;
          return language === "zh" ? `${classic}${c}${sfx}` : `${classic} ${c} ${sfx}`;
        }),
      );
    return viSlotName(compose([core, suffix], joined));
  }
  const core = pick(EN_CORES[family], h >>> 5);
  const adjective = pick(EN_ADJECTIVES, h >>> 9);
  const withAdjective = (h >>> 13) % 3 !== 0 && !core.includes(adjective) ? `${adjective} ${core}` : core;
  if (type === "megaways") return `${withAdjective} Megaways`;
  if (type === "jackpot")
    return `${withAdjective} ${pick(["Jackpot", "Hold & Win", "Link & Win", "Cash Link"], h >>> 17)}`;
  if (type === "classic") return `${withAdjective} ${pick(["Classic", "7s", "Retro Reels", "Triple Bars"], h >>> 17)}`;
  return `${withAdjective} ${pick(EN_TAILS, h >>> 17)}`;
}

/** Names already given by a vendor: the next candidate on a clash, a numeral as a last resort. */
function uniqueName(taken: Set<string>, candidate: (attempt: number) => string): string {
  for (let attempt = 0; attempt < 24; attempt++) {
    const name = candidate(attempt);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = candidate(0);
  for (let n = 2; ; n++) {
    const name = `${base} ${n}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/* ---- Vendors' catalogues ---- */

/** A slot studio's signature family: about a third of its games come from it. */
const SIGNATURE_FAMILY: Record<string, SlotFamilyKey> = {
  LOTUS_SLOTS: "lotus",
  DRAGON_REELS: "dragon",
  GOLDEN_KOI: "koi",
  MEKONG_PLAY: "jungle",
  JADE_SPIN: "gems",
  PHOENIX_GAMING: "phoenix",
  HALONG_SLOTS: "ocean",
  TIGER_LUCK: "tiger",
  LUCKY_PANDA: "panda",
  RED_LANTERN: "tet",
  SAKURA_REELS: "samurai",
  GOLDEN_TEMPLE: "pharaoh",
  SIAM_SPIN: "fruit",
  MANDALA_PLAY: "lotus",
  KIRIN_GAMING: "gold",
  ORIENT_STAR: "space",
  HOIAN_GAMES: "koi",
  BAMBOO_SOFT: "jungle",
  ASIA_FORTUNE: "gold",
  KQ8_GAMING: "candy",
};

/** Showcase games of the lobby (first in Lotus Slots): a search for "bau cua" finds the first. */
const SHOWCASE_SLOTS: { name: string; family: SlotFamilyKey; type: string }[] = [
  { name: "Bầu Cua Phú Quý", family: "tet", type: "video" },
  { name: "Rồng Vàng Phát Lộc", family: "dragon", type: "video" },
  { name: "Cá Chép Hóa Rồng", family: "koi", type: "video" },
  { name: "Golden Koi Deluxe", family: "koi", type: "video" },
];

const EN_TABLES = ["Royal", "Speed", "Lightning", "VIP", "Jade", "Golden", "Classic", "Dragon"];

const SPORTS = ["football", "basketball", "tennis"] as const;
const ESPORTS = ["lol", "dota2", "cs2", "valorant"] as const;
const MATCH_NAMES: Record<(typeof SPORTS)[number] | (typeof ESPORTS)[number], readonly string[]> = {
  football: [
    "Bóng Đá Ảo Châu Á",
    "Virtual Football Super League",
    "Siêu Cúp Bóng Đá Ảo",
    "Virtual Football Nations Cup",
    "Bóng Đá Ảo Ngoại Hạng",
  ],
  basketball: ["Bóng Rổ Ảo", "Virtual Basketball Pro", "Bóng Rổ Ảo Siêu Sao"],
  tennis: ["Quần Vợt Ảo", "Virtual Tennis Open", "Quần Vợt Ảo Đại Kiện Tướng"],
  lol: ["Virtual LoL Masters", "Liên Minh Ảo Đỉnh Cao", "Virtual LoL Rift Cup"],
  dota2: ["Virtual Dota 2 Series", "Dota 2 Ảo Tranh Hùng", "Virtual Dota 2 Ancients"],
  cs2: ["Virtual CS2 Major", "CS2 Ảo Đối Đầu", "Virtual CS2 Clutch Cup"],
  valorant: ["Virtual Valorant Clash", "Valorant Ảo Tinh Anh", "Virtual Valorant Spike Cup"],
};

const FISH_VI = [
  "Bắn Cá Long Vương",
  "Bắn Cá Đại Dương",
  "Săn Cá Vàng",
  "Bắn Cá Tiên Cá",
  "Vua Bắn Cá",
  "Bắn Cá Hải Tặc",
];
const FISH_EN = [
  "Ocean King Fishing",
  "Fishing Frenzy",
  "Golden Toad Fishing",
  "Mermaid Hunt",
  "Koi Catcher",
  "Shark Hunter",
];

const PVP_GAMES: { engine: "taixiu" | "baucua"; name: string }[] = [
  { engine: "taixiu", name: "Tài Xỉu Đối Kháng" },
  { engine: "baucua", name: "Bầu Cua Hội Quán" },
  { engine: "taixiu", name: "Sic Bo Showdown" },
  { engine: "baucua", name: "Bầu Cua Đối Kháng" },
  { engine: "taixiu", name: "Tài Xỉu Cao Thủ" },
];
/* ---- Names in every language ---- */

/*
 * A slot's name is the studio's title and reads the same in every language. The names the
 * platform's own tables, mini games, fishing games and virtual matches carry are descriptive
 * Vietnamese words ("Tài Xỉu Siêu Tốc" is the turbo Big Small), so they are written in all five
 * languages (issue 11 item 14); the console keeps the vi name.
 */
const BIG_SMALL = t("Tài Xỉu", "Big Small", "大小", "大小", "ไฮโล");
const FISH_PRAWN_CRAB = t("Bầu Cua", "Fish Prawn Crab", "鱼虾蟹", "魚エビカニ", "น้ำเต้าปูปลา");

const PLACES: readonly LocalizedText[] = [
  t("Sài Gòn", "Saigon", "西贡", "サイゴン", "ไซง่อน"),
  t("Hà Nội", "Hanoi", "河内", "ハノイ", "ฮานอย"),
  t("Đà Nẵng", "Da Nang", "岘港", "ダナン", "ดานัง"),
  t("Hội An", "Hoi An", "会安", "ホイアン", "ฮอยอัน"),
  t("Huế", "Hue", "顺化", "フエ", "เว้"),
  t("Nha Trang", "Nha Trang", "芽庄", "ニャチャン", "ญาจาง"),
  t("Vũng Tàu", "Vung Tau", "头顿", "ブンタウ", "หวุงเต่า"),
  t("Cần Thơ", "Can Tho", "芹苴", "カントー", "เกิ่นเทอ"),
  t("Phú Quốc", "Phu Quoc", "富国", "フーコック", "ฟูก๊วก"),
  t("Đà Lạt", "Da Lat", "大叻", "ダラット", "ดาลัด"),
];
const VI_PLACES = PLACES.map((place) => place.vi);

/** A live table named after its city: "Tài Xỉu Hội An" is the Hoi An Big Small table. */
const liveTable = (game: LocalizedText, place: LocalizedText): LocalizedText =>
  t(
    `${game.vi} ${place.vi}`,
    `${place.en} ${game.en}`,
    `${place.zh}${game.zh}`,
    `${place.ja} ${game.ja}`,
    `${game.th}${place.th}`,
  );

/** Editions a fishing game's name may end with (the vendor's catalogue adds one on a clash). */
const FISH_EDITIONS: readonly LocalizedText[] = [
  t("Deluxe", "Deluxe", "Deluxe", "Deluxe", "Deluxe"),
  t("3D", "3D", "3D", "3D", "3D"),
  t("Plus", "Plus", "Plus", "Plus", "Plus"),
  t("Siêu Cấp", "Super", "超级版", "スーパー", "ซูเปอร์"),
];

const NAMED_GAMES: readonly LocalizedText[] = [
  t("Bầu Cua Phú Quý", "Fish Prawn Crab Riches", "富贵鱼虾蟹", "魚エビカニ 富貴", "น้ำเต้าปูปลาร่ำรวย"),
  t("Rồng Vàng Phát Lộc", "Golden Dragon Fortune", "金龙发禄", "金龍 福運", "มังกรทอง รุ่งเรือง"),
  t("Cá Chép Hóa Rồng", "Carp to Dragon", "鲤鱼化龙", "鯉の竜化", "ปลาคาร์ปกลายเป็นมังกร"),
  t("Tài Xỉu", "Big Small", "大小", "大小", "ไฮโล"),
  t("Bầu Cua Tôm Cá", "Fish Prawn Crab", "鱼虾蟹", "魚エビカニ", "น้ำเต้าปูปลา"),
  t("Tài Xỉu Siêu Tốc", "Big Small Turbo", "极速大小", "大小ターボ", "ไฮโลเทอร์โบ"),
  t("Bầu Cua Tôm Cá Siêu Tốc", "Fish Prawn Crab Turbo", "极速鱼虾蟹", "魚エビカニ ターボ", "น้ำเต้าปูปลาเทอร์โบ"),
  t("Tài Xỉu Ngày Tết", "Lunar New Year Big Small", "新春大小", "旧正月の大小", "ไฮโลฉลองปีใหม่"),
  t("Bầu Cua Ngày Tết", "Lunar New Year Fish Prawn Crab", "新春鱼虾蟹", "旧正月の魚エビカニ", "น้ำเต้าปูปลาฉลองปีใหม่"),
  t("Tài Xỉu Đối Kháng", "Big Small Versus", "大小对战", "大小バーサス", "ไฮโลดวล"),
  t("Bầu Cua Hội Quán", "Fish Prawn Crab Club", "鱼虾蟹会馆", "魚エビカニ・クラブ", "น้ำเต้าปูปลาคลับ"),
  t("Bầu Cua Đối Kháng", "Fish Prawn Crab Versus", "鱼虾蟹对战", "魚エビカニ バーサス", "น้ำเต้าปูปลาดวล"),
  t("Tài Xỉu Cao Thủ", "Big Small Masters", "大小高手", "大小マスターズ", "ไฮโลมาสเตอร์"),
  t("Bắn Cá Long Vương", "Dragon King Fishing", "龙王捕鱼", "竜王フィッシング", "ยิงปลาราชามังกร"),
  t("Bắn Cá Đại Dương", "Ocean Fishing", "海洋捕鱼", "オーシャン・フィッシング", "ยิงปลามหาสมุทร"),
  t("Săn Cá Vàng", "Goldfish Hunt", "猎金鱼", "金魚ハント", "ล่าปลาทอง"),
  t("Bắn Cá Tiên Cá", "Mermaid Fishing", "美人鱼捕鱼", "人魚フィッシング", "ยิงปลานางเงือก"),
  t("Vua Bắn Cá", "Fishing King", "捕鱼王", "フィッシング・キング", "ราชายิงปลา"),
  t("Bắn Cá Hải Tặc", "Pirate Fishing", "海盗捕鱼", "海賊フィッシング", "ยิงปลาโจรสลัด"),
  t("Bóng Đá Ảo Châu Á", "Virtual Football Asia", "亚洲虚拟足球", "バーチャルサッカー・アジア", "ฟุตบอลเสมือนเอเชีย"),
  t(
    "Siêu Cúp Bóng Đá Ảo",
    "Virtual Football Super Cup",
    "虚拟足球超级杯",
    "バーチャルサッカー・スーパーカップ",
    "ซูเปอร์คัพฟุตบอลเสมือน",
  ),
  t(
    "Bóng Đá Ảo Ngoại Hạng",
    "Virtual Football Premier League",
    "虚拟足球超级联赛",
    "バーチャルサッカー・プレミアリーグ",
    "พรีเมียร์ลีกฟุตบอลเสมือน",
  ),
  t("Bóng Rổ Ảo", "Virtual Basketball", "虚拟篮球", "バーチャルバスケットボール", "บาสเกตบอลเสมือน"),
  t(
    "Bóng Rổ Ảo Siêu Sao",
    "Virtual Basketball All-Stars",
    "虚拟篮球全明星",
    "バーチャルバスケ・オールスター",
    "บาสเกตบอลเสมือนออลสตาร์",
  ),
  t("Quần Vợt Ảo", "Virtual Tennis", "虚拟网球", "バーチャルテニス", "เทนนิสเสมือน"),
  t(
    "Quần Vợt Ảo Đại Kiện Tướng",
    "Virtual Tennis Grand Masters",
    "虚拟网球大师赛",
    "バーチャルテニス・グランドマスターズ",
    "เทนนิสเสมือนแกรนด์มาสเตอร์",
  ),
  t(
    "Liên Minh Ảo Đỉnh Cao",
    "Virtual LoL Summit",
    "虚拟英雄联盟巅峰赛",
    "バーチャル LoL サミット",
    "LoL เสมือนระดับสุดยอด",
  ),
  t(
    "Dota 2 Ảo Tranh Hùng",
    "Virtual Dota 2 Showdown",
    "虚拟 Dota 2 争霸赛",
    "バーチャル Dota 2 ショーダウン",
    "Dota 2 เสมือนชิงเจ้า",
  ),
  t("CS2 Ảo Đối Đầu", "Virtual CS2 Head-to-Head", "虚拟 CS2 对决", "バーチャル CS2 対決", "CS2 เสมือนประชันหน้า"),
  t(
    "Valorant Ảo Tinh Anh",
    "Virtual Valorant Elite",
    "虚拟 Valorant 精英赛",
    "バーチャル Valorant エリート",
    "Valorant เสมือนระดับหัวกะทิ",
  ),
];

const FISH_EN_TEXTS = FISH_EN.map((name) => t(name, name, name, name, name));

/** Every descriptive game name the demo catalogue can give, by its vi name. */
const GAME_NAME_TEXTS = new Map<string, LocalizedText>(
  [
    ...NAMED_GAMES,
    ...PLACES.flatMap((place) => [liveTable(BIG_SMALL, place), liveTable(FISH_PRAWN_CRAB, place)]),
    ...[...NAMED_GAMES.filter((n) => FISH_VI.includes(n.vi)), ...FISH_EN_TEXTS].flatMap((fish) =>
      FISH_EDITIONS.map((edition) =>
        t(
          `${fish.vi} ${edition.vi}`,
          edition.en === "Super" ? `Super ${fish.en}` : `${fish.en} ${edition.en}`,
          `${fish.zh}${edition.zh === "超级版" ? "超级版" : ` ${edition.zh}`}`,
          `${fish.ja} ${edition.ja}`,
          `${fish.th} ${edition.th}`,
        ),
      ),
    ),
  ].map((texts) => [texts.vi, texts]),
);

/**
 * A game name in every language, or null for a title that reads the same in all of them. A
 * numeral that keeps two names of one vendor apart ("Bóng Rổ Ảo 2") is kept in every language.
 */
export function gameNameTexts(name: string): LocalizedText | null {
  const [, base = name, numeral] = /^(.*?)(?: (\d+))?$/.exec(name) ?? [];
  const texts = GAME_NAME_TEXTS.get(base) ?? SLOT_NAME_TEXTS.get(base);
  if (!texts) return null;
  if (!numeral) return texts;
  const numbered = (text: string) => `${text} ${numeral}`;
  return t(numbered(texts.vi), numbered(texts.en), numbered(texts.zh), numbered(texts.ja), numbered(texts.th));
}

/** Stake tiers of a PVP game's rooms (minor units: VND × 100). */
const ROOM_TIERS = [
  {
    name: t("Phòng Bình Dân", "Casual Room", "平民房", "カジュアルルーム", "ห้องทั่วไป"),
    minBet: 100_000n,
    maxBet: 5_000_000n,
    seats: 8,
  },
  {
    name: t("Phòng Cao Thủ", "Pro Room", "高手房", "上級者ルーム", "ห้องมือโปร"),
    minBet: 1_000_000n,
    maxBet: 50_000_000n,
    seats: 6,
  },
  {
    name: t("Phòng VIP", "VIP Room", "VIP 房", "VIP ルーム", "ห้อง VIP"),
    minBet: 10_000_000n,
    maxBet: 1_000_000_000n,
    seats: 4,
  },
];

const MINI_GAMES: { code: string; name: string; hot: boolean }[] = [
  { code: "taixiu.classic", name: "Tài Xỉu", hot: true },
  { code: "baucua.classic", name: "Bầu Cua Tôm Cá", hot: true },
  { code: "taixiu.speed", name: "Tài Xỉu Siêu Tốc", hot: false },
  { code: "baucua.speed", name: "Bầu Cua Tôm Cá Siêu Tốc", hot: false },
  { code: "taixiu.tet", name: "Tài Xỉu Ngày Tết", hot: false },
  { code: "baucua.tet", name: "Bầu Cua Ngày Tết", hot: false },
];

/** Flags every generated game draws from its hash: ~3 % hot, ~0.5 % under maintenance, added in the last 120 days. */
function traits(key: string) {
  const h = hash32(`${key}:traits`);
  return { isHot: h % 1000 < 30, maintenance: (h >>> 10) % 200 === 0, ageDays: (h >>> 18) % 120 };
}

function game(vendor: Vendor, seq: number, fields: Omit<DemoGame, "id" | "vendorCode" | "sort" | "code">): DemoGame {
  return {
    id: vendor.id * 1000 + seq,
    vendorCode: vendor.code,
    code: `${fields.engine}.${fields.theme}`,
    sort: seq,
    ...fields,
  };
}

/** The whole demo catalogue, in a stable order (pure: the same list on every call). */
export function buildDemoCatalogue(): { games: DemoGame[]; rooms: DemoRoom[] } {
  const games: DemoGame[] = [];
  const rooms: DemoRoom[] = [];
  const nextVariant = new Map<SlotFamilyKey, number>();
  const slotTheme = (family: SlotFamilyKey) => {
    const variant = (nextVariant.get(family) ?? 0) + 1;
    if (variant > 9999) throw new Error(`demo catalogue: family ${family} ran out of variants`);
    nextVariant.set(family, variant);
    return `${family}-${variant}`;
  };
  const matchCounters = new Map<string, number>();

  for (const vendor of vendors) {
    const taken = new Set<string>();
    const key = (seq: number) => `${vendor.code}:${seq}`;

    if (vendor.code === MINI_GAMES_VENDOR) {
      for (const [i, mini] of MINI_GAMES.entries()) {
        const [engine, theme] = mini.code.split(".") as ["taixiu" | "baucua", string];
        taken.add(mini.name);
        games.push(
          game(vendor, i + 1, {
            name: mini.name,
            gameType: "table",
            engine,
            theme,
            isHot: mini.hot,
            maintenance: false,
            ageDays: traits(key(i + 1)).ageDays,
          }),
        );
      }
    } else if (vendor.category === "RNG") {
      const signature = SIGNATURE_FAMILY[vendor.code] ?? "lotus";
      for (let seq = 1; seq <= vendor.games; seq++) {
        const showcase = vendor.code === "LOTUS_SLOTS" ? SHOWCASE_SLOTS[seq - 1] : undefined;
        const h = hash32(key(seq));
        const family = showcase?.family ?? (h % 3 === 0 ? signature : pick(SLOT_FAMILY_KEYS, h >>> 2));
        const type = showcase?.type ?? slotType(h >>> 6);
        const name = showcase
          ? uniqueName(taken, () => showcase.name)
          : uniqueName(taken, (attempt) => slotName(family, type, hash32(`${key(seq)}:name:${attempt}`)));
        const flags = traits(key(seq));
        games.push(
          game(vendor, seq, {
            name,
            gameType: type,
            engine: "slot",
            theme: slotTheme(family),
            ...flags,
            ...(showcase ? { isHot: true, maintenance: false } : {}),
          }),
        );
      }
    } else if (vendor.category === "FISH") {
      for (let seq = 1; seq <= vendor.games; seq++) {
        const h = hash32(key(seq));
        const family: SlotFamilyKey = h % 2 === 0 ? "ocean" : "koi";
        const name = uniqueName(taken, (attempt) => {
          const hn = hash32(`${key(seq)}:name:${attempt}`);
          const base = hn % 2 === 0 ? pick(FISH_VI, hn >>> 1) : pick(FISH_EN, hn >>> 1);
          return attempt < 12 ? base : `${base} ${pick(FISH_EDITIONS, hn >>> 5).vi}`;
        });
        games.push(
          game(vendor, seq, { name, gameType: "video", engine: "slot", theme: slotTheme(family), ...traits(key(seq)) }),
        );
      }
    } else if (vendor.category === "LIVE") {
      for (let seq = 1; seq <= vendor.games; seq++) {
        const engine = seq % 2 === 1 ? "taixiu" : "baucua";
        const n = Math.ceil(seq / 2);
        const h = hash32(key(seq));
        const place = VI_PLACES[(n - 1 + (h % 3)) % VI_PLACES.length]!;
        const name = uniqueName(taken, (attempt) => {
          const p = attempt === 0 ? place : VI_PLACES[(n + attempt) % VI_PLACES.length]!;
          if (engine === "baucua") return `Bầu Cua ${p}`;
          return (h >>> 4) % 3 === 0 ? `Sic Bo ${EN_TABLES[(n + attempt) % EN_TABLES.length]!}` : `Tài Xỉu ${p}`;
        });
        games.push(game(vendor, seq, { name, gameType: "table", engine, theme: `live-${n}`, ...traits(key(seq)) }));
      }
    } else if (vendor.category === "PVP") {
      for (let seq = 1; seq <= vendor.games; seq++) {
        const spec = PVP_GAMES[(seq - 1 + (vendor.id % PVP_GAMES.length)) % PVP_GAMES.length]!;
        const entry = game(vendor, seq, {
          name: uniqueName(taken, () => spec.name),
          gameType: "room",
          engine: spec.engine,
          theme: `pvp-${seq}`,
          ...traits(key(seq)),
        });
        games.push(entry);
        for (const [k, tier] of ROOM_TIERS.entries()) {
          rooms.push({ id: entry.id * 10 + k + 1, gameId: entry.id, ...tier });
        }
      }
    } else if (vendor.category === "SPORTS") {
      const esports = (ESPORTS_VASSALAGES as readonly string[]).includes(vendor.code);
      const kinds = esports ? ESPORTS : SPORTS;
      for (let seq = 1; seq <= vendor.games; seq++) {
        // Sports vendors lead with football; e-sports vendors rotate through their titles.
        const kind = esports
          ? kinds[(seq - 1) % kinds.length]!
          : seq <= Math.ceil(vendor.games / 2)
            ? "football"
            : kinds[1 + (seq % 2)]!;
        const n = (matchCounters.get(kind) ?? 0) + 1;
        matchCounters.set(kind, n);
        const names = MATCH_NAMES[kind];
        const name = uniqueName(taken, (attempt) => names[(n - 1 + attempt) % names.length]!);
        games.push(
          game(vendor, seq, { name, gameType: "match", engine: "virtual", theme: `${kind}-${n}`, ...traits(key(seq)) }),
        );
      }
    }
  }
  const slots = games.filter((g) => g.engine === "slot" && vendorOf(g).category === "RNG").length;
  if (slots !== DEMO_SLOT_GAMES) throw new Error(`demo catalogue: ${slots} slot games instead of ${DEMO_SLOT_GAMES}`);
  return { games, rooms };
}

const vendorByCode = new Map(vendors.map((v) => [v.code, v]));
const vendorOf = (g: DemoGame): Vendor => vendorByCode.get(g.vendorCode)!;

const BATCH = 2_500;

/** Inserts the demo catalogue (one multi-row insert per batch) and keeps the vendors' game counts. */
export async function seedDemoGames(db: Db): Promise<void> {
  const { games, rooms } = buildDemoCatalogue();
  await inTransaction(db, async (tx) => {
    // Only the missing games are described and inserted: a restart of a seeded server costs one query.
    const { rows: existing } = await tx.query<{ id: number }>("select id from game where id = any($1::int[])", [
      games.map((g) => g.id),
    ]);
    const seeded = new Set(existing.map((r) => r.id));
    const missing = games.filter((g) => !seeded.has(g.id));
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      await tx.query(
        `insert into game (id, vendor_code, code, name, search_key, game_type, engine, theme, rtp_bp, is_hot,
                           maintenance, added_on, sort)
         select id, vendor_code, code, name, search_key, game_type, engine, theme, rtp_bp, is_hot, maintenance,
                current_date - age_days, sort
           from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                       $9::int[], $10::bool[], $11::bool[], $12::int[], $13::int[])
                as t(id, vendor_code, code, name, search_key, game_type, engine, theme, rtp_bp, is_hot, maintenance,
                     age_days, sort)
         on conflict do nothing`,
        [
          batch.map((g) => g.id),
          batch.map((g) => g.vendorCode),
          batch.map((g) => g.code),
          batch.map((g) => g.name),
          batch.map((g) => searchKey(g.name)),
          batch.map((g) => g.gameType),
          batch.map((g) => g.engine),
          batch.map((g) => g.theme),
          batch.map((g) => describeGame(g.engine, g.theme).rtpBp),
          batch.map((g) => g.isHot),
          batch.map((g) => g.maintenance),
          batch.map((g) => g.ageDays),
          batch.map((g) => g.sort),
        ],
      );
    }
    await tx.query(
      `insert into game_room (id, game_id, name, min_bet, max_bet, seats)
       select * from unnest($1::int[], $2::int[], $3::jsonb[], $4::int8[], $5::int8[], $6::int[])
       on conflict do nothing`,
      [
        rooms.map((r) => r.id),
        rooms.map((r) => r.gameId),
        rooms.map((r) => JSON.stringify(r.name)),
        rooms.map((r) => r.minBet.toString()),
        rooms.map((r) => r.maxBet.toString()),
        rooms.map((r) => r.seats),
      ],
    );
    // Rows seeded before names were stored per language get their translations (a few hundred at most).
    const translated = games.flatMap((g) => {
      const texts = gameNameTexts(g.name);
      return texts ? [{ id: g.id, texts }] : [];
    });
    await tx.query(
      `update game g set name_i18n = t.texts
         from unnest($1::int[], $2::jsonb[]) as t(id, texts)
        where g.id = t.id and g.name_i18n is null`,
      [translated.map((g) => g.id), translated.map((g) => JSON.stringify(g.texts))],
    );
    await tx.query(
      `update game_room r set name = t.name
         from unnest($1::int[], $2::jsonb[]) as t(id, name)
        where r.id = t.id and not r.name ? 'en'`,
      [rooms.map((r) => r.id), rooms.map((r) => JSON.stringify(r.name))],
    );
    // Lottery vendors' games live in the lottery, not in `game`: their counts are left alone.
    await tx.query(
      `update game_vendor v set game_count = c.n
         from (select v2.vendor_code, count(g.id) filter (where g.enabled)::int as n
                 from game_vendor v2 left join game g on g.vendor_code = v2.vendor_code
                where v2.category not in ('ELOTT', 'LOTT')
                group by v2.vendor_code) c
        where c.vendor_code = v.vendor_code and v.game_count <> c.n`,
    );
  });
}
