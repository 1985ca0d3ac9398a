import { createHash } from "node:crypto";

/** Bearer tokens are stored as their SHA-256, never in clear (member, operator and vendor sessions). */
export const hashToken = (token: string): Buffer => createHash("sha256").update(token).digest();
