import { deflateSync } from "node:zlib";
import type { DbClient } from "../db/pool.ts";

/*
 * Know-your-customer demo (issue 16 item 7): demo01 verified at tier 2 (its identity approved two
 * days ago), vip03 with a verified phone and an identity submission waiting in the console's queue,
 * and the brand's withdrawal rule (a single withdrawal above 50,000,000 ₫ needs tier 2). The document
 * images are generated PNGs (an ID card's front and back, a selfie), so the queue shows real pictures.
 */

type Rgb = readonly [number, number, number];

/** A PNG of `width` × `height` whose pixel (x, y) is `paint(x, y)`. */
export function paintPng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
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
    for (let x = 0; x < width; x++) row.set(paint(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const W = 320;
const H = 200;
const inBox = (x: number, y: number, left: number, top: number, w: number, h: number) =>
  x >= left && x < left + w && y >= top && y < top + h;
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const TABLE: Rgb = [58, 52, 64];
const CARD: Rgb = [226, 236, 246];
const INK: Rgb = [70, 86, 120];
const RED: Rgb = [200, 40, 48];
const GOLD: Rgb = [226, 178, 70];
const SKIN: Rgb = [230, 190, 160];
const HAIR: Rgb = [40, 32, 30];

/** The front of an ID card: photo, emblem, text lines, on a table. */
export function idFrontPng(): Buffer {
  return paintPng(W, H, (x, y) => {
    if (!inBox(x, y, 20, 20, 280, 160)) return TABLE;
    if (inCircle(x, y, 50, 48, 14)) return RED;
    if (inBox(x, y, 36, 74, 72, 90)) {
      if (inCircle(x, y, 72, 108, 20)) return SKIN;
      if (inCircle(x, y, 72, 150, 30)) return INK;
      return [190, 200, 214];
    }
    for (const [top, width] of [
      [40, 150],
      [74, 120],
      [96, 170],
      [118, 140],
      [140, 160],
    ] as const) {
      if (inBox(x, y, 124, top, width, 8)) return INK;
    }
    return CARD;
  });
}

/** The back of an ID card: chip, fingerprint boxes, machine-readable lines. */
export function idBackPng(): Buffer {
  return paintPng(W, H, (x, y) => {
    if (!inBox(x, y, 20, 20, 280, 160)) return TABLE;
    if (inBox(x, y, 40, 40, 44, 34)) return GOLD;
    if (inBox(x, y, 200, 36, 40, 50) || inBox(x, y, 248, 36, 40, 50)) return [200, 208, 220];
    for (const top of [120, 138, 156]) if (inBox(x, y, 36, top, 248, 8)) return INK;
    return CARD;
  });
}

/** A selfie holding the card. */
export function selfiePng(): Buffer {
  return paintPng(W, H, (x, y) => {
    if (inBox(x, y, 190, 110, 110, 70)) return inBox(x, y, 200, 120, 30, 36) ? SKIN : CARD;
    if (inCircle(x, y, 130, 70, 46)) return y < 54 ? HAIR : SKIN;
    if (inCircle(x, y, 130, 230, 110)) return [40, 110, 90];
    return [120 + Math.round((y / H) * 60), 150, 190];
  });
}

async function memberId(db: DbClient, account: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = $1", [account]);
  return rows[0]?.id ?? null;
}

async function submission(
  db: DbClient,
  member: bigint,
  values: { idNumber: string; status: "approved" | "pending"; hoursAgo: number; reviewedHoursAgo?: number },
): Promise<void> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into kyc_submission (member_id, level, id_number, status, created_at, reviewed_at, reviewed_by)
     values ($1, 2, $2, $3, now() - make_interval(hours => $4), 
             case when $5::int is null then null else now() - make_interval(hours => $5::int) end,
             case when $5::int is null then null else 'admin' end)
     returning id`,
    [member, values.idNumber, values.status, values.hoursAgo, values.reviewedHoursAgo ?? null],
  );
  const id = rows[0]!.id;
  for (const [kind, bytes] of [
    ["id_front", idFrontPng()],
    ["id_back", idBackPng()],
    ["selfie", selfiePng()],
  ] as const) {
    await db.query(
      `insert into kyc_document (member_id, submission_id, kind, content_type, bytes) values ($1, $2, $3, 'image/png', $4)`,
      [member, id, kind, bytes],
    );
  }
}

/** Seeds the demo's verifications once (nothing when any submission exists). */
export async function seedDemoKyc(db: DbClient): Promise<void> {
  const { rows } = await db.query("select 1 from kyc_submission limit 1");
  if (rows.length > 0) return;
  const demo = await memberId(db, "demo01");
  if (demo !== null) {
    await submission(db, demo, { idNumber: "079203001234", status: "approved", hoursAgo: 72, reviewedHoursAgo: 48 });
  }
  const waiting = await memberId(db, "vip03");
  if (waiting !== null) {
    // Tier 2 needs tier 1: vip03's number is bound as a verified one (when free).
    await db.query(
      `update member set country_dialing_code = '+84', mobile_num = '987650303'
        where id = $1 and mobile_num is null
          and not exists (select 1 from member where country_dialing_code = '+84' and mobile_num = '987650303')`,
      [waiting],
    );
    const { rows: phone } = await db.query("select 1 from member where id = $1 and mobile_num is not null", [waiting]);
    if (phone.length > 0) await submission(db, waiting, { idNumber: "001095006789", status: "pending", hoursAgo: 2 });
  }
  await db.query(
    `update kyc_setting set amount_threshold = 5000000000, amount_tier = 2, updated_at = now()
      where amount_threshold = 0 and count_threshold = 0`,
  );
}
