import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { NOTICE_TYPES } from "./constants.ts";

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
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;
export const announcementsResponseSchema = envelopeSchema(announcementsValueSchema);
