import type { Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { eventually } from "../realtime/ws-client.ts";
import { destroyRawSockets, listenLocally, openRaw } from "./raw-http.ts";

/*
 * A client that leaves while its request is still being answered: the handler goes on and reads
 * the visitor's IP after its socket is gone. The system status call reads the brand first, then the
 * visitor's country; the brand table is locked so that the call waits until the client has gone.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenLocally(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  destroyRawSockets();
  vi.restoreAllMocks();
});

const waitingQueries = async () =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    )
  ).rows[0]!.n;

describe("a client that disconnects early", () => {
  it("does not make the handler fail when it reads the visitor's location after the socket is gone", async () => {
    const errors = vi.spyOn(t.app.log, "error");
    let serverSide: Socket | undefined;
    const remember = (socket: Socket) => (serverSide = socket);
    t.app.server.once("connection", remember);
    const lock = await t.db.connect();
    try {
      await lock.query("begin");
      await lock.query("lock table brand in access exclusive mode");
      const client = await openRaw(port, `GET ${PATHS.systemStatus} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await eventually(async () => (await waitingQueries()) > 0);
      client.socket.resetAndDestroy();
      await client.closed;
      await eventually(async () => (await connections()) === 0);
    } finally {
      await lock.query("commit");
      lock.release();
    }
    await eventually(async () => (await waitingQueries()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = errors.mock.calls.map(
      ([first, second]) => `${String(second)}: ${(first as { err?: Error }).err?.message}`,
    );
    expect(logged).toEqual([]);
    // The visitor's address is still known (audit rows and per-IP throttles read request.ip late too).
    expect(serverSide?.destroyed).toBe(true);
    expect(serverSide?.remoteAddress).toBe("127.0.0.1");
  });
});

function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
