import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { ROOT_DIR } from "../src/env.ts";

export type Run = { code: number | null; stdout: string; stderr: string };

/** Starts a TypeScript entry point of the repository the way the npm scripts do (node + tsx). */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
  });
}

/** Runs a script to its end and collects its output. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = startScript(script, args, env);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
