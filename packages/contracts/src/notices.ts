import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { NOTICE_AUDIENCES, NOTICE_IMAGE_PREFIX, NOTICE_TYPES } from "./constants.ts";
import { isSafeHref } from "./content-markup.ts";
import { multilineTextSchema, nameSchema, textSchema } from "./text.ts";

export const noticeTypeSchema = z.enum(NOTICE_TYPES);

/** Announcement query (spec §3): types B, PL, PU, PR (comma-separated), platform W, execution B. */
export const announcementsQuerySchema = z.strictObject({
  types: z
    .string()
    .max(64)
    .refine((s) => s.split(",").every((type) => (NOTICE_TYPES as readonly string[]).includes(type)), {
      message: `types must be a comma-separated list of ${NOTICE_TYPES.join(", ")}`,
    })
    .optional(),
  platform: z.literal("W").optional(),
  execution: z.enum(["B", "A"]).optional(),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  type: noticeTypeSchema,
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  startsAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const announcementsValueSchema = z.object({
  player: z.array(noticeSchema),
  banners: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  promotion: z.array(noticeSchema),
  /** H: help notices, shown atop the help centre (only when H is asked for). */
  help: z.array(noticeSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;
export const announcementsResponseSchema = envelopeSchema(announcementsValueSchema);

/* ---- console (issue 16 item 2): announcements managed by operators ---- */

export const noticeAudienceSchema = z.enum(NOTICE_AUDIENCES);
const noticeTextSchema = (max: number, line: boolean) => {
  const text = line ? textSchema(max) : multilineTextSchema(max);
  return z.strictObject({
    vi: text.trim().min(1),
    en: text.trim(),
    zh: text.trim(),
    ja: text.trim(),
    th: text.trim(),
  });
};
/** A notice's text in each language; vi is required, an empty language falls back to vi. */
export const noticeTitleInputSchema = noticeTextSchema(120, true);
export const noticeContentInputSchema = noticeTextSchema(2000, false);

/** A link: a site path ("/promotions") or an https address; empty for none. */
export const noticeLinkSchema = textSchema(500)
  .trim()
  .refine((s) => s === "" || (isSafeHref(s) && (s.startsWith("/") || s.startsWith("https://"))), {
    message: "a site path (/…) or an https address",
  });
/** An image: an uploaded one (notice-images/<id>), a file of the image CDN (banners/….svg) or empty. */
export const noticeImageUrlSchema = textSchema(500)
  .trim()
  .refine((s) => s === "" || new RegExp(`^(${NOTICE_IMAGE_PREFIX}[0-9]{1,18}|[a-z0-9_-]+(/[a-z0-9_.-]+)+)$`).test(s), {
    message: `${NOTICE_IMAGE_PREFIX}<id> or a media file path`,
  });

export const consoleNoticeInputSchema = z.strictObject({
  type: noticeTypeSchema,
  title: noticeTitleInputSchema,
  content: noticeContentInputSchema,
  imageUrl: noticeImageUrlSchema,
  linkUrl: noticeLinkSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  sort: z.number().int().min(0).max(9999),
  audience: noticeAudienceSchema,
  /** Only members of these VIP levels (empty: every level); members audience only. */
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100),
  /** Only this agent's team (the agent and everyone below; null: no team limit); members audience only. */
  agentAccount: nameSchema(64).trim().min(1).nullable(),
  enabled: z.boolean(),
});
export type ConsoleNoticeInput = z.infer<typeof consoleNoticeInputSchema>;

export const NOTICE_STATES = ["running", "scheduled", "ended", "disabled"] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

const storedNoticeTextSchema = z.object({
  vi: z.string(),
  en: z.string(),
  zh: z.string(),
  ja: z.string(),
  th: z.string(),
});
export const consoleNoticeSchema = z.object({
  id: z.string(),
  type: noticeTypeSchema,
  title: storedNoticeTextSchema,
  content: storedNoticeTextSchema,
  imageUrl: z.string(),
  linkUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  audience: noticeAudienceSchema,
  vipLevels: z.array(z.number().int()),
  agentAccount: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(NOTICE_STATES),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const consoleNoticeEnabledSchema = z.strictObject({ enabled: z.boolean() });
/** POST /console/api/notices/images: one raw PNG or JPEG body → the path to put in imageUrl. */
export const noticeImageResponseSchema = envelopeSchema(z.object({ imageUrl: z.string() }));
