import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";

/** GET /console/api/ledger/status: the ledger's self-check (balanced transfers, intact seal chain). */
export const ledgerStatusResponseSchema = envelopeSchema(
  z.object({
    ok: z.boolean(),
    violations: z.array(z.string()),
    transfers: z.number().int(),
    sealedThrough: z.string(),
  }),
);
