import type { ConsoleNoticeInput } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import * as repo from "./notices.repository.ts";
import { noticeWrite } from "./notices.service.ts";

/**
 * Writes the demo notices once, each by its key: only while no seeded notice exists yet, so a notice an
 * operator removed later is not brought back, and an operator's changes stay.
 */
export async function seedNotices(db: DbClient, notices: Record<string, ConsoleNoticeInput>): Promise<void> {
  if (await repo.hasSeededNotices(db)) return;
  for (const [key, input] of Object.entries(notices)) {
    await repo.insertSeedNotice(db, key, await noticeWrite(db, input, "seed"));
  }
}
