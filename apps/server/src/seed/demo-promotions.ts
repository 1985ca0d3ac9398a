import { deflateSync } from "node:zlib";
import type { DbClient } from "../db/pool.ts";
import type { Language, PromotionParams } from "@lotus/contracts";
import { giveGrant, termsOf } from "../modules/promotions/index.ts";

/*
 * The demo brand's promotions (issue 15): one per template and the offers the home page advertises —
 * the 100 % first-deposit bonus up to 8,888,000 ₫ (chosen on the deposit form or joined on its page:
 * a bonus locks its money until wagered, so nobody gets one without asking), the Zalo reward of 131K, the daily rebate up to 1.2 % (paid as real money: rates per
 * VIP level in the vip module) — plus a second-deposit match, a raffle, a promo code, applications
 * staff review, and informational ones for VIP, lottery, ranking and the points mall. Money in minor
 * units (đồng × 100). Seeded only when the table is empty.
 */

type Text = Record<Language, string>;
const t = (vi: string, en: string, zh: string, ja: string, th: string): Text => ({ vi, en, zh, ja, th });
const dong = (n: number) => String(BigInt(n) * 100n);
const DAY = 86_400_000;

/** Slots and fishing count in full, live and cards at 10 %, sports, e-sports and lottery not at all. */
const CASINO_WEIGHTS: PromotionParams["weights"] = {
  default: 0,
  category: { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 0, ESPORTS: 0, ELOTT: 0, LOTT: 0 },
};
const ALL_WEIGHTS: PromotionParams["weights"] = { default: 100 };

type SeedPromotion = {
  type: string;
  tags: string[];
  template: string;
  entry: string;
  title: Text;
  summary: Text;
  terms: Text;
  image: string;
  params: PromotionParams;
  eligibility?: Record<string, unknown>;
  /** Days from now the promotion starts (negative: already running) and ends (null: open-ended). */
  startsInDays: number;
  endsInDays: number | null;
};

const COMMON_TERMS = t(
  "Mỗi tài khoản, số điện thoại, tài khoản ngân hàng và thiết bị chỉ được nhận một lần. Nhà cái có quyền thu hồi tiền thưởng khi phát hiện gian lận hoặc cược đối xứng.",
  "One bonus per account, phone number, bank account and device. The operator may withdraw a bonus obtained by fraud or hedged betting.",
  "每个账户、手机号、银行账户和设备仅可领取一次。如发现欺诈或对冲投注，平台有权收回奖金。",
  "ボーナスはアカウント・電話番号・銀行口座・端末ごとに 1 回限りです。不正や両賭けが判明した場合、ボーナスは取り消されます。",
  "รับได้หนึ่งครั้งต่อบัญชี เบอร์โทรศัพท์ บัญชีธนาคาร และอุปกรณ์ ผู้ให้บริการมีสิทธิ์เรียกคืนโบนัสหากพบการทุจริตหรือการเดิมพันสองฝั่ง",
);
const joinTerms = (specific: Text): Text =>
  Object.fromEntries(
    (Object.keys(specific) as Language[]).map((l) => [l, `${specific[l]}\n\n${COMMON_TERMS[l]}`]),
  ) as Text;

export const DEMO_PROMOTIONS: SeedPromotion[] = [
  {
    type: "deposit",
    tags: ["newbie", "special_offer"],
    template: "deposit_match",
    entry: "join",
    title: t(
      "Thưởng nạp đầu 100% đến 8.888.000 ₫",
      "100% first-deposit bonus up to ₫8,888,000",
      "首存 100% 奖金，最高 8,888,000 ₫",
      "初回入金 100% ボーナス 最大 8,888,000 ₫",
      "โบนัสฝากครั้งแรก 100% สูงสุด 8,888,000 ₫",
    ),
    summary: t(
      "Nhân đôi lần nạp đầu tiên từ 100.000 ₫: chọn khuyến mãi khi nạp tiền.",
      "Double your first deposit of ₫100,000 or more: choose the bonus when you deposit.",
      "首次存款 100,000 ₫ 起翻倍：存款时选择此优惠。",
      "100,000 ₫ 以上の初回入金が 2 倍に：入金時にこのボーナスを選択。",
      "ฝากครั้งแรกตั้งแต่ 100,000 ₫ รับเพิ่มสองเท่า: เลือกโบนัสนี้ตอนฝากเงิน",
    ),
    terms: joinTerms(
      t(
        'Thưởng 100% số tiền nạp lần đầu, tối đa 8.888.000 ₫, nạp tối thiểu 100.000 ₫. Chọn khuyến mãi này ở trang nạp tiền (hoặc bấm "Tham gia" trước); thưởng vào ví thưởng khi lệnh nạp được duyệt.\nDoanh số cược yêu cầu: 5 lần (tiền thưởng). Slots và bắn cá tính 100%, casino trực tiếp và game bài 10%, thể thao và xổ số 0%.\nCược tối đa 500.000 ₫ mỗi ván khi đang dùng thưởng. Thưởng hết hạn sau 30 ngày.',
        '100% of your first deposit, up to ₫8,888,000; minimum deposit ₫100,000. Choose this bonus on the deposit form (or press "Join" first); it lands in your bonus wallet when the deposit is credited.\nWagering: 5× the bonus. Slots and fishing count 100%, live casino and cards 10%, sports and lottery 0%.\nMaximum bet ₫500,000 per round while the bonus is active. The bonus expires after 30 days.',
        "首次存款 100% 奖金，最高 8,888,000 ₫，最低存款 100,000 ₫。在存款页面选择此优惠（或先点击“参加”），存款到账时奖金进入奖金钱包。\n流水要求：奖金的 5 倍。老虎机和捕鱼计 100%，真人和棋牌计 10%，体育和彩票不计。\n奖金有效期间每局最高投注 500,000 ₫。奖金 30 天后过期。",
        "初回入金額の 100%、最大 8,888,000 ₫。最低入金額 100,000 ₫。入金画面でこのボーナスを選ぶ（または先に「参加する」を押す）と、入金反映時にボーナスウォレットに付与されます。\n賭け条件：ボーナスの 5 倍。スロットと釣りゲームは 100%、ライブカジノとカードゲームは 10%、スポーツと宝くじは対象外。\nボーナス有効中の最大ベットは 1 回 500,000 ₫。ボーナスの有効期限は 30 日です。",
        'โบนัส 100% ของยอดฝากครั้งแรก สูงสุด 8,888,000 ₫ ฝากขั้นต่ำ 100,000 ₫ เลือกโบนัสนี้ในหน้าฝากเงิน (หรือกด "เข้าร่วม" ก่อน) โบนัสเข้ากระเป๋าโบนัสเมื่อยอดฝากได้รับการยืนยัน\nยอดเทิร์น: 5 เท่าของโบนัส สล็อตและยิงปลานับ 100% คาสิโนสดและเกมไพ่ 10% กีฬาและหวยไม่นับ\nเดิมพันสูงสุด 500,000 ₫ ต่อรอบขณะใช้โบนัส โบนัสหมดอายุใน 30 วัน',
      ),
    ),
    image: "banners/welcome.svg",
    params: {
      percent: 100,
      nth: 1,
      minDeposit: dong(100_000),
      maxBonus: dong(8_888_000),
      multiplier: 5,
      base: "bonus",
      weights: CASINO_WEIGHTS,
      maxBet: dong(500_000),
      maxConversion: null,
      validDays: 30,
    },
    startsInDays: -30,
    endsInDays: null,
  },
  {
    type: "deposit",
    tags: ["limited"],
    template: "deposit_match",
    entry: "join",
    title: t(
      "Nạp lần 2 thưởng 50% đến 2.888.000 ₫",
      "Second deposit: 50% up to ₫2,888,000",
      "第二次存款 50% 奖金，最高 2,888,000 ₫",
      "2 回目の入金 50% ボーナス 最大 2,888,000 ₫",
      "ฝากครั้งที่ 2 รับ 50% สูงสุด 2,888,000 ₫",
    ),
    summary: t(
      "Tham gia trước, rồi nạp lần thứ hai để nhận thêm 50%.",
      "Join first, then make your second deposit for 50% more.",
      "先报名，再进行第二次存款即可多得 50%。",
      "参加登録のうえ、2 回目の入金で 50% 上乗せ。",
      "เข้าร่วมก่อน แล้วฝากครั้งที่สองรับเพิ่ม 50%",
    ),
    terms: joinTerms(
      t(
        'Bấm "Tham gia" rồi nạp lần thứ hai từ 200.000 ₫: thưởng 50%, tối đa 2.888.000 ₫.\nDoanh số cược yêu cầu: 6 lần (tiền nạp + tiền thưởng). Tỷ lệ tính như khuyến mãi nạp đầu. Hết hạn sau 14 ngày.',
        'Press "Join", then make your second deposit of ₫200,000 or more: 50% bonus, up to ₫2,888,000.\nWagering: 6× (deposit + bonus), with the same game weights as the first-deposit bonus. Expires after 14 days.',
        "点击“参加”后进行第二次存款（200,000 ₫ 起）：奖金 50%，最高 2,888,000 ₫。\n流水要求：（存款＋奖金）的 6 倍，游戏计算比例同首存优惠。14 天后过期。",
        "「参加する」を押してから 2 回目の入金（200,000 ₫ 以上）：50% ボーナス、最大 2,888,000 ₫。\n賭け条件：（入金＋ボーナス）の 6 倍。ゲームの計上率は初回入金ボーナスと同じ。有効期限 14 日。",
        'กด "เข้าร่วม" แล้วฝากครั้งที่สองตั้งแต่ 200,000 ₫ รับโบนัส 50% สูงสุด 2,888,000 ₫\nยอดเทิร์น: 6 เท่าของ (ยอดฝาก + โบนัส) อัตรานับเหมือนโบนัสฝากครั้งแรก หมดอายุใน 14 วัน',
      ),
    ),
    image: "banners/welcome.svg",
    params: {
      percent: 50,
      nth: 2,
      minDeposit: dong(200_000),
      maxBonus: dong(2_888_000),
      multiplier: 6,
      base: "bonus_deposit",
      weights: CASINO_WEIGHTS,
      maxBet: dong(500_000),
      maxConversion: null,
      validDays: 14,
    },
    startsInDays: -10,
    endsInDays: 60,
  },
  {
    type: "new_player",
    tags: ["newbie"],
    template: "free_bonus",
    entry: "claim",
    title: t(
      "Liên kết Zalo nhận 131K",
      "Link Zalo, get 131K",
      "绑定 Zalo 领 131K",
      "Zalo 連携で 131K",
      "ผูก Zalo รับ 131K",
    ),
    summary: t(
      "Thành viên mới thêm Zalo vào hồ sơ và nhận ngay 131.000 ₫.",
      "New members who add Zalo to their profile get ₫131,000 at once.",
      "新会员在资料中添加 Zalo 即可领取 131,000 ₫。",
      "新規会員がプロフィールに Zalo を登録すると 131,000 ₫ を即時進呈。",
      "สมาชิกใหม่เพิ่ม Zalo ในโปรไฟล์ รับทันที 131,000 ₫",
    ),
    terms: joinTerms(
      t(
        'Dành cho tài khoản đăng ký trong 30 ngày, đã thêm Zalo trong Trung tâm bảo mật. Bấm "Nhận" để nhận 131.000 ₫ vào ví thưởng.\nDoanh số cược yêu cầu: 3 lần, mọi trò chơi tính 100%. Hết hạn sau 7 ngày. Mỗi địa chỉ IP chỉ nhận một lần.',
        'For accounts registered in the last 30 days with Zalo added in the security centre. Press "Claim" to receive ₫131,000 in your bonus wallet.\nWagering: 3×, every game counts 100%. Expires after 7 days. One claim per IP address.',
        "适用于 30 天内注册且已在安全中心添加 Zalo 的账户。点击“领取”即可获得 131,000 ₫ 奖金。\n流水要求：3 倍，所有游戏计 100%。7 天后过期。每个 IP 地址限领一次。",
        "登録から 30 日以内で、セキュリティセンターに Zalo を登録済みのアカウントが対象。「受け取る」で 131,000 ₫ がボーナスウォレットに入ります。\n賭け条件：3 倍、全ゲーム 100% 計上。有効期限 7 日。1 つの IP アドレスにつき 1 回。",
        'สำหรับบัญชีที่สมัครภายใน 30 วันและเพิ่ม Zalo ในศูนย์ความปลอดภัยแล้ว กด "รับ" เพื่อรับ 131,000 ₫ เข้ากระเป๋าโบนัส\nยอดเทิร์น: 3 เท่า ทุกเกมนับ 100% หมดอายุใน 7 วัน รับได้หนึ่งครั้งต่อ IP',
      ),
    ),
    image: "banners/welcome.svg",
    params: {
      amount: dong(131_000),
      multiplier: 3,
      base: "bonus",
      weights: ALL_WEIGHTS,
      maxBet: null,
      maxConversion: null,
      validDays: 7,
    },
    eligibility: { zaloLinked: true, maxAccountAgeDays: 30, onePerIp: true },
    startsInDays: -30,
    endsInDays: null,
  },
  {
    type: "rebate",
    tags: ["daily", "high_rebate"],
    template: "rebate",
    entry: "auto",
    title: t(
      "Hoàn trả mỗi ngày đến 1,2%",
      "Daily rebate up to 1.2%",
      "每日返水最高 1.2%",
      "毎日リベート最大 1.2%",
      "เงินคืนรายวันสูงสุด 1.2%",
    ),
    summary: t(
      "Mọi ván cược hợp lệ đều được hoàn trả, không cần vòng cược.",
      "Every valid bet earns a rebate, with no wagering required.",
      "所有有效投注均可返水，无需流水。",
      "すべての有効ベットにリベート、賭け条件なし。",
      "ทุกการเดิมพันที่นับยอดได้รับเงินคืน ไม่ต้องทำเทิร์น",
    ),
    terms: joinTerms(
      t(
        "Hoàn trả tính trên cược hợp lệ của ngày hôm trước (ván đã kết thúc) theo cấp VIP và loại trò chơi, cao nhất 1,2% (xem bảng tỷ lệ ở trang VIP). Phần thưởng có trong Trung tâm phần thưởng từ 00:10 mỗi ngày, nhận trong 3 ngày, là tiền thật (không cần vòng cược).",
        "The rebate is paid on the previous day's valid bets (settled rounds) at your VIP level's rate for each game type, up to 1.2% (see the rates on the VIP page). It appears in the reward centre from 00:10 each day, can be claimed for 3 days, and is real money (no wagering).",
        "返水按前一天的有效投注（已结算局）依 VIP 等级和游戏类型计算，最高 1.2%（费率见 VIP 页面）。每天 00:10 起出现在奖励中心，3 天内领取，为真实资金（无需流水）。",
        "リベートは前日の有効ベット（決着済みラウンド）に対し、VIP レベルとゲーム種別ごとの料率で支払われます（最大 1.2%、料率は VIP ページ参照）。毎日 00:10 以降にリワードセンターに表示され、3 日以内に受け取れます。賭け条件のないリアルマネーです。",
        "เงินคืนคำนวณจากยอดเดิมพันที่นับได้ของวันก่อนหน้า (รอบที่จบแล้ว) ตามระดับ VIP และประเภทเกม สูงสุด 1.2% (ดูอัตราในหน้า VIP) แสดงในศูนย์รางวัลตั้งแต่ 00:10 ทุกวัน รับได้ภายใน 3 วัน เป็นเงินจริง (ไม่ต้องทำเทิร์น)",
      ),
    ),
    image: "banners/rebate.svg",
    params: { multiplier: 0, base: "bonus", weights: ALL_WEIGHTS, maxBet: null, maxConversion: null, validDays: 3 },
    startsInDays: -60,
    endsInDays: null,
  },
  {
    type: "others",
    tags: ["daily"],
    template: "raffle",
    entry: "claim",
    title: t(
      "Lì xì may mắn mỗi ngày",
      "Daily lucky red envelope",
      "每日幸运红包",
      "毎日のラッキー紅包",
      "อั่งเปาโชคดีรายวัน",
    ),
    summary: t(
      "Mỗi ngày mở một bao lì xì, đến 88.888 ₫ — kết quả kiểm chứng được.",
      "Open one envelope a day, up to ₫88,888 — and verify the draw.",
      "每天开一个红包，最高 88,888 ₫，结果可验证。",
      "毎日 1 回、最大 88,888 ₫ の紅包。抽選結果は検証できます。",
      "เปิดอั่งเปาวันละหนึ่งซอง สูงสุด 88,888 ₫ ตรวจสอบผลได้",
    ),
    terms: joinTerms(
      t(
        "Dành cho thành viên đã nạp ít nhất một lần. Giải thưởng được rút từ bảng giải (xác suất công bố bên dưới) bằng hạt giống máy chủ đã cam kết trước (mã băm SHA-256 hiển thị), hạt giống của bạn và ngày; hạt giống máy chủ được công bố khi chương trình kết thúc để bạn tự kiểm tra.\nDoanh số cược yêu cầu: 1 lần. Hết hạn sau 3 ngày.",
        "For members with at least one deposit. The prize is drawn from the prize table (chances shown below) with a server seed committed in advance (its SHA-256 hash is shown), your own seed and the day; the server seed is published when the promotion ends so you can check it yourself.\nWagering: 1×. Expires after 3 days.",
        "适用于至少存款一次的会员。奖品依奖品表（概率见下方）以预先承诺的服务器种子（显示其 SHA-256 哈希）、您的种子和日期抽出；活动结束时公布服务器种子，您可自行验证。\n流水要求：1 倍。3 天后过期。",
        "入金実績が 1 回以上の会員が対象。賞品は賞品表（確率は下記）から、事前にコミットされたサーバーシード（SHA-256 ハッシュを表示）、あなたのシード、日付で抽選されます。終了時にサーバーシードを公開するので、ご自身で検証できます。\n賭け条件：1 倍。有効期限 3 日。",
        "สำหรับสมาชิกที่ฝากเงินแล้วอย่างน้อยหนึ่งครั้ง รางวัลสุ่มจากตารางรางวัล (ดูโอกาสด้านล่าง) ด้วยซีดเซิร์ฟเวอร์ที่ผูกมัดไว้ล่วงหน้า (แสดงแฮช SHA-256) ซีดของคุณ และวันที่ ซีดเซิร์ฟเวอร์จะเปิดเผยเมื่อจบโปรโมชั่นเพื่อให้คุณตรวจสอบเอง\nยอดเทิร์น: 1 เท่า หมดอายุใน 3 วัน",
      ),
    ),
    image: "banners/rebate.svg",
    params: {
      prizes: [
        { amount: dong(8_888), weight: 600 },
        { amount: dong(18_888), weight: 300 },
        { amount: dong(38_888), weight: 90 },
        { amount: dong(88_888), weight: 10 },
      ],
      multiplier: 1,
      base: "bonus",
      weights: ALL_WEIGHTS,
      maxBet: null,
      maxConversion: null,
      validDays: 3,
    },
    eligibility: { minDeposits: 1 },
    startsInDays: -7,
    endsInDays: 90,
  },
  {
    type: "others",
    tags: ["special_offer"],
    template: "promo_code",
    entry: "code",
    title: t("Mã quà tặng LOTUS88", "Gift code LOTUS88", "礼品码 LOTUS88", "ギフトコード LOTUS88", "รหัสของขวัญ LOTUS88"),
    summary: t(
      "Nhập mã LOTUS88 để nhận 88.000 ₫.",
      "Enter LOTUS88 to receive ₫88,000.",
      "输入 LOTUS88 领取 88,000 ₫。",
      "LOTUS88 を入力して 88,000 ₫ を受け取ろう。",
      "ใส่รหัส LOTUS88 รับ 88,000 ₫",
    ),
    terms: joinTerms(
      t(
        "Nhập mã LOTUS88 một lần cho mỗi tài khoản đã xác minh số điện thoại. Doanh số cược yêu cầu: 5 lần, slots và bắn cá 100%. Hết hạn sau 7 ngày.",
        "Enter LOTUS88 once per account with a verified phone number. Wagering: 5×, slots and fishing 100%. Expires after 7 days.",
        "已验证手机号的账户可输入 LOTUS88 一次。流水要求：5 倍，老虎机和捕鱼计 100%。7 天后过期。",
        "電話番号認証済みのアカウントで 1 回のみ LOTUS88 を入力できます。賭け条件：5 倍、スロットと釣りゲームは 100%。有効期限 7 日。",
        "ใส่รหัส LOTUS88 ได้หนึ่งครั้งต่อบัญชีที่ยืนยันเบอร์โทรแล้ว ยอดเทิร์น: 5 เท่า สล็อตและยิงปลานับ 100% หมดอายุใน 7 วัน",
      ),
    ),
    image: "banners/slots.svg",
    params: {
      amount: dong(88_000),
      code: "LOTUS88",
      multiplier: 5,
      base: "bonus",
      weights: CASINO_WEIGHTS,
      maxBet: dong(200_000),
      maxConversion: dong(880_000),
      validDays: 7,
    },
    eligibility: { verifiedPhone: true },
    startsInDays: -14,
    endsInDays: 45,
  },
  {
    type: "slots",
    tags: ["special_offer"],
    template: "free_bonus",
    entry: "apply",
    title: t(
      "Nổ hũ x500 thưởng thêm 188.000 ₫",
      "Hit ×500 on a slot, get ₫188,000 more",
      "老虎机中 500 倍，加赠 188,000 ₫",
      "スロットで 500 倍達成で 188,000 ₫ 追加",
      "สล็อตแตก x500 รับเพิ่ม 188,000 ₫",
    ),
    summary: t(
      "Gửi ảnh chụp ván thắng từ 500 lần tiền cược, nhân viên duyệt trong 24 giờ.",
      "Send a screenshot of a win of 500× your stake or more; staff review it within 24 hours.",
      "提交赢得投注额 500 倍以上的截图，客服 24 小时内审核。",
      "ベット額の 500 倍以上の勝利のスクリーンショットを送信。24 時間以内に審査します。",
      "ส่งภาพหน้าจอรอบที่ชนะ 500 เท่าของเดิมพันขึ้นไป เจ้าหน้าที่ตรวจภายใน 24 ชั่วโมง",
    ),
    terms: joinTerms(
      t(
        "Gửi đơn kèm tối đa 3 ảnh (PNG/JPG, mỗi ảnh ≤ 5 MB) và ghi chú mã ván. Mỗi tài khoản một lần. Thưởng 188.000 ₫, doanh số cược yêu cầu 1 lần, hết hạn sau 7 ngày.",
        "Apply with up to 3 images (PNG/JPG, ≤ 5 MB each) and the round number in the remark. Once per account. Bonus ₫188,000, wagering 1×, expires after 7 days.",
        "提交申请，附最多 3 张图片（PNG/JPG，每张 ≤ 5 MB），备注填写局号。每个账户一次。奖金 188,000 ₫，流水 1 倍，7 天后过期。",
        "画像最大 3 枚（PNG/JPG、各 5 MB 以下）とラウンド番号を備考に記入して申請。1 アカウント 1 回。ボーナス 188,000 ₫、賭け条件 1 倍、有効期限 7 日。",
        "ส่งใบสมัครพร้อมรูปไม่เกิน 3 รูป (PNG/JPG รูปละไม่เกิน 5 MB) และระบุหมายเลขรอบในหมายเหตุ หนึ่งครั้งต่อบัญชี โบนัส 188,000 ₫ ยอดเทิร์น 1 เท่า หมดอายุใน 7 วัน",
      ),
    ),
    image: "banners/slots.svg",
    params: {
      amount: dong(188_000),
      multiplier: 1,
      base: "bonus",
      weights: ALL_WEIGHTS,
      maxBet: null,
      maxConversion: null,
      validDays: 7,
    },
    startsInDays: -5,
    endsInDays: 30,
  },
  {
    type: "live",
    tags: ["vip"],
    template: "cashback",
    entry: "apply",
    title: t(
      "Hoàn tiền thua casino trực tiếp 5%",
      "5% cashback on live casino losses",
      "真人娱乐输额返还 5%",
      "ライブカジノ負け額 5% キャッシュバック",
      "คืนยอดเสียคาสิโนสด 5%",
    ),
    summary: t(
      "Thua ròng trong tuần ở casino trực tiếp? Gửi đơn để nhận lại 5%.",
      "A net loss at live casino this week? Apply to get 5% back.",
      "本周真人娱乐净输？申请返还 5%。",
      "今週のライブカジノで負け越し？申請で 5% を返金。",
      "เสียสุทธิที่คาสิโนสดสัปดาห์นี้? สมัครรับคืน 5%",
    ),
    terms: joinTerms(
      t(
        "Dành cho VIP 2 trở lên. Nhân viên tính 5% số thua ròng ở casino trực tiếp từ thứ Hai đến Chủ nhật và duyệt đơn vào thứ Hai kế tiếp. Doanh số cược yêu cầu 1 lần, hết hạn sau 7 ngày.",
        "For VIP 2 and above. Staff compute 5% of your net live-casino loss from Monday to Sunday and review applications the following Monday. Wagering 1×, expires after 7 days.",
        "适用于 VIP 2 及以上。客服按周一至周日真人娱乐净输额的 5% 计算，并于下周一审核。流水 1 倍，7 天后过期。",
        "VIP 2 以上が対象。月曜から日曜のライブカジノの純損失の 5% を計算し、翌週月曜に審査します。賭け条件 1 倍、有効期限 7 日。",
        "สำหรับ VIP 2 ขึ้นไป เจ้าหน้าที่คำนวณ 5% ของยอดเสียสุทธิคาสิโนสดตั้งแต่วันจันทร์ถึงอาทิตย์ และตรวจใบสมัครในวันจันทร์ถัดไป ยอดเทิร์น 1 เท่า หมดอายุใน 7 วัน",
      ),
    ),
    image: "banners/rebate.svg",
    params: {
      percent: 5,
      maxBonus: dong(5_000_000),
      multiplier: 1,
      base: "bonus",
      weights: ALL_WEIGHTS,
      maxBet: null,
      maxConversion: null,
      validDays: 7,
    },
    eligibility: { minVipLevel: 2 },
    startsInDays: -3,
    endsInDays: 28,
  },
  {
    type: "app_download",
    tags: ["newbie"],
    template: "free_bonus",
    entry: "apply",
    title: t(
      "Tải ứng dụng nhận 58.000 ₫",
      "Get the app, get ₫58,000",
      "下载 App 领 58,000 ₫",
      "アプリで 58,000 ₫",
      "โหลดแอปรับ 58,000 ₫",
    ),
    summary: t(
      "Đăng nhập lần đầu trên ứng dụng và gửi ảnh màn hình để nhận thưởng.",
      "Log in on the app for the first time and send a screenshot to receive the bonus.",
      "首次登录 App 并提交截图即可领取。",
      "アプリで初ログインし、スクリーンショットを送ると受け取れます。",
      "ล็อกอินแอปครั้งแรกแล้วส่งภาพหน้าจอเพื่อรับโบนัส",
    ),
    terms: joinTerms(
      t(
        "Tải ứng dụng ở trang Tải ứng dụng, đăng nhập, chụp màn hình trang chủ trong ứng dụng và gửi đơn. Thưởng 58.000 ₫, doanh số cược yêu cầu 2 lần, hết hạn sau 7 ngày.",
        "Get the app from the app download page, log in, take a screenshot of its home page and apply. Bonus ₫58,000, wagering 2×, expires after 7 days.",
        "在下载页面下载 App，登录后截取 App 首页并提交申请。奖金 58,000 ₫，流水 2 倍，7 天后过期。",
        "ダウンロードページからアプリを入手してログインし、ホーム画面のスクリーンショットを添えて申請。ボーナス 58,000 ₫、賭け条件 2 倍、有効期限 7 日。",
        "ดาวน์โหลดแอปจากหน้าดาวน์โหลด ล็อกอิน จับภาพหน้าแรกในแอปแล้วส่งใบสมัคร โบนัส 58,000 ₫ ยอดเทิร์น 2 เท่า หมดอายุใน 7 วัน",
      ),
    ),
    image: "banners/welcome.svg",
    params: {
      amount: dong(58_000),
      multiplier: 2,
      base: "bonus",
      weights: ALL_WEIGHTS,
      maxBet: null,
      maxConversion: null,
      validDays: 7,
    },
    startsInDays: -20,
    endsInDays: null,
  },
  {
    type: "vip",
    tags: ["vip"],
    template: "info",
    entry: "auto",
    title: t(
      "Quà thăng cấp VIP đến 28.888.000 ₫",
      "VIP level-up gifts up to ₫28,888,000",
      "VIP 晋级礼金最高 28,888,000 ₫",
      "VIP 昇格ボーナス最大 28,888,000 ₫",
      "ของขวัญเลื่อนระดับ VIP สูงสุด 28,888,000 ₫",
    ),
    summary: t(
      "Mỗi lần lên cấp nhận quà trong Trung tâm phần thưởng.",
      "Every level-up brings a gift in the reward centre.",
      "每次晋级都会在奖励中心收到礼金。",
      "昇格のたびにリワードセンターにギフトが届きます。",
      "เลื่อนระดับทุกครั้งรับของขวัญในศูนย์รางวัล",
    ),
    terms: joinTerms(
      t(
        "Cấp VIP được xét mỗi ngày theo tổng cược hợp lệ và tổng nạp (xem trang VIP). Mỗi cấp chỉ nhận quà một lần.",
        "Your VIP level is reviewed daily from your total valid bets and deposits (see the VIP page). Each level's gift is given once.",
        "VIP 等级每天按累计有效投注和存款评定（见 VIP 页面）。每个等级的礼金仅发放一次。",
        "VIP レベルは累計有効ベットと入金額で毎日判定されます（VIP ページ参照）。各レベルのギフトは 1 回のみ。",
        "ระดับ VIP ประเมินทุกวันจากยอดเดิมพันที่นับได้และยอดฝากสะสม (ดูหน้า VIP) ของขวัญแต่ละระดับรับได้ครั้งเดียว",
      ),
    ),
    image: "banners/rebate.svg",
    params: { multiplier: 1, base: "bonus", weights: ALL_WEIGHTS, maxBet: null, maxConversion: null, validDays: 30 },
    startsInDays: -60,
    endsInDays: null,
  },
  {
    type: "points_mall",
    tags: [],
    template: "info",
    entry: "auto",
    title: t(
      "Đổi điểm lấy quà và tiền mặt",
      "Exchange points for gifts and cash",
      "积分兑换礼品和现金",
      "ポイントをギフトや現金に交換",
      "แลกแต้มเป็นของขวัญและเงินสด",
    ),
    summary: t(
      "Mỗi ván cược tích điểm, điểm không bao giờ hết hạn.",
      "Every bet earns points, and points never expire.",
      "每笔投注都能积分，积分永不过期。",
      "ベットごとにポイントが貯まり、有効期限はありません。",
      "ทุกการเดิมพันสะสมแต้ม และแต้มไม่มีวันหมดอายุ",
    ),
    terms: joinTerms(
      t(
        "Điểm tích theo cược hợp lệ và tiền nạp theo bảng tỷ lệ ở Cửa hàng điểm. Đổi quà hoặc đổi thành tiền với mật khẩu thanh toán.",
        "Points are earned from valid bets and deposits at the rates shown in the points mall. Exchange them for gifts or cash with your payment password.",
        "积分按积分商城所示比例由有效投注和存款累积。凭支付密码兑换礼品或现金。",
        "ポイントは有効ベットと入金からポイントモールの料率で貯まります。支払いパスワードでギフトや現金に交換できます。",
        "แต้มสะสมจากยอดเดิมพันที่นับได้และยอดฝากตามอัตราในร้านแลกแต้ม แลกของขวัญหรือเงินสดด้วยรหัสผ่านการชำระเงิน",
      ),
    ),
    image: "banners/slots.svg",
    params: { multiplier: 0, base: "bonus", weights: ALL_WEIGHTS, maxBet: null, maxConversion: null, validDays: 1 },
    startsInDays: -60,
    endsInDays: null,
  },
  {
    type: "gaming",
    tags: ["limited"],
    template: "free_bonus",
    entry: "claim",
    title: t(
      "Tuần lễ bắn cá: quà 38.000 ₫",
      "Fishing week: a ₫38,000 gift",
      "捕鱼周：礼金 38,000 ₫",
      "釣りゲーム週間：38,000 ₫ プレゼント",
      "สัปดาห์ยิงปลา: ของขวัญ 38,000 ₫",
    ),
    summary: t(
      "Sắp diễn ra: nhận quà 38.000 ₫ dùng cho các trò bắn cá.",
      "Coming soon: a ₫38,000 gift for fishing games.",
      "即将开始：领取 38,000 ₫ 捕鱼礼金。",
      "近日開始：釣りゲーム用 38,000 ₫ プレゼント。",
      "เร็ว ๆ นี้: รับของขวัญ 38,000 ₫ สำหรับเกมยิงปลา",
    ),
    terms: joinTerms(
      t(
        "Chỉ trò bắn cá tính doanh số (100%). Doanh số cược yêu cầu 4 lần, hết hạn sau 5 ngày.",
        "Only fishing games count towards wagering (100%). Wagering 4×, expires after 5 days.",
        "仅捕鱼游戏计入流水（100%）。流水 4 倍，5 天后过期。",
        "賭け条件に計上されるのは釣りゲームのみ（100%）。賭け条件 4 倍、有効期限 5 日。",
        "นับยอดเทิร์นเฉพาะเกมยิงปลา (100%) ยอดเทิร์น 4 เท่า หมดอายุใน 5 วัน",
      ),
    ),
    image: "banners/slots.svg",
    params: {
      amount: dong(38_000),
      multiplier: 4,
      base: "bonus",
      weights: { default: 0, category: { FISH: 100 } },
      maxBet: null,
      maxConversion: null,
      validDays: 5,
    },
    eligibility: { minDeposits: 1 },
    startsInDays: 3,
    endsInDays: 10,
  },
];

/** A small PNG (a screenshot stand-in for the demo's application): a gold "×612" band on dark green. */
export function demoScreenshotPng(width = 160, height = 96): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (2 * height) / 3 && x > width / 8 && x < (7 * width) / 8;
      row.set(band ? [232, 180, 60] : [18, 64 + ((x + y) % 24), 48], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function memberId(db: DbClient, account: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = $1", [account]);
  return rows[0]?.id ?? null;
}

/**
 * Seeds the promotions when there are none, and what makes their pages meaningful on first start: vip01
 * holds an active first-deposit bonus (bonusDetails, the meter in a slot), vip02 has an application with
 * a picture waiting in the console's queue.
 */
export async function seedDemoPromotions(db: DbClient): Promise<void> {
  const { rows } = await db.query("select 1 from promotion limit 1");
  if (rows.length > 0) return;
  const now = Date.now();
  const ids: bigint[] = [];
  for (const [i, p] of DEMO_PROMOTIONS.entries()) {
    const { rows: inserted } = await db.query<{ id: bigint }>(
      `insert into promotion (type, tags, template, entry, title, summary, terms, image_url, params, eligibility, enabled,
                              sort, starts_at, ends_at, code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $13, $14) returning id`,
      [
        p.type,
        p.tags,
        p.template,
        p.entry,
        JSON.stringify(p.title),
        JSON.stringify(p.summary),
        JSON.stringify(p.terms),
        p.image,
        JSON.stringify(p.params),
        JSON.stringify(p.eligibility ?? {}),
        i * 10,
        new Date(now + p.startsInDays * DAY),
        p.endsInDays === null ? null : new Date(now + p.endsInDays * DAY),
        p.params.code ?? null,
      ],
    );
    ids.push(inserted[0]!.id);
  }

  const first = DEMO_PROMOTIONS.findIndex((p) => p.template === "deposit_match" && p.params.nth === 1);
  const holder = await memberId(db, "vip01");
  if (holder !== null) {
    const { grantId } = await giveGrant(db, {
      memberId: holder,
      source: "promotion",
      ref: `${ids[first]}:demo`,
      amount: 50_000_000n,
      terms: termsOf(DEMO_PROMOTIONS[first]!.params, new Date(now)),
      promotionId: ids[first]!,
      title: DEMO_PROMOTIONS[first]!.title,
    });
    await db.query(
      `insert into promotion_participation (promotion_id, member_id, state, request_id, grant_id)
       values ($1, $2, 'issued', 'demo-seed', $3)`,
      [ids[first]!.toString(), holder.toString(), grantId.toString()],
    );
  }
  const applicationPromotion = DEMO_PROMOTIONS.findIndex((p) => p.entry === "apply" && p.type === "slots");
  const applicant = await memberId(db, "vip02");
  if (applicant !== null) {
    const { rows: applied } = await db.query<{ id: bigint }>(
      `insert into promotion_participation (promotion_id, member_id, state, request_id, remark, ip)
       values ($1, $2, 'applying', 'demo-seed', 'Ván #LS-20261127-612 thắng x612 ở Rồng Vàng', '127.0.0.1')
       returning id`,
      [ids[applicationPromotion]!.toString(), applicant.toString()],
    );
    await db.query(
      `insert into promotion_image (member_id, participation_id, content_type, bytes) values ($1, $2, 'image/png', $3)`,
      [applicant.toString(), applied[0]!.id.toString(), demoScreenshotPng()],
    );
  }
}
