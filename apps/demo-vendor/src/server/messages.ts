import type { VendorErrorCode } from "../protocol.ts";

/*
 * The demo vendor's own messages for its game pages, in the page's language (`lang` of the launch
 * URL): vi (default), en, zh, ja, th. `{min}` and `{max}` are stake limits formatted in the language.
 */

export const LANGUAGES = ["vi", "en", "zh", "ja", "th"] as const;
export type Language = (typeof LANGUAGES)[number];

const MESSAGES: Record<VendorErrorCode, Record<Language, string>> = {
  invalid_request: {
    vi: "Yêu cầu không hợp lệ.",
    en: "The request is not valid.",
    zh: "请求无效。",
    ja: "リクエストが正しくありません。",
    th: "คำขอไม่ถูกต้อง",
  },
  session_invalid: {
    vi: "Phiên chơi đã hết hạn hoặc không hợp lệ. Vui lòng mở lại trò chơi từ sảnh.",
    en: "Your game session has expired or is not valid. Please reopen the game from the lobby.",
    zh: "游戏会话已过期或无效，请从大厅重新打开游戏。",
    ja: "ゲームセッションの有効期限が切れたか、無効です。ロビーからゲームを開き直してください。",
    th: "เซสชันเกมหมดอายุหรือไม่ถูกต้อง โปรดเปิดเกมใหม่จากล็อบบี้",
  },
  game_unavailable: {
    vi: "Trò chơi này hiện không khả dụng.",
    en: "This game is not available right now.",
    zh: "该游戏暂时无法使用。",
    ja: "このゲームは現在ご利用いただけません。",
    th: "เกมนี้ไม่พร้อมให้บริการในขณะนี้",
  },
  invalid_bet: {
    vi: "Mức cược không hợp lệ. Tổng tiền cược mỗi ván từ {min} đến {max}.",
    en: "This bet is not valid. The total stake per round must be between {min} and {max}.",
    zh: "投注无效。每局总投注额须在 {min} 至 {max} 之间。",
    ja: "このベットは無効です。1ラウンドの合計ベット額は {min}〜{max} の範囲で指定してください。",
    th: "การเดิมพันนี้ไม่ถูกต้อง ยอดเดิมพันรวมต่อรอบต้องอยู่ระหว่าง {min} ถึง {max}",
  },
  insufficient_balance: {
    vi: "Số dư không đủ để đặt cược này. Vui lòng nạp tiền trên trang chủ.",
    en: "Your balance is too low for this bet. Please make a deposit on the site.",
    zh: "余额不足，无法进行此投注。请先在网站充值。",
    ja: "残高が不足しているため、このベットはできません。サイトで入金してください。",
    th: "ยอดเงินคงเหลือไม่พอสำหรับการเดิมพันนี้ โปรดฝากเงินที่เว็บไซต์",
  },
  round_in_progress: {
    vi: "Ván trước vẫn đang được xử lý. Vui lòng đợi trong giây lát.",
    en: "Your previous round is still being processed. Please wait a moment.",
    zh: "上一局仍在处理中，请稍候。",
    ja: "前のラウンドをまだ処理中です。しばらくお待ちください。",
    th: "รอบก่อนหน้ายังอยู่ระหว่างดำเนินการ โปรดรอสักครู่",
  },
  round_settling: {
    vi: "Ván chơi đang được thanh toán. Kết quả sẽ hiển thị trong giây lát.",
    en: "Your round is being settled. The result will appear in a moment.",
    zh: "本局正在结算，结果稍后显示。",
    ja: "ラウンドを精算中です。まもなく結果が表示されます。",
    th: "กำลังสรุปผลรอบนี้ ผลลัพธ์จะแสดงในอีกสักครู่",
  },
  wallet_timeout: {
    vi: "Ví không phản hồi kịp thời nên ván chơi đã bị hủy và tiền cược được hoàn lại.",
    en: "The wallet did not answer in time, so the round was cancelled and your stake returned.",
    zh: "钱包未及时响应，本局已取消，投注金额已退还。",
    ja: "ウォレットから時間内に応答がなかったため、ラウンドは取り消され、ベット額は返金されました。",
    th: "กระเป๋าเงินไม่ตอบกลับภายในเวลาที่กำหนด รอบนี้จึงถูกยกเลิกและคืนเงินเดิมพันแล้ว",
  },
  wallet_error: {
    vi: "Không thể kết nối với ví. Vui lòng thử lại.",
    en: "The wallet could not be reached. Please try again.",
    zh: "无法连接钱包，请重试。",
    ja: "ウォレットに接続できません。もう一度お試しください。",
    th: "ไม่สามารถเชื่อมต่อกระเป๋าเงินได้ โปรดลองอีกครั้ง",
  },
  round_not_found: {
    vi: "Không tìm thấy ván chơi này.",
    en: "This round was not found.",
    zh: "未找到该局。",
    ja: "このラウンドは見つかりません。",
    th: "ไม่พบรอบการเล่นนี้",
  },
};

const LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-US", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

/** The first supported language among the candidates (e.g. "en-US" → en); vi when none is. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(",")) {
      const base = part.trim().slice(0, 2).toLowerCase();
      if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
    }
  }
  return "vi";
}

/** An amount in minor units (VND × 100) as the page shows it, e.g. "1.000 ₫" in vi. */
export function formatVnd(minor: bigint, lang: Language): string {
  const major = minor / 100n;
  return `${new Intl.NumberFormat(LOCALES[lang]).format(major)} ₫`;
}

export function message(lang: Language, code: VendorErrorCode, params: Record<string, string> = {}): string {
  return MESSAGES[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
