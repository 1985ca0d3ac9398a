import type { DbClient } from "../../db/pool.ts";
import type { StoredText } from "@lotus/contracts";

export type NoticeRow = {
  id: number;
  type: "B" | "PL" | "PU" | "PR" | "H";
  title: StoredText;
  content: StoredText;
  image_url: string;
  link_url: string;
  starts_at: Date;
};

/** Notices of the given types currently running for a platform and execution. */
export async function listActiveNotices(
  db: DbClient,
  q: { types: string[]; platform: string; execution: string },
): Promise<NoticeRow[]> {
  const { rows } = await db.query<NoticeRow>(
    `select id, type, title, content, image_url, link_url, starts_at
       from notice
      where type = any($1) and platform = $2 and execution = $3
        and starts_at <= now() and (ends_at is null or ends_at > now())
      order by sort, id`,
    [q.types, q.platform, q.execution],
  );
  return rows;
}
