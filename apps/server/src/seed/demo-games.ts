import type { Db } from "../db/pool.ts";

/** Placeholder: the demo catalogue (10,000 slot games and the other categories), filled in by the catalogue work. */
export async function seedDemoGames(_db: Db): Promise<void> {}
