import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CONSOLE_PATHS } from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { AuditPage } from "../../../lib/types";

export const AUDIT_PAGE_SIZE = 50;

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: consoleKey("audit", page),
    queryFn: ({ signal }) => api.get<AuditPage>(CONSOLE_PATHS.audit, { page, size: AUDIT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}
