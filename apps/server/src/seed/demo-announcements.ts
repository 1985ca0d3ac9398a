import type { ConsoleNoticeInput, LocalizedText } from "@lotus/contracts";
import { inTransaction, type Db } from "../db/pool.ts";
import { seedPages } from "../modules/content/index.ts";
import { seedNotices } from "../modules/notices/index.ts";
import { demoContentPages } from "./demo-content-pages.ts";

const t = (vi: string, en: string, zh: string, ja: string, th: string): LocalizedText => ({ vi, en, zh, ja, th });
const DAY_MS = 86_400_000;

type DemoNotice = Omit<ConsoleNoticeInput, "startsAt" | "endsAt" | "sort" | "enabled" | "imageUrl" | "linkUrl"> & {
  imageUrl?: string;
  linkUrl?: string;
  /** Days from now the notice starts (negative: already running) and ends (null: open-ended). */
  startDays?: number;
  endDays?: number | null;
  sort?: number;
};

/**
 * Issue 16 demo announcements beside the brand's first notices (demo-content.ts): one of each type
 * for a chosen audience — a popup only logged-in members see, a marquee line for VIP members, one for
 * agent01's team, help-centre notices (H), a promotion for members and a maintenance notice scheduled
 * for tomorrow (the console shows it as scheduled).
 */
const demoNotices: Record<string, DemoNotice> = {
  "members-popup-envelope": {
    type: "PU",
    audience: "members",
    vipLevels: [],
    agentAccount: null,
    title: t("Mưa lì xì tối nay", "Red envelope rain tonight", "今晚红包雨", "今夜は紅包の雨", "ฝนอั่งเปาคืนนี้"),
    content: t(
      "Mỗi tối từ 20:00 đến 20:30, lì xì rơi cho mọi thành viên đang đăng nhập. Mở trang Lì xì để nhận phần của bạn.",
      "Every evening from 20:00 to 20:30, red envelopes fall for every logged-in member. Open the Red envelope page to grab yours.",
      "每晚 20:00 至 20:30，红包雨为所有已登录会员降临。打开红包页面领取您的一份。",
      "毎晩 20:00〜20:30、ログイン中の会員全員に紅包が降ります。紅包ページを開いて受け取りましょう。",
      "ทุกคืนเวลา 20:00–20:30 อั่งเปาจะตกให้สมาชิกทุกคนที่เข้าสู่ระบบ เปิดหน้าอั่งเปาเพื่อรับส่วนของคุณ",
    ),
    imageUrl: "banners/rebate.svg",
    linkUrl: "/redEnvelope",
  },
  "vip-marquee": {
    type: "PL",
    audience: "members",
    vipLevels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    agentAccount: null,
    title: t("Thành viên VIP", "VIP members", "VIP 会员", "VIP 会員", "สมาชิก VIP"),
    content: t(
      "Cảm ơn quý khách VIP: quà thăng cấp và thưởng hằng tháng đang chờ trong Trung tâm phần thưởng.",
      "Thank you, VIP member: your upgrade gift and monthly bonus are waiting in the reward centre.",
      "感谢您，VIP 会员：晋级礼金和每月奖金已在奖励中心等您领取。",
      "VIP 会員の皆さま、いつもありがとうございます。昇格ギフトと月間ボーナスが報酬センターでお待ちしています。",
      "ขอบคุณสมาชิก VIP ของขวัญเลื่อนระดับและโบนัสรายเดือนรอคุณอยู่ที่ศูนย์รางวัล",
    ),
    linkUrl: "/vip",
  },
  "agent01-team-marquee": {
    type: "PL",
    audience: "members",
    vipLevels: [],
    agentAccount: "agent01",
    title: t("Đội của bạn", "Your team", "您的团队", "あなたのチーム", "ทีมของคุณ"),
    content: t(
      "Thành viên đội agent01: cần hỗ trợ nạp rút, hãy nhắn đại lý của bạn hoặc CSKH trực tuyến 24/7.",
      "agent01's team: for help with deposits and withdrawals, message your agent or our 24/7 live support.",
      "agent01 团队成员：存提款需要帮助，请联系您的代理或 24 小时在线客服。",
      "agent01 チームの皆さま：入出金のご相談は担当エージェントか 24 時間ライブサポートへどうぞ。",
      "สมาชิกทีม agent01: ต้องการความช่วยเหลือเรื่องฝากถอน ติดต่อเอเจนต์ของคุณหรือแชทสด 24 ชั่วโมง",
    ),
  },
  "help-beginner": {
    type: "H",
    audience: "all",
    vipLevels: [],
    agentAccount: null,
    title: t("Mới đến Lotus?", "New to Lotus?", "初次来到 Lotus？", "Lotus は初めてですか？", "เพิ่งมาที่ Lotus?"),
    content: t(
      "Đọc hướng dẫn bốn bước: đăng ký, nạp tiền VietQR, chơi và rút tiền.",
      "Read the four-step guide: register, deposit with VietQR, play and withdraw.",
      "阅读四步指南：注册、VietQR 存款、游戏和提款。",
      "4 ステップのガイドをお読みください：登録、VietQR 入金、プレイ、出金。",
      "อ่านคู่มือสี่ขั้นตอน: สมัคร ฝากเงินด้วย VietQR เล่น และถอนเงิน",
    ),
    linkUrl: "/beginner-guide",
  },
  "help-limits": {
    type: "H",
    audience: "members",
    vipLevels: [],
    agentAccount: null,
    title: t("Đặt giới hạn nạp tiền", "Set a deposit limit", "设置存款限额", "入金上限を設定", "ตั้งวงเงินฝาก"),
    content: t(
      "Bạn có thể đặt giới hạn nạp, thua, cược và thời gian chơi bất cứ lúc nào.",
      "You can set deposit, loss, wager and session limits at any time.",
      "您可以随时设置存款、亏损、投注和游戏时长限额。",
      "入金・損失・ベット額・プレイ時間の上限はいつでも設定できます。",
      "คุณตั้งวงเงินฝาก ขาดทุน เดิมพัน และเวลาเล่นได้ทุกเมื่อ",
    ),
    linkUrl: "/responsible-gaming",
  },
  "members-points-promotion": {
    type: "PR",
    audience: "members",
    vipLevels: [],
    agentAccount: null,
    title: t("Đổi điểm lấy quà", "Swap points for gifts", "积分兑换礼品", "ポイントでギフト交換", "แลกแต้มรับของรางวัล"),
    content: t(
      "Mỗi ván cược đều tích điểm. Đổi điểm lấy tiền thưởng hoặc quà trong Cửa hàng điểm.",
      "Every bet earns points. Swap them for bonus cash or gifts in the points mall.",
      "每笔投注都能累积积分，可在积分商城兑换奖金或礼品。",
      "ベットするたびにポイントが貯まります。ポイントモールでボーナスやギフトと交換できます。",
      "ทุกการเดิมพันได้แต้ม แลกเป็นโบนัสหรือของรางวัลได้ที่ร้านแลกแต้ม",
    ),
    imageUrl: "banners/slots.svg",
    linkUrl: "/pointMall",
  },
  "maintenance-tomorrow": {
    type: "PL",
    audience: "all",
    vipLevels: [],
    agentAccount: null,
    startDays: 1,
    endDays: 2,
    title: t("Bảo trì định kỳ", "Scheduled maintenance", "定期维护", "定期メンテナンス", "ปิดปรับปรุงตามกำหนด"),
    content: t(
      "Hệ thống bảo trì từ 02:00 đến 04:00; nạp tiền VietQR vẫn được ghi nhận và cộng sau bảo trì.",
      "Maintenance from 02:00 to 04:00; VietQR deposits are still recorded and credited afterwards.",
      "系统将于 02:00 至 04:00 维护；VietQR 存款仍会记录，并在维护后入账。",
      "02:00〜04:00 にメンテナンスを行います。VietQR の入金は記録され、終了後に反映されます。",
      "ปิดปรับปรุงระบบเวลา 02:00–04:00 ยอดฝาก VietQR ยังถูกบันทึกและเข้าบัญชีหลังปรับปรุงเสร็จ",
    ),
  },
};

/** The content pages' first published texts and the issue 16 announcements, each once. */
export async function seedDemoAnnouncements(db: Db): Promise<void> {
  await seedPages(db, demoContentPages);
  const now = Date.now();
  const inputs = Object.fromEntries(
    Object.entries(demoNotices).map(([key, n]) => {
      const { startDays, endDays, sort, imageUrl, linkUrl, ...rest } = n;
      const input: ConsoleNoticeInput = {
        ...rest,
        imageUrl: imageUrl ?? "",
        linkUrl: linkUrl ?? "",
        startsAt: new Date(now + (startDays ?? -1) * DAY_MS).toISOString(),
        endsAt: endDays === undefined || endDays === null ? null : new Date(now + endDays * DAY_MS).toISOString(),
        sort: sort ?? 50,
        enabled: true,
      };
      return [key, input];
    }),
  );
  await inTransaction(db, (tx) => seedNotices(tx, inputs));
}
