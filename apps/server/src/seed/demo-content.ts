import { patternOf, type LocalizedText } from "@lotus/contracts";
export { help } from "./demo-help.ts";

/** The demo brand "Lotus": everything `npm start` shows before an operator changes anything. */

export const brand = {
  name: "Lotus",
  merchantCode: "lotusvn",
  currency: "VND",
  defaultLanguage: "vi",
  chatHeaderColor: "#b4232c",
  imageCDNs: ["/media"],
  launchGameCDNs: ["/media"],
  domains: ["lotus.example", "lotus-vn.example"],
};

/** The settings tree with every modId of spec §3 (parent first). */
export const settings: { modId: string; parent?: string; enabled: boolean }[] = [
  { modId: "REGISTER3", enabled: true },
  { modId: "USERNAMEREG3", parent: "REGISTER3", enabled: true },
  { modId: "MOBILENUMREG3", parent: "REGISTER3", enabled: true },
  { modId: "REGMOBVERF3", parent: "REGISTER3", enabled: true },
  { modId: "MOBILENUMPASSREG3", parent: "REGISTER3", enabled: true },
  { modId: "DIRECTREG3", parent: "REGISTER3", enabled: true },
  { modId: "LOGIN3", enabled: true },
  { modId: "MOBILEVERCODELOGIN3", parent: "LOGIN3", enabled: true },
  { modId: "FREEPLAY3", parent: "LOGIN3", enabled: true },
  { modId: "PWDEXPFORCECHANGE3", parent: "LOGIN3", enabled: true },
];

const rule = (
  field: string,
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({ field, enabled, required, patternId, acceptedPattern: patternOf(patternId), minLength, maxLength });

/** Registration field rules (spec §3, §5). */
export const registerRules = [
  rule("username", true, true, 1, 6, 16),
  rule("password", true, true, 14, 8, 128),
  rule("confirmPassword", true, true, 0, 8, 128),
  rule("payeeName", true, false, 21, 4, 50),
  rule("email", true, false, 3, 6, 64),
  rule("mobileNum", true, true, 6, 9, 10),
  rule("verificationCode", true, true, 6, 6, 6),
  rule("nickname", false, false, 9, 2, 20),
  rule("affiliateCode", true, false, 4, 4, 16),
  rule("referralCode", true, false, 4, 4, 16),
  rule("captcha", false, false, 4, 4, 4),
  rule("paymentPassword", false, false, 6, 6, 6),
  rule("birthday", false, false, 11, 10, 10),
  rule("zalo", false, false, 6, 9, 11),
  rule("telegram", false, false, 9, 5, 32),
  rule("facebook", false, false, 9, 5, 50),
  rule("line", false, false, 9, 4, 20),
  rule("whatsapp", false, false, 6, 8, 15),
  rule("wechat", false, false, 9, 6, 20),
  rule("qqNum", false, false, 6, 5, 12),
  rule("idNumber", false, false, 6, 9, 12),
  rule("recommenderId", false, false, 4, 4, 16),
];

const qr = (url: string) => `/media/qr.svg?text=${encodeURIComponent(url)}`;
const appUrl = "/download";

/** Resources: app links with QR codes and social links (spec §3). */
export const resources = [
  {
    resourceType: "IOS_APP",
    url: `${appUrl}#ios`,
    qrCodeUrl: qr(`https://lotus.example${appUrl}#ios`),
    labelNameEn: "iOS",
  },
  {
    resourceType: "ANDROID_APP",
    url: `${appUrl}#android`,
    qrCodeUrl: qr(`https://lotus.example${appUrl}#android`),
    labelNameEn: "Android",
  },
  {
    resourceType: "LITE_APP",
    url: `${appUrl}#lite`,
    qrCodeUrl: qr(`https://lotus.example${appUrl}#lite`),
    labelNameEn: "Lite app",
  },
  { resourceType: "FACEBOOK", url: "https://www.facebook.com/lotus.example", qrCodeUrl: "", labelNameEn: "Facebook" },
  { resourceType: "YOUTUBE", url: "https://www.youtube.com/@lotus.example", qrCodeUrl: "", labelNameEn: "YouTube" },
  { resourceType: "TIKTOK", url: "https://www.tiktok.com/@lotus.example", qrCodeUrl: "", labelNameEn: "TikTok" },
];

const t = (vi: string, en: string, zh: string, ja: string, th: string): LocalizedText => ({ vi, en, zh, ja, th });

/** Customer-service channels (spec §2 side menu). */
export const customerService = [
  {
    title: t(
      "CSKH trực tuyến 24/7",
      "Live support 24/7",
      "24/7 在线客服",
      "24時間オンラインサポート",
      "ฝ่ายบริการออนไลน์ 24/7",
    ),
    csType: "LIVECHAT",
    url: "/supportChat",
  },
  {
    title: t("Zalo CSKH", "Zalo support", "Zalo 客服", "Zalo サポート", "ฝ่ายบริการทาง Zalo"),
    csType: "ZALO",
    url: "https://zalo.me/0901868686",
  },
  {
    title: t("Telegram CSKH", "Telegram support", "Telegram 客服", "Telegram サポート", "ฝ่ายบริการทาง Telegram"),
    csType: "TELEGRAM",
    url: "https://t.me/LotusCSKH247",
  },
];

export const countries = [
  { code: "VN", dialing: "84", name: t("Việt Nam", "Vietnam", "越南", "ベトナム", "เวียดนาม"), digits: 9 },
  { code: "TH", dialing: "66", name: t("Thái Lan", "Thailand", "泰国", "タイ", "ไทย"), digits: 9 },
  { code: "CN", dialing: "86", name: t("Trung Quốc", "China", "中国", "中国", "จีน"), digits: 11 },
  { code: "JP", dialing: "81", name: t("Nhật Bản", "Japan", "日本", "日本", "ญี่ปุ่น"), digits: 10 },
  { code: "KH", dialing: "855", name: t("Campuchia", "Cambodia", "柬埔寨", "カンボジア", "กัมพูชา"), digits: 9 },
  { code: "LA", dialing: "856", name: t("Lào", "Laos", "老挝", "ラオス", "ลาว"), digits: 10 },
  { code: "MY", dialing: "60", name: t("Malaysia", "Malaysia", "马来西亚", "マレーシア", "มาเลเซีย"), digits: 10 },
  { code: "PH", dialing: "63", name: t("Philippines", "Philippines", "菲律宾", "フィリピン", "ฟิลิปปินส์"), digits: 10 },
  { code: "SG", dialing: "65", name: t("Singapore", "Singapore", "新加坡", "シンガポール", "สิงคโปร์"), digits: 8 },
  {
    code: "ID",
    dialing: "62",
    name: t("Indonesia", "Indonesia", "印度尼西亚", "インドネシア", "อินโดนีเซีย"),
    digits: 11,
  },
];

const M = 100n; // minor units per đồng
const vnd = (dong: number) => BigInt(dong) * M;

/** The VIP ladder VIP0–VIP9 (issue 15); the vip module's demo seed adds the rates per category and keep amounts. */
export const vipLevels = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => {
  const names = [
    "Thành viên",
    "Đồng",
    "Bạc",
    "Vàng",
    "Bạch kim",
    "Lam ngọc",
    "Hồng ngọc",
    "Lục bảo",
    "Kim cương",
    "Hoàng gia",
  ];
  const en = ["Member", "Bronze", "Silver", "Gold", "Platinum", "Sapphire", "Ruby", "Emerald", "Diamond", "Royal"];
  const zh = ["会员", "青铜", "白银", "黄金", "铂金", "蓝宝石", "红宝石", "祖母绿", "钻石", "皇家"];
  const ja = [
    "メンバー",
    "ブロンズ",
    "シルバー",
    "ゴールド",
    "プラチナ",
    "サファイア",
    "ルビー",
    "エメラルド",
    "ダイヤモンド",
    "ロイヤル",
  ];
  const th = ["สมาชิก", "บรอนซ์", "ซิลเวอร์", "โกลด์", "แพลทินัม", "แซฟไฟร์", "ทับทิม", "มรกต", "ไดมอนด์", "รอยัล"];
  const deposit = [
    0, 1_000_000, 5_000_000, 20_000_000, 50_000_000, 100_000_000, 300_000_000, 800_000_000, 2_000_000_000,
    5_000_000_000,
  ][level]!;
  const bet = deposit * 5;
  const upgradeBonus = [0, 88_000, 188_000, 388_000, 888_000, 1_888_000, 3_888_000, 8_888_000, 18_888_000, 38_888_000][
    level
  ]!;
  const monthlyBonus = [0, 0, 38_000, 88_000, 188_000, 388_000, 888_000, 1_888_000, 3_888_000, 8_888_000][level]!;
  /** The level's best rate (slots and fishing); 1.2 % at the top, as the demo advertises. */
  const rebateBasisPoints = [50, 60, 70, 80, 85, 90, 100, 105, 110, 120][level]!;
  /** Withdrawals per day; the cashier's brand-wide count (30 in the demo, demo-vip.ts) caps them all. */
  const dailyWithdrawals = [5, 5, 5, 6, 8, 10, 12, 15, 20, 30][level]!;
  const benefits: LocalizedText[] = [
    t("Hoàn trả mỗi ngày", "Daily rebate", "每日返水", "毎日のリベート", "เงินคืนรายวัน"),
    ...(level >= 1 ? [t("Quà thăng cấp", "Level-up gift", "晋级礼金", "昇格ボーナス", "โบนัสเลื่อนระดับ")] : []),
    ...(level >= 2 ? [t("Quà hàng tháng", "Monthly gift", "每月礼金", "毎月のボーナス", "โบนัสรายเดือน")] : []),
    ...(level >= 3 ? [t("Rút tiền ưu tiên", "Priority withdrawals", "优先出款", "優先出金", "ถอนเงินแบบเร่งด่วน")] : []),
    ...(level >= 4
      ? [
          t(
            "Chuyên viên chăm sóc riêng",
            "Personal account manager",
            "专属客户经理",
            "専属アカウントマネージャー",
            "ผู้จัดการบัญชีส่วนตัว",
          ),
        ]
      : []),
    ...(level >= 8
      ? [
          t(
            "Du lịch và sự kiện độc quyền",
            "Exclusive trips and events",
            "专属旅行与活动",
            "限定旅行とイベント",
            "ทริปและกิจกรรมสุดพิเศษ",
          ),
        ]
      : []),
  ];
  const byLanguage = (k: keyof LocalizedText) => benefits.map((b) => b[k]);
  return {
    level,
    name: t(names[level]!, en[level]!, zh[level]!, ja[level]!, th[level]!),
    deposit: vnd(deposit),
    bet: vnd(bet),
    upgradeBonus: vnd(upgradeBonus),
    monthlyBonus: vnd(monthlyBonus),
    rebateBasisPoints,
    dailyWithdrawals,
    benefits: {
      vi: byLanguage("vi"),
      en: byLanguage("en"),
      zh: byLanguage("zh"),
      ja: byLanguage("ja"),
      th: byLanguage("th"),
    },
  };
});

/**
 * Vendors, grouped into lanes by category. A name made of Vietnamese words also carries `names`
 * in every language; a brand-like name ("Lotus Live") reads the same in all of them. E-sports vendors are filed under SPORTS, as an
 * upstream catalogue would file them; the vendor call splits them out into ESPORTS. `games` is
 * the size of the vendor's demo catalogue (seed/demo-games.ts generates exactly that many; the
 * RNG slot studios add up to 10,000 slot games); lottery vendors' games live in the lottery.
 */
export const vendors = [
  { id: 101, code: "GPI", name: "Lotus Live", category: "LIVE", hot: true, games: 12 },
  { id: 102, code: "LV_ROYAL", name: "Royal Live", category: "LIVE", hot: false, games: 8 },
  { id: 103, code: "LV_SAIGON", name: "Saigon Live", category: "LIVE", hot: false, games: 8 },
  { id: 104, code: "LV_JADE", name: "Jade Casino", category: "LIVE", hot: false, games: 6 },
  { id: 201, code: "LOTUS_SLOTS", name: "Lotus Slots", category: "RNG", hot: true, games: 820 },
  { id: 202, code: "DRAGON_REELS", name: "Dragon Reels", category: "RNG", hot: true, games: 640 },
  { id: 203, code: "GOLDEN_KOI", name: "Golden Koi", category: "RNG", hot: false, games: 510 },
  { id: 204, code: "MEKONG_PLAY", name: "Mekong Play", category: "RNG", hot: false, games: 480 },
  { id: 205, code: "JADE_SPIN", name: "Jade Spin", category: "RNG", hot: false, games: 455 },
  { id: 206, code: "PHOENIX_GAMING", name: "Phoenix Gaming", category: "RNG", hot: false, games: 430 },
  { id: 207, code: "HALONG_SLOTS", name: "Ha Long Slots", category: "RNG", hot: false, games: 400 },
  { id: 208, code: "TIGER_LUCK", name: "Tiger Luck", category: "RNG", hot: false, games: 380 },
  { id: 209, code: "LUCKY_PANDA", name: "Lucky Panda Games", category: "RNG", hot: true, games: 560 },
  { id: 210, code: "RED_LANTERN", name: "Red Lantern Studio", category: "RNG", hot: false, games: 540 },
  { id: 211, code: "SAKURA_REELS", name: "Sakura Reels", category: "RNG", hot: false, games: 520 },
  { id: 212, code: "GOLDEN_TEMPLE", name: "Golden Temple Gaming", category: "RNG", hot: false, games: 510 },
  { id: 213, code: "SIAM_SPIN", name: "Siam Spin", category: "RNG", hot: false, games: 500 },
  { id: 214, code: "MANDALA_PLAY", name: "Mandala Play", category: "RNG", hot: false, games: 490 },
  { id: 215, code: "KIRIN_GAMING", name: "Kirin Gaming", category: "RNG", hot: false, games: 480 },
  { id: 216, code: "ORIENT_STAR", name: "Orient Star", category: "RNG", hot: false, games: 470 },
  {
    id: 217,
    code: "HOIAN_GAMES",
    name: "Hội An Games",
    names: t("Hội An Games", "Hoi An Games", "会安游戏", "ホイアン・ゲームズ", "ฮอยอัน เกมส์"),
    category: "RNG",
    hot: false,
    games: 460,
  },
  { id: 218, code: "BAMBOO_SOFT", name: "Bamboo Soft", category: "RNG", hot: false, games: 450 },
  { id: 219, code: "ASIA_FORTUNE", name: "Asia Fortune Gaming", category: "RNG", hot: false, games: 440 },
  { id: 220, code: "KQ8_GAMING", name: "KQ8 Gaming", category: "RNG", hot: false, games: 465 },
  { id: 230, code: "LOTUS_MINI", name: "Lotus Mini Games", category: "RNG", hot: true, games: 6 },
  { id: 301, code: "IBC", name: "IBC Sports", category: "SPORTS", hot: true, games: 8 },
  { id: 302, code: "SABA_VN", name: "Saba Sports", category: "SPORTS", hot: false, games: 6 },
  { id: 303, code: "TF", name: "TF Gaming", category: "SPORTS", hot: true, games: 8 },
  { id: 304, code: "IA", name: "IA E-sports", category: "SPORTS", hot: false, games: 6 },
  { id: 305, code: "AV", name: "AV E-sports", category: "SPORTS", hot: false, games: 6 },
  { id: 401, code: "FISH_OCEAN", name: "Ocean King", category: "FISH", hot: true, games: 12 },
  { id: 402, code: "FISH_DRAGON", name: "Dragon Fishing", category: "FISH", hot: false, games: 9 },
  { id: 403, code: "FISH_MERMAID", name: "Mermaid Hunter", category: "FISH", hot: false, games: 7 },
  {
    id: 501,
    code: "PVP_TIENLEN",
    name: "Tiến Lên Club",
    names: t("Tiến Lên Club", "Tien Len Club", "越南十三张俱乐部", "ティエンレン・クラブ", "เตี๋ยนเลนคลับ"),
    category: "PVP",
    hot: true,
    games: 4,
  },
  { id: 502, code: "PVP_POKER", name: "Lotus Poker", category: "PVP", hot: false, games: 3 },
  {
    id: 503,
    code: "PVP_XOCDIA",
    name: "Xóc Đĩa Room",
    names: t("Xóc Đĩa Room", "Xoc Dia Room", "色碟房", "ショックディア・ルーム", "ห้องซ็อกเดีย"),
    category: "PVP",
    hot: false,
    games: 3,
  },
  { id: 601, code: "TCG_SEA", name: "TCG Lottery", category: "ELOTT", hot: true, games: 36 },
  {
    id: 602,
    code: "TCG_LOTTO_VN",
    name: "Xổ số Việt Nam",
    names: t("Xổ số Việt Nam", "Vietnam Lottery", "越南彩票", "ベトナム宝くじ", "หวยเวียดนาม"),
    category: "ELOTT",
    hot: false,
    games: 63,
  },
];

type SeedNotice = {
  type: "B" | "PL" | "PU" | "PR";
  title: LocalizedText;
  content: LocalizedText;
  imageUrl?: string;
  linkUrl?: string;
  /** Who sees it (issue 16): everyone by default; the new-member offer only visitors. */
  audience?: "all" | "guests" | "members";
};

/** Notices of types B (banner), PL (player marquee), PU (popup) and PR (promotion). */
export const notices: SeedNotice[] = [
  {
    type: "B",
    title: t("Chào mừng đến Lotus", "Welcome to Lotus", "欢迎来到 Lotus", "Lotus へようこそ", "ยินดีต้อนรับสู่ Lotus"),
    content: t(
      "Thưởng nạp đầu 100% đến 8.888.000 ₫",
      "100% first-deposit bonus up to ₫8,888,000",
      "首存 100% 奖金，最高 8,888,000 ₫",
      "初回入金 100% ボーナス 最大 8,888,000 ₫",
      "โบนัสฝากครั้งแรก 100% สูงสุด 8,888,000 ₫",
    ),
    imageUrl: "banners/welcome.svg",
    linkUrl: "/promotions",
  },
  {
    type: "B",
    title: t("Hoàn trả không giới hạn", "Unlimited rebate", "无上限返水", "上限なしのリベート", "เงินคืนไม่จำกัด"),
    content: t(
      "Hoàn trả mỗi ngày đến 1,2% cho mọi ván cược",
      "Daily rebate up to 1.2% on every bet",
      "每笔投注每日返水最高 1.2%",
      "すべてのベットに毎日最大 1.2% のリベート",
      "เงินคืนรายวันสูงสุด 1.2% ทุกการเดิมพัน",
    ),
    imageUrl: "banners/rebate.svg",
    linkUrl: "/vip",
  },
  {
    type: "B",
    title: t(
      "10.000 trò chơi slot",
      "10,000 slot games",
      "10,000 款老虎机",
      "10,000 種類のスロット",
      "สล็อต 10,000 เกม",
    ),
    content: t(
      "Quay thử miễn phí, thắng thật mỗi ngày",
      "Spin for free, win for real every day",
      "免费试玩，每天真实赢奖",
      "無料でスピン、毎日本物の勝利を",
      "หมุนฟรี ชนะจริงทุกวัน",
    ),
    imageUrl: "banners/slots.svg",
    linkUrl: "/rng",
  },
  {
    type: "PL",
    title: t("Thông báo", "Notice", "公告", "お知らせ", "ประกาศ"),
    content: t(
      "Lotus chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.",
      "Lotus is for players aged 18 and over. Please play responsibly.",
      "Lotus 仅限年满 18 岁的玩家。请理性娱乐。",
      "Lotus は 18 歳以上の方のみご利用いただけます。責任を持ってお楽しみください。",
      "Lotus สำหรับผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างมีความรับผิดชอบ",
    ),
  },
  {
    type: "PL",
    title: t("Nạp tiền nhanh", "Fast deposits", "快速存款", "スピード入金", "ฝากเงินรวดเร็ว"),
    content: t(
      "Nạp tiền qua VietQR được cộng tự động trong vài phút, 24/7.",
      "VietQR deposits are credited automatically within minutes, 24/7.",
      "VietQR 存款 24 小时自动到账，仅需几分钟。",
      "VietQR での入金は 24 時間いつでも数分で自動反映されます。",
      "ฝากเงินผ่าน VietQR เข้าบัญชีอัตโนมัติภายในไม่กี่นาที ตลอด 24 ชั่วโมง",
    ),
  },
  {
    type: "PU",
    title: t("Ưu đãi thành viên mới", "New member offer", "新会员优惠", "新規会員特典", "ข้อเสนอสมาชิกใหม่"),
    audience: "guests",
    content: t(
      "Đăng ký hôm nay, liên kết Zalo để nhận thưởng đến 131K và nhận thêm 100% thưởng nạp đầu.",
      "Register today, link Zalo for a reward of up to 131K, and get a 100% first-deposit bonus.",
      "今天注册，绑定 Zalo 可获最高 131K 奖励，另享首存 100% 奖金。",
      "本日ご登録で Zalo 連携により最大 131K の特典、さらに初回入金 100% ボーナス。",
      "สมัครวันนี้ ผูก Zalo รับรางวัลสูงสุด 131K และรับโบนัสฝากครั้งแรก 100%",
    ),
    imageUrl: "banners/welcome.svg",
    linkUrl: "/promotions",
  },
  {
    type: "PR",
    title: t(
      "Thưởng nạp đầu 100%",
      "100% first-deposit bonus",
      "首存 100% 奖金",
      "初回入金 100% ボーナス",
      "โบนัสฝากครั้งแรก 100%",
    ),
    content: t(
      "Nhân đôi lần nạp đầu tiên, tối đa 8.888.000 ₫.",
      "Double your first deposit, up to ₫8,888,000.",
      "首存翻倍，最高 8,888,000 ₫。",
      "初回入金が 2 倍に。最大 8,888,000 ₫。",
      "ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด 8,888,000 ₫",
    ),
    imageUrl: "banners/welcome.svg",
    linkUrl: "/promotions",
  },
  {
    type: "PR",
    title: t(
      "Hoàn trả slot đến 1,2%",
      "Slot rebate up to 1.2%",
      "老虎机返水最高 1.2%",
      "スロット最大 1.2% リベート",
      "เงินคืนสล็อตสูงสุด 1.2%",
    ),
    content: t(
      "Hoàn trả mỗi ngày, không cần vòng cược.",
      "Paid every day, no wagering required.",
      "每日发放，无需流水。",
      "毎日支給、賭け条件なし。",
      "จ่ายทุกวัน ไม่ต้องทำเทิร์น",
    ),
    imageUrl: "banners/slots.svg",
    linkUrl: "/promotions",
  },
  {
    type: "PR",
    title: t("Thăng hạng VIP", "VIP level-up gifts", "VIP 晋级礼金", "VIP 昇格ボーナス", "ของขวัญเลื่อนระดับ VIP"),
    content: t(
      "Quà thăng cấp đến 28.888.000 ₫.",
      "Level-up gifts up to ₫28,888,000.",
      "晋级礼金最高 28,888,000 ₫。",
      "昇格ボーナス最大 28,888,000 ₫。",
      "โบนัสเลื่อนระดับสูงสุด 28,888,000 ₫",
    ),
    imageUrl: "banners/rebate.svg",
    linkUrl: "/vip",
  },
];
