import { PATHS, type STATIC_AVATARS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

export type AvatarChoice =
  | { avatarType: "STATIC"; avatar: (typeof STATIC_AVATARS)[number] }
  /** A PNG or JPEG as a data URL. */
  | { avatarType: "CUSTOM"; image: string };

export function setMemberIcon(choice: AvatarChoice): Promise<{ avatar: string; avatarType: "CUSTOM" | "STATIC" }> {
  return apiSend("PUT", PATHS.memberIcon, { body: choice });
}
