import pg from "pg";

// int8 (bigint) columns hold money in minor units: parse them to BigInt, never to a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Db = pg.Pool;
export type DbClient = pg.PoolClient | pg.Pool;

/**
 * How long a call may wait on PostgreSQL (docs/OPERATIONS.md "When something fails"; env.ts
 * DB_* settings). A database that does not answer makes calls fail within about 2 s instead of
 * hanging them.
 */
export type DbTimeouts = {
  /**
   * Opening a connection takes at most this long. The wait in the pool's queue is bounded by
   * queueMax and the watchdog instead (a busy healthy server queues calls; a frozen one fails them).
   */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout of the pool's sessions (0: none). */
  statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout of the pool's sessions (0: none). */
  idleInTransactionTimeoutMs: number;
  /** Calls waiting for a connection at most; a call beyond it fails at once. */
  queueMax: number;
};

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectTimeoutMs: 1_500,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
  queueMax: 500,
};

/** A call did not reach the database: it was frozen, stopped, unreachable, or the pool's queue was full. */
export class DatabaseUnavailableError extends Error {
  readonly code = "LOTUS_DB_UNAVAILABLE";
}

/** Where nothing has answered for this long while a call waits, a probe checks that PostgreSQL answers at all. */
const STALL_AFTER_MS = 300;
/** How long a probe waits for PostgreSQL's answer (at most connectTimeoutMs). */
const PROBE_TIMEOUT_MS = 1_000;
/** While the database is down, how often a probe asks again. */
const REPROBE_MS = 500;

const NETWORK_CODES = new Set([
  "LOTUS_DB_UNAVAILABLE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014 query_canceled
// (statement_timeout), 53300 too_many_connections; class 08: connection exceptions.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
const CONNECTION_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "connection timeout",
  "Query read timeout",
  "is not queryable",
  "Client was closed and is not queryable",
];

/**
 * Whether `error` means that the database could not be reached or did not answer in time (rather
 * than a fault of the call): node-postgres' connection errors, network errors, the SQLSTATEs of a
 * stopping or overloaded server, our own DatabaseUnavailableError. Follows `cause` and the errors
 * of an AggregateError (a connect to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // Any other SQLSTATE is an answer from a working server.
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
  }
  if (CONNECTION_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * A connection whose `error` events never crash the process: node-postgres emits one when the
 * server goes away under a checked-out connection (the pool listens only on idle ones). The same
 * error already fails the connection's queries, and the pool drops a connection that cannot query.
 */
class Connection extends pg.Client {
  constructor(config: pg.ClientConfig & { openTimeoutMs?: number } = {}) {
    // The pool's own connectionTimeoutMillis would bound the wait in its queue too, and cut calls
    // that merely queue on a busy but healthy server: only opening a connection is bounded by time.
    super({ ...config, connectionTimeoutMillis: config.openTimeoutMs });
    this.on("error", () => {});
  }
}

type Waiter = { since: number; fail: (error: Error) => void };
type Callback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (error?: Error | boolean) => void,
) => void;
const NOTHING_TO_RELEASE = () => {};

/**
 * pg.Pool with bounds: a limited wait queue, and a watchdog. Whenever a call has waited on the
 * database for STALL_AFTER_MS with nothing answered meanwhile, a probe (a fresh connection and
 * `select 1`, bounded by PROBE_TIMEOUT_MS) checks that PostgreSQL answers at all; a slow query on
 * a live server is left alone. When the probe gets no answer, the database is "down": the
 * waiting calls and the connections in use fail at once (their sockets are closed, so their
 * queries fail; PostgreSQL rolls their transactions back when it sees the closed connection), new
 * calls fail at once, and probes repeat every REPROBE_MS until the database answers again.
 */
class GuardedPool extends pg.Pool {
  /** The database did not answer the last probe. */
  down = false;
  private readonly waiters = new Set<Waiter>();
  private readonly inUse = new Map<pg.PoolClient, number>();
  private lastAnswer = Date.now();
  private lastProbe = 0;
  private probing = false;
  private readonly watchdog: NodeJS.Timeout;

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly timeouts: DbTimeouts,
  ) {
    super(config);
    this.on("acquire", (client) => this.inUse.set(client, Date.now()));
    this.on("release", (error, client) => {
      this.inUse.delete(client);
      if (!error) this.lastAnswer = Date.now();
    });
    this.on("remove", (client) => this.inUse.delete(client));
    this.watchdog = setInterval(() => this.watch(), 100);
    this.watchdog.unref();
  }

  // pg-pool's own query() calls connect(callback), so calls through either path pass here. One
  // implementation for pg.Pool's two overloads: the callback form returns nothing.
  override connect(callback?: Callback): Promise<pg.PoolClient> {
    if (!callback) {
      return new Promise((resolve, reject) => {
        this.connect((error, client) => (error ? reject(error) : resolve(client!)));
      });
    }
    if (this.down || this.waiters.size >= this.timeouts.queueMax) {
      const reason = this.down ? "the database does not answer" : "too many calls wait for a database connection";
      process.nextTick(() => callback(new DatabaseUnavailableError(reason), undefined, NOTHING_TO_RELEASE));
      return undefined as never;
    }
    let settled = false;
    const waiter: Waiter = {
      since: Date.now(),
      fail: (error) => {
        if (settled) return;
        settled = true;
        this.waiters.delete(waiter);
        callback(error, undefined, NOTHING_TO_RELEASE);
      },
    };
    this.waiters.add(waiter);
    super.connect(
      (error: Error | undefined, client: pg.PoolClient | undefined, release: (e?: Error | boolean) => void) => {
        this.waiters.delete(waiter);
        if (settled) {
          // Failed already by the watchdog: give the connection back.
          if (client) release();
          return;
        }
        settled = true;
        callback(error, client, release);
      },
    );
    return undefined as never;
  }

  override async end(): Promise<void> {
    clearInterval(this.watchdog);
    return super.end();
  }

  private watch() {
    if (this.probing || this.ending) return;
    const now = Date.now();
    if (this.down) {
      if (now - this.lastProbe >= REPROBE_MS) void this.probe();
      return;
    }
    let oldest = Infinity;
    for (const waiter of this.waiters) oldest = Math.min(oldest, waiter.since);
    for (const since of this.inUse.values()) oldest = Math.min(oldest, since);
    if (now - oldest >= STALL_AFTER_MS && now - this.lastAnswer >= STALL_AFTER_MS) void this.probe();
  }

  private async probe() {
    this.probing = true;
    this.lastProbe = Date.now();
    const timeout = Math.min(PROBE_TIMEOUT_MS, this.timeouts.connectTimeoutMs);
    const client = new Connection({ ...this.config, openTimeoutMs: timeout });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.connect().then(() => client.query("select 1")),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("no answer")), timeout);
        }),
      ]);
      this.lastAnswer = Date.now();
      if (this.down) console.error("[lotus] the database answers again");
      this.down = false;
    } catch (error) {
      // A call of the pool that succeeded meanwhile proves the server alive (a probe slowed by a busy
      // machine, not a frozen database).
      if (!this.down && this.lastAnswer >= this.lastProbe) return;
      if (!this.down) {
        console.error(
          `[lotus] the database does not answer (${(error as Error).message}): calls fail with 503 until it does`,
        );
      }
      this.down = true;
      const unavailable = new DatabaseUnavailableError("the database does not answer");
      for (const waiter of [...this.waiters]) waiter.fail(unavailable);
      for (const client of this.inUse.keys()) closeSocket(client);
    } finally {
      clearTimeout(timer);
      closeSocket(client);
      this.probing = false;
    }
  }
}

/** Closes a connection's socket without the protocol's goodbye (which a frozen server would never read). */
function closeSocket(client: pg.Client | pg.PoolClient) {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** Whether the pool's last probe found the database not answering (see GuardedPool). */
export function isDatabaseDown(db: Db): boolean {
  return db instanceof GuardedPool && db.down;
}

export function createPool(url: string, max = 20, timeouts: Partial<DbTimeouts> = {}): Db {
  const bounds = { ...DEFAULT_DB_TIMEOUTS, ...timeouts };
  const pool = new GuardedPool(
    {
      connectionString: url,
      max,
      application_name: "lotus",
      Client: Connection,
      // Read by Connection (see there): pg.Pool passes its options to each new connection.
      ...{ openTimeoutMs: bounds.connectTimeoutMs },
      options: `-c statement_timeout=${bounds.statementTimeoutMs} -c idle_in_transaction_session_timeout=${bounds.idleInTransactionTimeoutMs}`,
    },
    bounds,
  );
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) is
  // reported here; without a listener the error would crash the process. The pool replaces
  // the connection on the next query.
  pool.on("error", (error) => {
    if (!pool.ending) console.error(`[lotus] idle database connection lost: ${error.message}`);
  });
  return pool;
}

/** Runs `work` in one database transaction. */
export async function inTransaction<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped, not handed to the next call.
    await client.query("rollback").catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
