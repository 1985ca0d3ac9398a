import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { OPERATOR_DATA_DIR, OPERATOR_PORT, embeddedPgPort } from "../playwright.config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/**
 * Switches operator settings the way an operator does, with the admin command
 * (`npm run admin -- …`, run here without npm in front), pointed at the embedded PostgreSQL
 * of the server that the "operator settings" project uses.
 */
async function admin(...args: string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: OPERATOR_DATA_DIR,
    EMBEDDED_PG_PORT: String(embeddedPgPort(OPERATOR_PORT)),
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  await run(process.execPath, ["--import", "tsx", "apps/server/src/cli/admin.ts", ...args], { cwd: ROOT, env });
}

export type SiteSettings = {
  maintenance(on: boolean): Promise<void>;
  /** Adds countries (ISO alpha-2) whose visitors see the access-denied page. */
  restrictCountries(countries: string[]): Promise<void>;
  loginRequired(on: boolean): Promise<void>;
};

/** The settings a test changed, put back to the demo seed's values afterwards. */
export function siteSettingsWithRestore(): { settings: SiteSettings; restore: () => Promise<void> } {
  const changed = new Set<"maintenance" | "restrictCountries" | "loginRequired">();
  const settings: SiteSettings = {
    async maintenance(on) {
      changed.add("maintenance");
      await admin("maintenance", on ? "on" : "off");
    },
    async restrictCountries(countries) {
      changed.add("restrictCountries");
      await admin("restrict-countries", "add", ...countries);
    },
    async loginRequired(on) {
      changed.add("loginRequired");
      await admin("login-required", on ? "on" : "off");
    },
  };
  async function restore() {
    if (changed.has("maintenance")) await admin("maintenance", "off");
    if (changed.has("restrictCountries")) await admin("restrict-countries", "clear");
    if (changed.has("loginRequired")) await admin("login-required", "off");
  }
  return { settings, restore };
}
