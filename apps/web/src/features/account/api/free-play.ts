import { FREE_PLAY_GATEWAY_VERSION, PATHS, freePlayHeader, randomNonce, type LoginDone } from "@lotus/contracts/web";
import { apiSend, serverPublicKey } from "../../../lib/api-client";

/** The operating system as the browser reports it, for the free-play payload's `os`. */
function clientOs(): string {
  const agent = navigator.userAgent;
  if (/Android/i.test(agent)) return "Android";
  if (/iPhone|iPad|iPod/i.test(agent)) return "iOS";
  if (/Windows/i.test(agent)) return "Windows";
  if (/Mac OS X/i.test(agent)) return "macOS";
  if (/Linux/i.test(agent)) return "Linux";
  return "Other";
}

/**
 * Free-play login (spec §3, §7): a random string travels in the body, and reversed then
 * RSA-encrypted in `X-Encryption`, with `X-Gateway-Version: 3`.
 */
export async function freePlayLogin(): Promise<LoginDone> {
  const nonce = randomNonce();
  const encryption = await freePlayHeader(await serverPublicKey(), nonce);
  return apiSend<LoginDone>("POST", PATHS.loginFreeplay, {
    body: { os: clientOs(), platform: "W", nonce },
    headers: { "X-Encryption": encryption, "X-Gateway-Version": FREE_PLAY_GATEWAY_VERSION },
  });
}
