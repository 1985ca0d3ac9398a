// The chat room's fan-out (issue 16): N_SOCKETS member sockets connected to one server, all in the
// lobby, while posters send messages over HTTP at a fixed rate. Reports messages posted per second,
// deliveries per second (messages × sockets), the delivery latency from the POST leaving the client
// to each socket receiving the message (p50 / p99 / max), lost deliveries, and the CPU of the server
// process and of PostgreSQL (read from /proc) per delivered message. The sockets and the posters run
// in this process (it is the browser side, and costs CPU of its own on the same 2 cores). Runs under
// tsx to reuse the server's session code. One server process on the machine's PostgreSQL, no Redis.
import { createRequire } from "node:module";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHAT_PATHS, PATHS } from "@lotus/contracts";
import { createPool } from "../apps/server/src/db/pool.ts";
import { createSession } from "../apps/server/src/modules/account/sessions.ts";
import {
  databaseUrlOf,
  insertBenchMembers,
  recreateDatabase,
  startBenchServer,
  writeReadmeSection,
  machine,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";
import { RESULTS_DIR, sleep } from "./lib/processes.mjs";

/** Ports 4270–4279 belong to this benchmark (BENCH_CHAT_PORT moves them). */
const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4270);
const ADMIN_URL = process.env.BENCH_CHAT_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_chat";
const SOCKETS = Number(process.env.CHAT_BENCH_SOCKETS ?? 2000);
/** Messages per second of each phase (each poster posts at most once a second: the room's own rule). */
const RATES = (process.env.CHAT_BENCH_RATES ?? "5,10,20,40").split(",").map(Number);
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 10);
const POSTERS = Math.max(...RATES) * 2;
const ROOM = "lobby";

const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/websocket"));
const WebSocket = requireFromPlugin("ws");

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host}); ${SOCKETS} sockets`);
await recreateDatabase(ADMIN_URL, DATABASE);
const server = await startBenchServer({
  name: "chat",
  port: PORT,
  databaseUrl,
  env: { JOBS: "false" },
  readyTimeoutMs: 400_000,
});
const db = createPool(databaseUrl, 4);
const agent = new http.Agent({ keepAlive: true, maxSockets: POSTERS });
const wsUrl = `ws://127.0.0.1:${PORT}${PATHS.realtime}`;

async function sessions(prefix, count) {
  const out = [];
  for (const { memberId } of await insertBenchMembers(db, prefix, count)) {
    const session = await createSession(db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "bench" });
    out.push(session.token);
  }
  return out;
}

/** Per message sequence number: when its POST left, and how many sockets received it. */
const sent = new Map();
const latencies = [];
let received = 0;

/** A reader socket: hello, join the lobby; every message frame is timed against its POST. */
function reader(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    let joined = false;
    ws.on("open", () => ws.send(JSON.stringify({ type: "hello", token })));
    ws.on("error", reject);
    ws.on("message", (data) => {
      const text = data.toString();
      if (!joined) {
        if (text === '{"kind":"ready"}') return ws.send(JSON.stringify({ type: "join", room: ROOM }));
        if (text.includes('"type":"joined"')) {
          joined = true;
          return resolve(ws);
        }
        return reject(new Error(`unexpected frame while joining: ${text.slice(0, 200)}`));
      }
      // The text of a bench message is "bench <seq>": found without parsing the whole frame.
      const at = text.indexOf('"text":"bench ');
      if (at < 0) return;
      const seq = Number(text.slice(at + 14, text.indexOf('"', at + 14)));
      const entry = sent.get(seq);
      if (!entry) return;
      received++;
      entry.count++;
      latencies.push(performance.now() - entry.at);
    });
  });
}

let sequence = 0;
function post(token) {
  const seq = ++sequence;
  const body = JSON.stringify({ requestId: `bench-chat-${process.pid}-${seq}`.padEnd(16, "x"), text: `bench ${seq}` });
  sent.set(seq, { at: performance.now(), count: 0 });
  return new Promise((resolve) => {
    const request = http.request(
      `${server.baseUrl}${CHAT_PATHS.messages.replace(":room", ROOM)}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let data = "";
        response.on("data", (chunk) => (data += chunk));
        response.on("end", () =>
          resolve(response.statusCode === 200 ? null : `${response.statusCode} ${data.slice(0, 200)}`),
        );
      },
    );
    request.on("error", (error) => resolve(String(error)));
    request.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Posts `rate` messages a second for SECONDS, round-robin over the posters (each at most 1/s). */
async function phase(rate, posters, postmasterPid) {
  sent.clear();
  latencies.length = 0;
  received = 0;
  const meter = cpuMeter({ serverPid: server.pid, postmasterPid });
  const started = performance.now();
  const failures = [];
  const calls = [];
  const total = rate * SECONDS;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(post(posters[i % posters.length]).then((failure) => failure && failures.push(failure)));
  }
  await Promise.all(calls);
  // Let the last deliveries arrive (or be lost).
  const expected = sent.size * SOCKETS;
  const deadline = performance.now() + 10_000;
  while (received < expected && performance.now() < deadline) await sleep(20);
  const cpu = meter.stop();
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const row = {
    rate,
    posted: sent.size - failures.length,
    failures: failures.length,
    firstFailure: failures[0] ?? null,
    deliveries: received,
    lost: (sent.size - failures.length) * SOCKETS - received,
    deliveriesPerSecond: received / Math.max(elapsed, SECONDS),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    serverSeconds: cpu.serverSeconds,
    postgresSeconds: cpu.postgresSeconds,
    serverUsPerDelivery: (cpu.serverSeconds * 1e6) / Math.max(received, 1),
    postgresUsPerDelivery: (cpu.postgresSeconds * 1e6) / Math.max(received, 1),
    serverMsPerMessage: (cpu.serverSeconds * 1e3) / Math.max(sent.size - failures.length, 1),
    postgresMsPerMessage: (cpu.postgresSeconds * 1e3) / Math.max(sent.size - failures.length, 1),
  };
  console.log(
    `${rate} msg/s: posted ${row.posted} (${row.failures} refused${row.firstFailure ? `: ${row.firstFailure}` : ""}), ` +
      `${row.deliveries} deliveries (${row.lost} lost), ${row.deliveriesPerSecond.toFixed(0)}/s, ` +
      `latency p50 ${row.p50.toFixed(1)} ms p99 ${row.p99.toFixed(1)} ms max ${row.max.toFixed(1)} ms, ` +
      `CPU per message: server ${row.serverMsPerMessage.toFixed(2)} ms + PostgreSQL ${row.postgresMsPerMessage.toFixed(2)} ms ` +
      `(${row.serverUsPerDelivery.toFixed(1)} + ${row.postgresUsPerDelivery.toFixed(1)} µs per delivery)`,
  );
  return row;
}

let exitCode = 0;
const sockets = [];
try {
  const postmasterPid = await postmasterPidOf(db);
  const readerTokens = await sessions("cread", SOCKETS);
  const posterTokens = await sessions("cpost", POSTERS);
  const connectStarted = performance.now();
  for (let i = 0; i < readerTokens.length; i += 100) {
    sockets.push(...(await Promise.all(readerTokens.slice(i, i + 100).map(reader))));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  console.log(`${sockets.length} sockets joined "${ROOM}" in ${connectSeconds.toFixed(1)} s`);
  // Warm-up: JIT, plan caches, the pool.
  await phase(Math.min(...RATES), posterTokens, postmasterPid);
  await sleep(1_100);
  const rows = [];
  for (const rate of RATES) {
    rows.push(await phase(rate, posterTokens, postmasterPid));
    // Each poster waits out its one-second rule before the next phase.
    await sleep(1_100);
  }
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" / ");
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, "chat.json"),
    JSON.stringify({ sockets: SOCKETS, connectSeconds, load, rows }, null, 2),
  );
  const date = new Date().toISOString().slice(0, 10);
  const table = rows.map(
    (r) =>
      `| ${r.rate} | ${r.posted} | ${r.deliveriesPerSecond.toFixed(0)} | ${r.lost} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(0)} ms | ${r.serverMsPerMessage.toFixed(2)} ms | ${r.postgresMsPerMessage.toFixed(2)} ms | ${(r.serverUsPerDelivery + r.postgresUsPerDelivery).toFixed(1)} µs |`,
  );
  const section = [
    `Measured on ${date} (load average ${load} at the end): ${SOCKETS} member sockets in the lobby of one server process (no Redis), the sockets and the posters in the bench process on the same machine; ${SECONDS} s per rate, after a warm-up; sockets connected and joined in ${connectSeconds.toFixed(1)} s.`,
    "",
    "| messages/s posted | messages | deliveries/s | lost | latency p50 | p99 | max | server CPU per message | PostgreSQL CPU per message | CPU per delivery (both) |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...table,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${section}`);
  if (process.env.CHAT_BENCH_NO_README !== "1") await writeReadmeSection("chat-results", section);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const ws of sockets) ws.terminate();
  agent.destroy();
  await db.end();
  await server.stop();
}
process.exit(exitCode);
