import { FEEDBACK_ANSWER_HOURS } from "@lotus/contracts";
import type { DbClient } from "../db/pool.ts";
import { sendMessage } from "../modules/messages/index.ts";
import { subjectOf } from "../modules/support/index.ts";
import { demoScreenshotPng } from "./demo-promotions.ts";

/*
 * Support demo data (issue 16), idempotent: the customer-service channels point at the real chat
 * (/supportChat) and at plausible Zalo and Telegram accounts instead of placeholders; demo01 has an
 * answered feedback ticket (its answer in the inbox) and a complaint with a picture about to pass its
 * 24 h target; vip01 has an open customer-service conversation waiting for an operator's next reply.
 */
const HOUR_MS = 3_600_000;

/** The demo's channels as they were before issue 16, and what they are now. */
const CHANNEL_LINKS: [csType: string, was: string, now: string][] = [
  ["LIVECHAT", "/helpmc?channel=livechat", "/supportChat"],
  ["ZALO", "https://zalo.me/lotus.example", "https://zalo.me/0901868686"],
  ["TELEGRAM", "https://t.me/lotus_example", "https://t.me/LotusCSKH247"],
];

async function memberId(db: DbClient, account: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = $1", [account]);
  return rows[0]?.id ?? null;
}

async function insertTicket(
  db: DbClient,
  t: { memberId: bigint; requestId: string; type: string; content: string; contact: string; createdAt: Date },
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into feedback (member_id, request_id, type, content, contact, created_at, due_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id, request_id) do nothing returning id`,
    [
      t.memberId,
      t.requestId,
      t.type,
      t.content,
      t.contact,
      t.createdAt,
      new Date(t.createdAt.getTime() + FEEDBACK_ANSWER_HOURS * HOUR_MS),
    ],
  );
  return rows[0]?.id ?? null;
}

export async function seedDemoSupport(db: DbClient): Promise<void> {
  for (const [csType, was, now] of CHANNEL_LINKS) {
    await db.query("update customer_service set url = $3 where cs_type = $1 and url = $2", [csType, was, now]);
  }

  const demo01 = await memberId(db, "demo01");
  if (demo01) {
    const now = Date.now();
    // An answered question, its answer in demo01's inbox.
    const askedAt = new Date(now - 3 * 24 * HOUR_MS);
    const answered = await insertTicket(db, {
      memberId: demo01,
      requestId: "demo-feedback-answered",
      type: "withdrawal",
      content:
        "Mình rút 2.000.000 ₫ về Vietcombank từ tối qua mà chưa thấy tiền về tài khoản. Nhờ CSKH kiểm tra giúp mình với.",
      contact: "Zalo 0912 345 678",
      createdAt: askedAt,
    });
    if (answered) {
      const answeredAt = new Date(askedAt.getTime() + 3 * HOUR_MS);
      const answer =
        "Chào bạn, lệnh rút đã được chuyển lúc 08:12 sáng nay; ngân hàng thường ghi có trong 15 phút. Bạn vui lòng kiểm tra lại và xác nhận đã nhận tiền trong lịch sử rút tiền nhé.";
      const { rows } = await db.query<{ id: bigint }>(
        `insert into feedback_reply (feedback_id, author, operator, body, created_at)
         values ($1, 'operator', 'cashier01', $2, $3) returning id`,
        [answered, answer, answeredAt],
      );
      await db.query(
        `update feedback set state = 'answered', due_at = null, answered_at = $2, handled_by = 'cashier01' where id = $1`,
        [answered, answeredAt],
      );
      await sendMessage(db, {
        memberId: demo01,
        template: "feedback_answered",
        params: {
          subject: subjectOf(
            "Mình rút 2.000.000 ₫ về Vietcombank từ tối qua mà chưa thấy tiền về tài khoản. Nhờ CSKH kiểm tra giúp mình với.",
          ),
          answer,
        },
        category: "personal",
        dedupeKey: `feedback:${answered}:${rows[0]!.id}`,
      });
    }
    // A complaint with a picture, 22 hours old: two hours left of its 24 h target (the queue's timer runs amber).
    const complaint = await insertTicket(db, {
      memberId: demo01,
      requestId: "demo-feedback-open",
      type: "complaint",
      content:
        "Ván Tài Xỉu số 612 bị treo khi đang mở bát, tiền cược 500.000 ₫ đã bị trừ nhưng không thấy kết quả. Ảnh chụp màn hình đính kèm.",
      contact: "",
      createdAt: new Date(now - 22 * HOUR_MS),
    });
    if (complaint) {
      await db.query(
        `insert into feedback_image (member_id, feedback_id, content_type, bytes) values ($1, $2, 'image/png', $3)`,
        [demo01, complaint, demoScreenshotPng()],
      );
    }
  }

  // vip01 chats with customer service: a question, an operator's reply, and a follow-up still waiting.
  const vip01 = await memberId(db, "vip01");
  if (vip01) {
    const { rows: existing } = await db.query("select 1 from support_conversation where member_id = $1 limit 1", [
      vip01,
    ]);
    if (existing.length === 0) {
      const start = Date.now() - 12 * 60_000;
      const { rows } = await db.query<{ id: bigint }>(
        `insert into support_conversation (member_id, assigned_to, created_at, last_message_at)
         values ($1, 'cashier01', $2, $3) returning id`,
        [vip01, new Date(start), new Date(start + 9 * 60_000)],
      );
      const conversation = rows[0]!.id;
      const messages: [author: "member" | "operator", body: string, minutes: number][] = [
        ["member", "Chào CSKH, mình muốn đổi số điện thoại nhận mã xác minh thì làm thế nào?", 0],
        [
          "operator",
          "Chào bạn! Bạn vào Trung tâm bảo mật → Số điện thoại → Thay đổi, nhập mã gửi về số cũ rồi đến số mới nhé.",
          3,
        ],
        ["member", "Số cũ mình mất rồi, không nhận được mã nữa. Có cách nào khác không ạ?", 9],
      ];
      for (const [author, body, minutes] of messages) {
        await db.query(
          `insert into support_chat_message (conversation_id, author, operator, body, created_at) values ($1, $2, $3, $4, $5)`,
          [conversation, author, author === "operator" ? "cashier01" : null, body, new Date(start + minutes * 60_000)],
        );
      }
    }
  }
}
