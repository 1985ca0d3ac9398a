import pg from "pg";

// int8 (bigint) columns hold money in minor units: parse them to BigInt, never to a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Db = pg.Pool;
export type DbClient = pg.PoolClient | pg.Pool;

export function createPool(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max, application_name: "lotus" });
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) is
  // reported here; without a listener the error would crash the process. The pool replaces
  // the connection on the next query.
  pool.on("error", (error) => console.error(`[lotus] idle database connection lost: ${error.message}`));
  return pool;
}

/** Runs `work` in one database transaction. */
export async function inTransaction<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}
