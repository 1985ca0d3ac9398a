import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  cashierSettingsRequestSchema,
  cashierSettingsResponseSchema,
  consoleAdjustRequestSchema,
  consoleAuditQuerySchema,
  consoleAuditResponseSchema,
  consoleDashboardResponseSchema,
  consoleMemberStateRequestSchema,
  consoleDepositQuerySchema,
  consoleDepositSchema,
  consoleDepositsResponseSchema,
  consoleIdParamsSchema,
  consoleLedgerQuerySchema,
  consoleLedgerResponseSchema,
  consoleLoginRequestSchema,
  consoleLoginResponseSchema,
  consoleMeResponseSchema,
  consoleMemberQuerySchema,
  consoleMemberResponseSchema,
  consoleMembersResponseSchema,
  consoleReceivingAccountRequestSchema,
  consoleReceivingAccountSchema,
  consoleReceivingAccountsResponseSchema,
  consoleRegisterRulesRequestSchema,
  consoleRegisterRulesResponseSchema,
  consoleRejectRequestSchema,
  consoleRemarkRequestSchema,
  consoleResolveRequestSchema,
  consoleSystemRequestSchema,
  consoleSystemResponseSchema,
  consoleWhitelabelRequestSchema,
  consoleWhitelabelResponseSchema,
  consoleWithdrawalQuerySchema,
  consoleWithdrawalSchema,
  consoleWithdrawalsResponseSchema,
  emptyResponseSchema,
  envelopeSchema,
  ledgerStatusResponseSchema,
  memberIdParamsSchema,
  orderNoParamsSchema,
  proofParamsSchema,
  type ConsoleWithdrawal,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import * as cashier from "../cashier/cashier.operator.ts";
import { verifyLedger } from "../ledger/ledger.verify.ts";
import { changeMemberState } from "../account/member-state.ts";
import { adjustMember, memberDetail, memberLedger, searchMembers } from "../account/account.console.ts";
import { readDashboard } from "../dashboard/dashboard.service.ts";
import { consoleOperatorRoutes } from "../operator/operator.console.routes.ts";
import { consoleGameRoutes } from "../games/games.console.routes.ts";
import * as settings from "../system/system.console.ts";
import { appendAudit, listAudit, verifyOperatorAudit, type AuditDetail } from "../operator/operator-audit.ts";
import {
  actorOf,
  loginOperator,
  logoutOperator,
  operatorOf,
  requireOperator,
  type OperatorSession,
} from "../operator/operator-auth.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
const tags = ["console"];
const depositResponseSchema = envelopeSchema(consoleDepositSchema);
const withdrawalResponseSchema = envelopeSchema(consoleWithdrawalSchema);
const receivingAccountResponseSchema = envelopeSchema(consoleReceivingAccountSchema);
/** confirm / approve / pay: the body (with an optional remark) may be left out. */
const optionalRemark = consoleRemarkRequestSchema.nullish();

const operator = (request: FastifyRequest): OperatorSession => request.operatorSession!;
const staff = (request: FastifyRequest): cashier.StaffActor => ({ operator: operator(request).username });

/** The audit row of a queue action (the cashier function committed the action itself). */
async function auditQueueAction(request: FastifyRequest, action: string, orderNo: string, detail: AuditDetail) {
  await appendAudit(request.server.db, {
    operator: operator(request).username,
    action,
    target: orderNo,
    ip: request.clientLocation().ip,
    detail,
  });
}

/** Operator console API under /console/api (operators with TOTP, roles, queues, members, settings, audit). */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest("operatorSession", null);
  // Console answers carry members' personal data and money: no-store, as every answer without its own
  // Cache-Control (plugins/cache-control.ts).

  const queues = requireOperator("queues");
  const members = requireOperator("members");
  const adjust = requireOperator("adjust");
  const settingsRole = requireOperator("settings");
  const auditRole = requireOperator("audit");
  const anyOperator = requireOperator("any");
  const memberState = requireOperator("memberState");
  await app.register(consoleGameRoutes);
  await app.register(consoleOperatorRoutes);

  app.get(
    CONSOLE_PATHS.dashboard,
    {
      preHandler: requireOperator("dashboard"),
      schema: {
        tags,
        summary: "Today's and the last 30 days' deposits, withdrawals, bets, wins, GGR, active and new members",
        querystring: noQuery,
        response: { 200: consoleDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await readDashboard(app.db)),
  );

  /* ---- Session ---- */

  app.post(
    CONSOLE_PATHS.login,
    {
      schema: {
        tags,
        summary: "Operator login: username, password and the current authenticator code",
        body: consoleLoginRequestSchema,
        response: { 200: consoleLoginResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await loginOperator(request, request.body)),
  );

  app.delete(
    CONSOLE_PATHS.logout,
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: "Ends this console session",
        querystring: noQuery,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await logoutOperator(app.db, operator(request), request.clientLocation().ip);
      return ok(request, null);
    },
  );

  app.get(
    CONSOLE_PATHS.me,
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: "The signed-in operator",
        querystring: noQuery,
        response: { 200: consoleMeResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, operatorOf(operator(request))),
  );

  /* ---- Deposit queue ---- */

  app.get(
    CONSOLE_PATHS.deposits,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Deposit orders by status",
        querystring: consoleDepositQuerySchema,
        response: { 200: consoleDepositsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await cashier.listDeposits(app, request.query)),
  );

  app.post(
    CONSOLE_PATHS.depositConfirm,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Confirms a pending deposit: the amount is credited to the member",
        params: orderNoParamsSchema,
        body: optionalRemark,
        response: { 200: depositResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const remark = request.body?.remark;
      const order = await cashier.confirmDeposit(app, orderNo, staff(request), remark);
      await auditQueueAction(request, "deposit.confirm", orderNo, {
        memberId: order.memberId,
        amount: order.amount,
        remark: remark ?? "",
      });
      return ok(request, order);
    },
  );

  app.post(
    CONSOLE_PATHS.depositReject,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Rejects a pending deposit (a reason is required)",
        params: orderNoParamsSchema,
        body: consoleRejectRequestSchema,
        response: { 200: depositResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const order = await cashier.rejectDeposit(app, orderNo, staff(request), request.body.remark);
      await auditQueueAction(request, "deposit.reject", orderNo, {
        memberId: order.memberId,
        amount: order.amount,
        remark: request.body.remark,
      });
      return ok(request, order);
    },
  );

  /* ---- Withdrawal queue ---- */

  app.get(
    CONSOLE_PATHS.withdrawals,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Withdrawal orders by status",
        querystring: consoleWithdrawalQuerySchema,
        response: { 200: consoleWithdrawalsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await cashier.listWithdrawals(app, request.query)),
  );

  const withdrawalAction = (
    path: string,
    summary: string,
    action: string,
    run: (orderNo: string, actor: cashier.StaffActor, remark: string | undefined) => Promise<ConsoleWithdrawal>,
  ) =>
    app.post(
      path,
      {
        preHandler: queues,
        schema: {
          tags,
          summary,
          params: orderNoParamsSchema,
          body: optionalRemark,
          response: { 200: withdrawalResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { orderNo } = request.params;
        const remark = request.body?.remark;
        const order = await run(orderNo, staff(request), remark);
        await auditQueueAction(request, action, orderNo, {
          memberId: order.memberId,
          amount: order.amount,
          remark: remark ?? "",
        });
        return ok(request, order);
      },
    );
  withdrawalAction(CONSOLE_PATHS.withdrawalApprove, "Approves a pending withdrawal", "withdrawal.approve", (o, a, r) =>
    cashier.approveWithdrawal(app, o, a, r),
  );
  withdrawalAction(
    CONSOLE_PATHS.withdrawalPay,
    "Marks an approved withdrawal paid: the member's receipt confirmation starts",
    "withdrawal.pay",
    (o, a, r) => cashier.payWithdrawal(app, o, a, r),
  );

  app.post(
    CONSOLE_PATHS.withdrawalReject,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Rejects a pending or approved withdrawal: the held amount returns (a reason is required)",
        params: orderNoParamsSchema,
        body: consoleRejectRequestSchema,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const order = await cashier.rejectWithdrawal(app, orderNo, staff(request), request.body.remark);
      await auditQueueAction(request, "withdrawal.reject", orderNo, {
        memberId: order.memberId,
        amount: order.amount,
        remark: request.body.remark,
      });
      return ok(request, order);
    },
  );

  app.post(
    CONSOLE_PATHS.withdrawalResolve,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "Resolves a disputed payout: paid (forced receipt, no refund) or refund",
        params: orderNoParamsSchema,
        body: consoleResolveRequestSchema,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const { outcome, remark } = request.body;
      const order = await cashier.resolveWithdrawal(app, orderNo, staff(request), outcome, remark);
      await auditQueueAction(request, "withdrawal.resolve", orderNo, {
        memberId: order.memberId,
        amount: order.amount,
        outcome,
        remark,
      });
      return ok(request, order);
    },
  );

  app.get(
    CONSOLE_PATHS.withdrawalProof,
    {
      preHandler: queues,
      schema: {
        tags,
        summary: "A proof image of a disputed payout (png or jpeg bytes)",
        params: proofParamsSchema,
        querystring: noQuery,
        // Raw bytes (image/png or image/jpeg); Fastify sends a Buffer as is, without the serializer.
        response: { 200: z.any().describe("the image bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const proof = await cashier.readProof(app, request.params.orderNo, request.params.proofId);
      return reply
        .type(proof.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", "inline")
        .send(proof.bytes);
    },
  );

  /* ---- Members ---- */

  app.get(
    CONSOLE_PATHS.members,
    {
      preHandler: members,
      schema: {
        tags,
        summary: "Members by account, mobile, e-mail or id, with balances",
        querystring: consoleMemberQuerySchema,
        response: { 200: consoleMembersResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await searchMembers(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.member,
    {
      preHandler: members,
      schema: {
        tags,
        summary: "One member with main, vendor and held balances",
        params: memberIdParamsSchema,
        querystring: noQuery,
        response: { 200: consoleMemberResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await memberDetail(app.db, BigInt(request.params.id))),
  );

  app.get(
    CONSOLE_PATHS.memberLedger,
    {
      preHandler: members,
      schema: {
        tags,
        summary: "The ledger transfers of a member's accounts, newest first",
        params: memberIdParamsSchema,
        querystring: consoleLedgerQuerySchema,
        response: { 200: consoleLedgerResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await memberLedger(app.db, BigInt(request.params.id), request.query)),
  );

  app.post(
    CONSOLE_PATHS.memberAdjust,
    {
      preHandler: adjust,
      schema: {
        tags,
        summary: "Manual credit or debit of the main wallet (reason required; idempotent by requestId)",
        params: memberIdParamsSchema,
        body: consoleAdjustRequestSchema,
        response: { 200: consoleMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const memberId = BigInt(request.params.id);
      await adjustMember(app, memberId, request.body, operator(request), request.clientLocation().ip);
      return ok(request, await memberDetail(app.db, memberId));
    },
  );

  app.post(
    CONSOLE_PATHS.memberState,
    {
      preHandler: memberState,
      schema: {
        tags,
        summary:
          "Freeze (no money moves), unfreeze, lock (no login, sessions ended), unlock or close (final) a member, with a reason",
        params: memberIdParamsSchema,
        body: consoleMemberStateRequestSchema,
        response: { 200: consoleMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const memberId = BigInt(request.params.id);
      await changeMemberState(app.db, memberId, request.body, {
        username: operator(request).username,
        ip: request.clientLocation().ip,
      });
      return ok(request, await memberDetail(app.db, memberId));
    },
  );

  /* ---- Cashier configuration ---- */

  app.get(
    CONSOLE_PATHS.receivingAccounts,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "The receiving bank accounts of deposits",
        querystring: noQuery,
        response: { 200: consoleReceivingAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.listReceivingAccounts(app.db)),
  );

  app.post(
    CONSOLE_PATHS.receivingAccounts,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Adds a receiving bank account",
        body: consoleReceivingAccountRequestSchema,
        response: { 200: receivingAccountResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.createReceivingAccount(app.db, request.body, actorOf(request))),
  );

  app.put(
    CONSOLE_PATHS.receivingAccount,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Changes (or enables / disables) a receiving bank account",
        params: consoleIdParamsSchema,
        body: consoleReceivingAccountRequestSchema,
        response: { 200: receivingAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await settings.updateReceivingAccount(app.db, BigInt(request.params.id), request.body, actorOf(request)),
      ),
  );

  app.get(
    CONSOLE_PATHS.cashierSettings,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Deposit and withdrawal limits (minor units), expiry and auto-receipt minutes",
        querystring: noQuery,
        response: { 200: cashierSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.readCashierSettings(app.db)),
  );

  app.put(
    CONSOLE_PATHS.cashierSettings,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Replaces the cashier settings",
        body: cashierSettingsRequestSchema,
        response: { 200: cashierSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.updateCashierSettings(app.db, request.body, actorOf(request))),
  );

  /* ---- Site settings ---- */

  app.get(
    CONSOLE_PATHS.system,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Maintenance, restricted countries, login required",
        querystring: noQuery,
        response: { 200: consoleSystemResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.readSystem(app.db)),
  );

  app.put(
    CONSOLE_PATHS.system,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Sets maintenance, restricted countries (ISO 3166-1 alpha-2) and login required",
        body: consoleSystemRequestSchema,
        response: { 200: consoleSystemResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.updateSystem(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.whitelabel,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "White-label setting flags",
        querystring: noQuery,
        response: { 200: consoleWhitelabelResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.listWhitelabel(app.db)),
  );

  app.put(
    CONSOLE_PATHS.whitelabel,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Switches white-label setting flags",
        body: consoleWhitelabelRequestSchema,
        response: { 200: consoleWhitelabelResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.updateWhitelabel(app.db, request.body.flags, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.registerRules,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Registration field rules",
        querystring: noQuery,
        response: { 200: consoleRegisterRulesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.listRegisterRules(app.db)),
  );

  app.put(
    CONSOLE_PATHS.registerRules,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Changes registration field rules (the accepted pattern follows the pattern id)",
        body: consoleRegisterRulesRequestSchema,
        response: { 200: consoleRegisterRulesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await settings.updateRegisterRules(app.db, request.body.rules, actorOf(request))),
  );

  /* ---- Audit and ledger health ---- */

  app.get(
    CONSOLE_PATHS.audit,
    {
      preHandler: auditRole,
      schema: {
        tags,
        summary: "The operator audit log, newest first, and whether its hash chain is intact",
        querystring: consoleAuditQuerySchema,
        response: { 200: consoleAuditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listAudit(app.db, request.query.page, request.query.size);
      const chain = await verifyOperatorAudit(app.db);
      return ok(request, { ...page, chainValid: chain.brokenAt === null });
    },
  );

  app.get(
    CONSOLE_PATHS.ledgerStatus,
    {
      preHandler: auditRole,
      schema: {
        tags,
        summary: "Ledger invariants (ledger:verify)",
        querystring: noQuery,
        response: { 200: ledgerStatusResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await verifyLedger(app.db)),
  );
};
