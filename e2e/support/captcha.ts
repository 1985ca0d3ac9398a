import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { E2E_PORT, embeddedPgPort } from "../playwright.config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/**
 * An image captcha whose answer the test knows: stored in the site server's database the way
 * the server stores its own (salted hash, single use), with the server's own picture of it. A
 * test routes GET /wps/captcha to it, so the browser's whole captcha flow runs and the server
 * checks the answer for real.
 */
export async function knownCaptcha(): Promise<{
  answer: string;
  envelope: { success: true; code: "ok"; message: string; value: { captchaId: string; image: string } };
}> {
  const answer = "K7PM";
  const script = `
    const { storeCaptchaAnswer } = await import("./apps/server/src/modules/verification/captcha.ts");
    const { renderCaptcha } = await import("./apps/server/src/modules/verification/captcha-image.ts");
    const { createPool } = await import("./apps/server/src/db/pool.ts");
    const { embeddedDatabaseUrl } = await import("./apps/server/src/db/embedded.ts");
    const db = createPool(embeddedDatabaseUrl(${embeddedPgPort(E2E_PORT)}, "lotus"), 1);
    const captchaId = await storeCaptchaAnswer(db, ${JSON.stringify(answer)});
    await db.end();
    process.stdout.write(JSON.stringify({ captchaId, image: renderCaptcha(${JSON.stringify(answer)}).toString("base64") }));
  `;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
  });
  const value = JSON.parse(stdout) as { captchaId: string; image: string };
  return { answer, envelope: { success: true, code: "ok", message: "", value } };
}
