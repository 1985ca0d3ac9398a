import { z } from "zod";

/** Every call answers `{ success, code, message, value }` (architecture.md §3). */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.null(),
});

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
