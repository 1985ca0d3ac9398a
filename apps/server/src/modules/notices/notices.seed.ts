import type { ConsoleNoticeInput } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import * as repo from "./notices.repository.ts";
import { noticeWrite } from "./notices.service.ts";

/** Writes a demo notice once, by its key (an operator's later changes stay); true when inserted. */
export async function seedNotice(db: DbClient, key: string, input: ConsoleNoticeInput): Promise<boolean> {
  return repo.insertSeedNotice(db, key, await noticeWrite(db, input, "seed"));
}
