import type { DbClient } from "../../db/pool.ts";
import type { NoticeAudience, StoredText } from "@lotus/contracts";

export type NoticeRow = {
  id: number;
  type: "B" | "PL" | "PU" | "PR" | "H";
  title: StoredText;
  content: StoredText;
  image_url: string;
  link_url: string;
  starts_at: Date;
  audience: NoticeAudience;
  vip_levels: number[];
  agent_id: bigint | null;
};

/**
 * Notices of the given types currently running for a platform and execution, enabled, and meant for
 * this viewer's login state (everyone, visitors only, or members only); VIP levels and agent teams
 * are narrowed by the service.
 */
export async function listActiveNotices(
  db: DbClient,
  q: { types: string[]; platform: string; execution: string; loggedIn: boolean },
): Promise<NoticeRow[]> {
  const { rows } = await db.query<NoticeRow>(
    `select id, type, title, content, image_url, link_url, starts_at, audience, vip_levels, agent_id
       from notice
      where type = any($1) and platform = $2 and execution = $3 and enabled
        and audience = any($4::text[])
        and starts_at <= now() and (ends_at is null or ends_at > now())
      order by sort, id`,
    [q.types, q.platform, q.execution, q.loggedIn ? ["all", "members"] : ["all", "guests"]],
  );
  return rows;
}

/* ---- console ---- */

export type ConsoleNoticeRow = NoticeRow & {
  ends_at: Date | null;
  sort: number;
  enabled: boolean;
  agent_account: string | null;
  updated_by: string;
  updated_at: Date;
  running: boolean;
  ended: boolean;
};

const CONSOLE_COLUMNS = `n.id, n.type, n.title, n.content, n.image_url, n.link_url, n.starts_at, n.ends_at, n.sort,
  n.audience, n.vip_levels, n.agent_id, a.account as agent_account, n.enabled, n.updated_by, n.updated_at,
  (n.starts_at <= now() and (n.ends_at is null or n.ends_at > now())) as running,
  (n.ends_at is not null and n.ends_at <= now()) as ended`;

/** Every web notice for the console: running ones first, then by type and order. */
export async function listConsoleNotices(db: DbClient): Promise<ConsoleNoticeRow[]> {
  const { rows } = await db.query<ConsoleNoticeRow>(
    `select ${CONSOLE_COLUMNS}
       from notice n left join member a on a.id = n.agent_id
      where n.platform = 'W'
      order by (n.ends_at is not null and n.ends_at <= now()), n.type, n.sort, n.id`,
  );
  return rows;
}

export async function findConsoleNotice(db: DbClient, id: number): Promise<ConsoleNoticeRow | null> {
  const { rows } = await db.query<ConsoleNoticeRow>(
    `select ${CONSOLE_COLUMNS} from notice n left join member a on a.id = n.agent_id where n.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type NoticeWrite = {
  type: string;
  title: Record<string, string>;
  content: Record<string, string>;
  imageUrl: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string | null;
  sort: number;
  audience: NoticeAudience;
  vipLevels: number[];
  agentId: bigint | null;
  enabled: boolean;
  operator: string;
};

const writeValues = (n: NoticeWrite) => [
  n.type,
  JSON.stringify(n.title),
  JSON.stringify(n.content),
  n.imageUrl,
  n.linkUrl,
  n.startsAt,
  n.endsAt,
  n.sort,
  n.audience,
  n.vipLevels,
  n.agentId?.toString() ?? null,
  n.enabled,
  n.operator,
];

export async function insertNotice(db: DbClient, n: NoticeWrite): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into notice (type, title, content, image_url, link_url, starts_at, ends_at, sort, audience, vip_levels,
                         agent_id, enabled, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    writeValues(n),
  );
  return rows[0]!.id;
}

/** Replaces a notice's fields; false when there is no such notice. */
export async function updateNotice(db: DbClient, id: number, n: NoticeWrite): Promise<boolean> {
  const { rowCount } = await db.query(
    `update notice set type = $1, title = $2, content = $3, image_url = $4, link_url = $5, starts_at = $6,
            ends_at = $7, sort = $8, audience = $9, vip_levels = $10, agent_id = $11, enabled = $12,
            updated_by = $13, updated_at = now()
      where id = $14`,
    [...writeValues(n), id],
  );
  return rowCount === 1;
}

/** Switches a notice on or off; its previous state, or null when there is no such notice. */
export async function setNoticeEnabled(
  db: DbClient,
  id: number,
  enabled: boolean,
  operator: string,
): Promise<boolean | null> {
  const { rows } = await db.query<{ before: boolean }>(
    `update notice n set enabled = $2, updated_by = $3, updated_at = now()
       from (select id, enabled from notice where id = $1 for update) old
      where n.id = old.id
      returning old.enabled as before`,
    [id, enabled, operator],
  );
  return rows[0]?.before ?? null;
}

export async function findAgentByAccount(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account = lower($1) and is_agent in (1, 2, 41, 42)",
    [account],
  );
  return rows[0] ?? null;
}

/* ---- images ---- */

export async function insertImage(
  db: DbClient,
  image: { contentType: string; bytes: Buffer; operator: string },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    "insert into notice_image (content_type, bytes, operator) values ($1, $2, $3) returning id",
    [image.contentType, image.bytes, image.operator],
  );
  return rows[0]!.id;
}

export async function imageById(db: DbClient, id: bigint): Promise<{ content_type: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    "select content_type, bytes from notice_image where id = $1",
    [id.toString()],
  );
  return rows[0] ?? null;
}

/** Whether the demo notices were written already (any notice with a seed key). */
export async function hasSeededNotices(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>(
    "select exists (select 1 from notice where seed_key is not null) as seeded",
  );
  return rows[0]!.seeded;
}

/** Seeds a notice once by its key (later operator edits are kept); true when it was inserted. */
export async function insertSeedNotice(db: DbClient, key: string, n: NoticeWrite): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into notice (type, title, content, image_url, link_url, starts_at, ends_at, sort, audience, vip_levels,
                         agent_id, enabled, updated_by, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (seed_key) do nothing`,
    [...writeValues(n), key],
  );
  return rowCount === 1;
}
