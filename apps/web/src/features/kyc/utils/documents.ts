import { KYC_ID_NUMBER_PATTERN, PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from "@lotus/contracts/web";

/** Why a chosen file cannot be sent (checked again by the server from its bytes), or null. */
export function fileProblem(file: File | null): "missing" | "type" | "size" | null {
  if (!file) return "missing";
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > PROOF_IMAGE_MAX_BYTES) return "size";
  return null;
}

/** The ID number as the server reads it (spaces dropped, letters upper case), or null when it cannot be one. */
export function normalizeIdNumber(text: string): string | null {
  const value = text.replace(/\s+/g, "").toUpperCase();
  return KYC_ID_NUMBER_PATTERN.test(value) ? value : null;
}
