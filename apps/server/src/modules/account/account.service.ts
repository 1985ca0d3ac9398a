import type { FastifyRequest } from "fastify";
import { CUSTOM_AVATAR_MAX_BYTES, STATIC_AVATARS, isSettingEnabled, type SettingModId } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { customAvatarUrl } from "./member-info.ts";
import { hitThrottle } from "../../lib/request-throttle.ts";
import { getSettingsTree, isRegionRestricted, loadBrand } from "../system/index.ts";
import * as repo from "./account.repository.ts";

/** Calls that create accounts or send messages answer 503 in maintenance and 403 from a restricted region (§4). */
export async function assertSiteOpen(request: FastifyRequest): Promise<void> {
  const brand = await loadBrand(request.server.db);
  if (brand.maintenance) throw new AppError("maintenance");
  if (isRegionRestricted(brand, request.clientLocation().country)) throw new AppError("region_restricted");
}

export async function isSettingOn(db: DbClient, modId: SettingModId): Promise<boolean> {
  return isSettingEnabled(await getSettingsTree(db), modId);
}

/**
 * Counts a request against a budget and refuses it beyond the limit (429). The budgets keep the
 * calls that send SMS or e-mail from being used to flood a phone or a mailbox, or to pump paid
 * SMS traffic; they hold across server processes (table request_throttle).
 */
export async function spendBudget(
  db: DbClient,
  budget: { scope: string; limit: number; windowSeconds: number },
  key: string,
): Promise<void> {
  if ((await hitThrottle(db, budget.scope, key, budget.windowSeconds)) > budget.limit) {
    throw new AppError("too_many_requests");
  }
}

/** The national number's digit count is fixed per country (spec §5); an unknown country is refused too. */
export async function assertMobileDigits(db: DbClient, dialingCode: string, number: string): Promise<void> {
  const digits = await repo.findMobileDigits(db, dialingCode);
  if (digits === null || number.length !== digits) throw new AppError("invalid_mobile");
}

export async function getAvatar(db: DbClient, memberId: bigint) {
  const row = await repo.findAvatar(db, memberId);
  if (!row) throw new AppError("session_expired");
  return {
    avatar: row.avatar_type === "CUSTOM" ? customAvatarUrl(row.id, row.avatar_updated_at) : row.avatar,
    avatarType: row.avatar_type,
  };
}

export async function getMemberIcon(db: DbClient, memberId: bigint) {
  return { ...(await getAvatar(db, memberId)), icons: [...STATIC_AVATARS] };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Reads an uploaded avatar (a PNG or JPEG data URL). The bytes must start with the magic number
 * of the type the data URL claims: the image is later served with that content type, and a
 * mislabelled file (HTML, SVG with script) must never be.
 */
export function parseAvatarDataUrl(dataUrl: string): { mime: "image/png" | "image/jpeg"; bytes: Buffer } {
  const match = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new AppError("invalid_field", { field: "image" });
  const mime = match[1] as "image/png" | "image/jpeg";
  const bytes = Buffer.from(match[2]!, "base64");
  if (bytes.length > CUSTOM_AVATAR_MAX_BYTES) throw new AppError("payload_too_large", { detail: "image" });
  const magic = mime === "image/png" ? PNG_MAGIC : JPEG_MAGIC;
  if (bytes.length <= magic.length || !bytes.subarray(0, magic.length).equals(magic)) {
    throw new AppError("invalid_field", { field: "image" });
  }
  return { mime, bytes };
}

export async function setMemberIcon(
  db: DbClient,
  memberId: bigint,
  choice: { avatarType: "STATIC"; avatar: string } | { avatarType: "CUSTOM"; image: string },
) {
  if (choice.avatarType === "STATIC") {
    await repo.setStaticAvatar(db, memberId, choice.avatar);
  } else {
    const { mime, bytes } = parseAvatarDataUrl(choice.image);
    await repo.setCustomAvatar(db, memberId, mime, bytes);
  }
  return getMemberIcon(db, memberId);
}
