import type { ProtectionExclusionRow, ProtectionFindingRow, ProtectionMemberView } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./protection.repository.ts";
import { protectionState } from "./protection.service.ts";

/* The console's reads of responsible gaming (issue 16 item 6). */

const endOf = (date: Date | null): string | null => (date ? date.toISOString() : null);

function exclusionRow(row: repo.ExclusionListRow): ProtectionExclusionRow {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    account: row.account,
    kind: row.kind,
    term: row.term,
    startedAt: row.started_at.toISOString(),
    endsAt: endOf(row.ends_at),
    reason: row.reason,
    createdBy: row.created_by,
    active: row.active,
  };
}

export async function consoleMember(db: DbClient, memberId: bigint): Promise<ProtectionMemberView> {
  const account = await repo.memberAccount(db, memberId);
  if (account === null) throw new AppError("not_found");
  const [state, exclusions] = await Promise.all([
    protectionState(db, memberId),
    repo.listExclusions(db, { memberId, page: 1, size: 100 }),
  ]);
  return { ...state, memberId: memberId.toString(), account, exclusions: exclusions.rows.map(exclusionRow) };
}

export async function exclusionsPage(
  db: DbClient,
  query: { page: number; size: number; kind?: "timeout" | "self_exclusion"; active?: "true" | "false" },
): Promise<{ total: number; list: ProtectionExclusionRow[] }> {
  const { total, rows } = await repo.listExclusions(db, {
    kind: query.kind,
    active: query.active === undefined ? undefined : query.active === "true",
    page: query.page,
    size: query.size,
  });
  return { total, list: rows.map(exclusionRow) };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralized (spreadsheet formulas). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const EXCLUSIONS_CSV_HEADER = [
  "exclusion_id",
  "member_id",
  "account",
  "type",
  "term",
  "start_utc",
  "end_utc",
  "reason",
  "requested_by",
  "running",
];

/** Every exclusion, oldest first, read in pages of 1,000. */
export async function exclusionsCsv(db: DbClient): Promise<{ text: string; rows: number }> {
  const lines = [EXCLUSIONS_CSV_HEADER.join(",")];
  let after = 0n;
  for (;;) {
    const page = await repo.exclusionsAfter(db, after, 1000);
    for (const row of page) {
      const r = exclusionRow(row);
      lines.push(
        [
          r.id,
          r.memberId,
          r.account,
          r.kind,
          r.term,
          r.startedAt,
          r.endsAt ?? "permanent",
          r.reason,
          r.createdBy,
          r.active ? "yes" : "no",
        ]
          .map(csvField)
          .join(","),
      );
    }
    if (page.length < 1000) break;
    after = page[page.length - 1]!.id;
  }
  return { text: lines.join("\r\n") + "\r\n", rows: lines.length - 1 };
}

export async function findingsPage(
  db: DbClient,
  page: number,
  size: number,
): Promise<{ total: number; list: ProtectionFindingRow[] }> {
  const { total, rows } = await repo.listFindings(db, page, size);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id.toString(),
      memberId: r.member_id.toString(),
      account: r.account,
      at: r.at.toISOString(),
      kind: r.kind,
      reference: r.reference,
      amount: r.amount.toString(),
    })),
  };
}
