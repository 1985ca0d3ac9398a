import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { PATHS } from "@lotus/contracts";
import { startScript } from "../processes.ts";

/*
 * A real server process (apps/server/src/main.ts) under a load of wallet transfers over HTTP,
 * killed with SIGKILL in the middle (ledger/ledger-sigkill.test.ts, resilience/restart.test.ts).
 */

export type ServerProcess = { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<unknown> };
export type Envelope = { success: boolean; code: string; value: unknown };
export type TransferRequest = { requestId: string; from: string; to: string; amount: string };

/** Starts main.ts with `env` and waits until `baseUrl`/readyz answers 200 (within `timeoutMs`). */
export async function startServer(env: NodeJS.ProcessEnv, baseUrl: string, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = startScript("apps/server/src/main.ts", [], env);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const server = { child, output: () => output, exited };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready within ${timeoutMs} ms:\n${output}`);
}

/** Kills a server that still runs and waits for its end. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

export async function sendTransfer(
  baseUrl: string,
  token: string,
  request: TransferRequest,
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${baseUrl}${PATHS.walletTransfer}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, language: "en" },
    body: JSON.stringify(request),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

export type KilledLoad = {
  /** Every request sent before the kill, in order. */
  sent: TransferRequest[];
  /** The first answers of the requests answered before the kill. */
  answers: Map<string, Envelope>;
  /** Sent but not answered: on the wire when the process died. */
  inFlight: TransferRequest[];
};

/**
 * 8 workers send `count` small transfers MAIN → GPI and back (GPI must hold enough for any order)
 * and SIGKILL `server` once `killAfter` have been answered.
 */
export async function transferLoadKilled(
  baseUrl: string,
  token: string,
  server: ServerProcess,
  options: { prefix: string; count?: number; killAfter?: number },
): Promise<KilledLoad> {
  const { prefix, count = 600, killAfter = 150 } = options;
  const requests: TransferRequest[] = Array.from({ length: count }, (_, i) => ({
    requestId: `${prefix}${i.toString().padStart(4, "0")}${randomBytes(6).toString("hex")}`,
    from: i % 3 === 2 ? "GPI" : "MAIN",
    to: i % 3 === 2 ? "MAIN" : "GPI",
    amount: String(100 + i),
  }));
  const answers = new Map<string, Envelope>();
  const sent = new Set<string>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < requests.length && !killed) {
      const request = requests[next++]!;
      sent.add(request.requestId);
      try {
        const { status, body } = await sendTransfer(baseUrl, token, request);
        if (status === 200) answers.set(request.requestId, body);
        else throw new Error(`unexpected answer ${status}: ${JSON.stringify(body)}`);
      } catch (error) {
        if (!killed) throw error;
      }
      if (answers.size === killAfter && !killed) {
        killed = true;
        server.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await server.exited;
  expect(killed).toBe(true);
  expect(server.child.signalCode).toBe("SIGKILL");
  expect(answers.size).toBeGreaterThanOrEqual(killAfter);
  const sentRequests = requests.filter((r) => sent.has(r.requestId));
  return { sent: sentRequests, answers, inFlight: sentRequests.filter((r) => !answers.has(r.requestId)) };
}

/**
 * Every request sent before the kill, again, to the restarted server: the answered ones get their
 * first answer; the ones in flight are applied exactly once, whether or not they committed before
 * the kill (a second replay gets the same answer).
 */
export async function expectReplaysAnswerFirst(baseUrl: string, token: string, load: KilledLoad): Promise<void> {
  const answers = new Map(load.answers);
  for (const request of load.sent) {
    const { status, body } = await sendTransfer(baseUrl, token, request);
    expect(status, JSON.stringify(body)).toBe(200);
    const firstAnswer = answers.get(request.requestId);
    if (firstAnswer) expect(body).toEqual(firstAnswer);
    else answers.set(request.requestId, body);
  }
  for (const request of load.inFlight) {
    expect((await sendTransfer(baseUrl, token, request)).body).toEqual(answers.get(request.requestId));
  }
}
