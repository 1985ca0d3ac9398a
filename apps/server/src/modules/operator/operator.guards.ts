import type { FastifyRequest } from "fastify";
import type { ConsolePermission } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { findOperatorSession, mayDo, operatorTokenOf, type OperatorSession } from "./operator-auth.service.ts";
import { appendAudit, type AuditDetail } from "./operator-audit.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The console session `requireOperator` resolved (decorated once by plugins/operator.ts). */
    operatorSession: OperatorSession | null;
  }
}

/** A preHandler: a live console session whose role has `permission` (forbidden otherwise); "any": every role. */
export function requireOperator(permission: ConsolePermission | "any") {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw new AppError("please_login_first");
    const token = operatorTokenOf(header);
    const session = token ? await findOperatorSession(request.server.db, token) : null;
    if (!session) throw new AppError("session_expired");
    request.operatorSession = session;
    if (!mayDo(session.role, permission)) throw new AppError("forbidden");
  };
}

/** The session of a request behind `requireOperator`. */
export function operatorSessionOf(request: FastifyRequest): OperatorSession {
  if (!request.operatorSession) throw new AppError("please_login_first");
  return request.operatorSession;
}

/** Who makes a console change, for its audit row: the operator's session and address. */
export type Actor = { session: OperatorSession; ip: string };

/** The actor of a request behind `requireOperator`. */
export const actorOf = (request: FastifyRequest): Actor => ({
  session: operatorSessionOf(request),
  ip: request.clientLocation().ip,
});

/**
 * Writes the audit row of an action a service has already committed (a queue action), as the
 * signed-in operator from the request's address.
 */
export async function auditOperatorAction(
  request: FastifyRequest,
  entry: { action: string; target: string; detail: AuditDetail },
): Promise<void> {
  await appendAudit(request.server.db, {
    operator: operatorSessionOf(request).username,
    ip: request.clientLocation().ip,
    ...entry,
  });
}
