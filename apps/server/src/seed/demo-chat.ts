import type { Db } from "../db/pool.ts";

/*
 * Demo chat room (issue 16): a short conversation in each room from the demo members (nickname and
 * VIP level as they are now), spread over the last hour, so the chat dialog and the console's
 * moderation page show something real on first start. Idempotent: only while no message exists.
 */

const CONVERSATION: { room: string; account: string; text: string; minutesAgo: number }[] = [
  { room: "lobby", account: "vip01", text: "Chào cả nhà, tối nay ai chơi nổ hũ không? 🎰", minutesAgo: 58 },
  { room: "lobby", account: "demo01", text: "Mình vừa nạp xong, vào sảnh live thử vận may nè", minutesAgo: 51 },
  { room: "lobby", account: "vip02", text: "Chúc mọi người may mắn! Nhớ chơi có trách nhiệm nhé 🙏", minutesAgo: 44 },
  { room: "lobby", account: "vip03", text: "Vòng quay may mắn hôm nay có thêm lượt đó các bạn", minutesAgo: 30 },
  { room: "lottery", account: "vip01", text: "Miền Bắc hôm nay mình theo đề 27, ai theo không?", minutesAgo: 47 },
  { room: "lottery", account: "vip03", text: "Lô 68 về 3 kỳ liền rồi, kỳ này nghỉ thôi 😅", minutesAgo: 33 },
  { room: "lottery", account: "demo01", text: "Elott 1 phút ra nhanh thật, vừa trúng lô 2 số", minutesAgo: 12 },
  { room: "sports", account: "vip02", text: "Tối nay Ngoại hạng Anh có trận hay, kèo chấp nửa trái", minutesAgo: 40 },
  { room: "sports", account: "demo01", text: "Mình nghiêng về đội khách, phong độ đang tốt ⚽", minutesAgo: 22 },
];

export async function seedDemoChat(db: Db, now = new Date()): Promise<void> {
  const { rows } = await db.query<{ empty: boolean }>("select not exists (select 1 from chat_message) as empty");
  if (!rows[0]!.empty) return;
  for (const [i, line] of CONVERSATION.entries()) {
    await db.query(
      `insert into chat_message (room_id, member_id, request_id, body, fingerprint, nickname, vip_level, created_at)
       select $1, m.id, $2, $3, md5($3), case when m.nickname <> '' then m.nickname
                                              else left(m.account, 2) || '***' || right(m.account, 2) end,
              coalesce(v.level, 0), $4
         from member m left join member_vip v on v.member_id = m.id
        where m.account = $5`,
      [line.room, `demo-chat-${i}`, line.text, new Date(now.getTime() - line.minutesAgo * 60_000), line.account],
    );
  }
}
