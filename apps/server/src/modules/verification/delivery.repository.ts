import type { DbClient } from "../../db/pool.ts";

export type OutboxRow = {
  id: bigint;
  at: Date;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  body: string;
};

export async function insertOutboxMessage(
  db: DbClient,
  message: { channel: "sms" | "email"; recipient: string; subject: string; body: string },
): Promise<void> {
  await db.query("insert into delivery_outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)", [
    message.channel,
    message.recipient,
    message.subject,
    message.body,
  ]);
}

export async function listOutboxMessages(
  db: DbClient,
  filter: { to?: string; channels: ("sms" | "email")[]; limit: number },
): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id, at, channel, recipient, subject, body from delivery_outbox
      where ($1::text is null or lower(recipient) = lower($1)) and channel = any($2::text[])
      order by id desc limit $3`,
    [filter.to ?? null, filter.channels, filter.limit],
  );
  return rows;
}

export async function findBrandName(db: DbClient): Promise<string> {
  const { rows } = await db.query<{ name: string }>("select name from brand where id = 1");
  return rows[0]?.name ?? "Lotus";
}
