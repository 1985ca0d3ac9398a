import type pg from "pg";
import type { MemberInfo } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";

/** Member info of spec §3 for one member. (Stub: implemented by the session work.) */
export async function loadMemberInfo(db: Db | pg.PoolClient, memberId: bigint): Promise<MemberInfo> {
  void db;
  void memberId;
  throw new Error("not implemented yet");
}
