import type pg from "pg";

/** Demo members and agents (issue 3): filled in by the accounts work. */
export async function seedDemoAccounts(tx: pg.PoolClient): Promise<void> {
  void tx;
}
