import type { Db } from "../db/pool.ts";
import { sendMessage, sendToSegment } from "../modules/messages/index.ts";
import { DEMO_OPENING_BALANCE } from "./demo-money.ts";

/*
 * The demo inbox (issue 16), idempotent by dedupe key: a welcome message for the demo members, the
 * "deposit arrived" message of demo01's opening balance, and one offer sent to everyone (marketing)
 * — so the header's badge and the member centre's messageV2 show something on the first start.
 * demo01 has read its welcome already (read and unread messages side by side).
 */

const WELCOMED = ["demo01", "vip01", "vip02", "vip03", "newbie01"] as const;

const OFFER = {
  title: {
    vi: "Ưu đãi mới trong Trung tâm khuyến mãi",
    en: "New offers in the promotions centre",
    zh: "优惠中心上新了",
    ja: "プロモーションセンターに新しい特典",
    th: "ข้อเสนอใหม่ในศูนย์โปรโมชัน",
  },
  body: {
    vi: "Thưởng nạp lần đầu, vòng quay may mắn và mưa lì xì mỗi tối đang chờ bạn. Mở Trung tâm khuyến mãi để tham gia.\n\nHãy chơi có trách nhiệm: bạn có thể đặt giới hạn nạp tiền bất cứ lúc nào.",
    en: "A first-deposit match, the lucky wheel and the evening red envelope rain are waiting for you. Open the promotions centre to join.\n\nPlay responsibly: you can set a deposit limit at any time.",
    zh: "首存奖金、幸运转盘和每晚红包雨等您来参加。打开优惠中心即可参与。\n\n请理性娱乐：您可以随时设置存款限额。",
    ja: "初回入金ボーナス、ラッキーホイール、毎晩のお年玉レインがあなたを待っています。プロモーションセンターから参加できます。\n\n節度あるプレイを：入金限度額はいつでも設定できます。",
    th: "โบนัสฝากครั้งแรก วงล้อนำโชค และฝนอั่งเปาทุกค่ำรอคุณอยู่ เปิดศูนย์โปรโมชันเพื่อเข้าร่วม\n\nเล่นอย่างรับผิดชอบ: คุณตั้งวงเงินฝากได้ทุกเมื่อ",
  },
};

async function memberId(db: Db, account: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = $1", [account]);
  return rows[0]?.id ?? null;
}

export async function seedDemoMessages(db: Db): Promise<void> {
  for (const account of WELCOMED) {
    const id = await memberId(db, account);
    if (id === null) continue;
    await sendMessage(db, {
      memberId: id,
      template: "welcome",
      params: { account },
      category: "system",
      dedupeKey: "demo:welcome",
    });
  }
  const demo = await memberId(db, "demo01");
  if (demo !== null) {
    await sendMessage(db, {
      memberId: demo,
      template: "deposit_arrived",
      params: { amount: DEMO_OPENING_BALANCE.toString(), orderNo: "DEMO-OPENING" },
      category: "personal",
      dedupeKey: "demo:opening-deposit",
    });
    await db.query(
      "update member_message set read_at = created_at where member_id = $1 and dedupe_key = 'demo:welcome' and read_at is null",
      [demo],
    );
  }
  await sendToSegment(db, {
    segment: { kind: "all" },
    category: "marketing",
    title: OFFER.title,
    body: OFFER.body,
    sentBy: "admin01",
    dedupeKey: "demo:offers",
  });
}
