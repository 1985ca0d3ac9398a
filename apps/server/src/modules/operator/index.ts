/** The operator module: console sign-in, sessions, guards, operator accounts and the operator audit log. */
export {
  OPERATOR_ABSOLUTE_HOURS,
  OPERATOR_FAILURE_WINDOW_MINUTES,
  OPERATOR_FAILURES_PER_IP,
  OPERATOR_FAILURES_PER_USERNAME,
  OPERATOR_FAILURES_WITH_CODE,
  OPERATOR_IDLE_MINUTES,
  findOperatorSession,
  loginGate,
  loginOperator,
  logoutOperator,
  mayDo,
  operatorOf,
  operatorTokenOf,
  type LoginInput,
  type LoginOrigin,
  type OperatorSession,
} from "./operator-auth.service.ts";
export { actorOf, auditOperatorAction, operatorSessionOf, requireOperator, type Actor } from "./operator.guards.ts";
export {
  appendAudit,
  auditRowOf,
  cleanDetail,
  listAudit,
  verifyOperatorAudit,
  type AuditDetail,
  type AuditEntry,
  type AuditListEntry,
} from "./operator-audit.service.ts";
export {
  CONSOLE_TOTP_ISSUER,
  OPERATOR_USERNAME,
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperator,
  setOperatorRole,
  type OperatorActor,
  type OperatorRow,
} from "./operators.service.ts";
export { CONSOLE_TAGS, consoleErrors, noQuery } from "./console-schema.ts";
export { operatorConsoleRoutes } from "./operator.console.routes.ts";
