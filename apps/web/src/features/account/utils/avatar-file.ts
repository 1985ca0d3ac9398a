import { CUSTOM_AVATAR_MAX_BYTES } from "@lotus/contracts/web";

export const AVATAR_FILE_TYPES = ["image/png", "image/jpeg"] as const;

/** Why a chosen picture cannot be an avatar, checked before it is read or sent; null when it can. */
export function avatarFileProblem(file: { type: string; size: number }): "type" | "size" | null {
  if (!(AVATAR_FILE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > CUSTOM_AVATAR_MAX_BYTES) return "size";
  return null;
}
