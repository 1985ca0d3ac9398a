import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  cashierSettingsRequestSchema,
  cashierSettingsResponseSchema,
  consoleDepositQuerySchema,
  consoleDepositSchema,
  consoleDepositsResponseSchema,
  consoleIdParamsSchema,
  consoleReceivingAccountRequestSchema,
  consoleReceivingAccountSchema,
  consoleReceivingAccountsResponseSchema,
  consoleRejectRequestSchema,
  consoleRemarkRequestSchema,
  consoleResolveRequestSchema,
  consoleWithdrawalQuerySchema,
  consoleWithdrawalSchema,
  consoleWithdrawalsResponseSchema,
  envelopeSchema,
  orderNoParamsSchema,
  proofParamsSchema,
  type ConsoleWithdrawal,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import {
  CONSOLE_TAGS as tags,
  actorOf,
  auditOperatorAction,
  consoleErrors as errors,
  noQuery,
  operatorSessionOf,
  type AuditDetail,
} from "../operator/index.ts";
import {
  createReceivingAccount,
  listReceivingAccounts,
  readCashierSettings,
  updateCashierSettings,
  updateReceivingAccount,
} from "../system/index.ts";
import {
  approveWithdrawal,
  confirmDeposit,
  listDeposits,
  listWithdrawals,
  payWithdrawal,
  readProof,
  rejectDeposit,
  rejectWithdrawal,
  resolveWithdrawal,
  type StaffActor,
} from "./cashier.operator.ts";
import { cashierDeps } from "./cashier.common.ts";

/** The cashier in the console: the deposit and withdrawal queues, receiving accounts and cashier settings. */

const depositResponseSchema = envelopeSchema(consoleDepositSchema);
const withdrawalResponseSchema = envelopeSchema(consoleWithdrawalSchema);
const receivingAccountResponseSchema = envelopeSchema(consoleReceivingAccountSchema);
/** confirm / approve / pay: the body (with an optional remark) may be left out. */
const optionalRemark = consoleRemarkRequestSchema.nullish();

const staffOf = (request: FastifyRequest): StaffActor => ({ operator: operatorSessionOf(request).username });

/** The audit row of a queue action (the cashier function committed the action itself). */
const auditQueueAction = (
  request: FastifyRequest,
  action: string,
  orderNo: string,
  order: { memberId: string; amount: string },
  detail: AuditDetail,
) =>
  auditOperatorAction(request, {
    action,
    target: orderNo,
    detail: { memberId: order.memberId, amount: order.amount, ...detail },
  });

export const cashierConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = cashierDeps(app);
  const queues = app.requireOperator("queues");
  const settingsRole = app.requireOperator("settings");

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
    async (request) => ok(request, await listDeposits(deps, request.query)),
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
      const order = await confirmDeposit(deps, orderNo, staffOf(request), remark);
      await auditQueueAction(request, "deposit.confirm", orderNo, order, { remark: remark ?? "" });
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
      const { remark } = request.body;
      const order = await rejectDeposit(deps, orderNo, staffOf(request), remark);
      await auditQueueAction(request, "deposit.reject", orderNo, order, { remark });
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
    async (request) => ok(request, await listWithdrawals(deps, request.query)),
  );

  const withdrawalAction = (
    path: string,
    summary: string,
    action: string,
    run: (orderNo: string, actor: StaffActor, remark: string | undefined) => Promise<ConsoleWithdrawal>,
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
        const order = await run(orderNo, staffOf(request), remark);
        await auditQueueAction(request, action, orderNo, order, { remark: remark ?? "" });
        return ok(request, order);
      },
    );
  withdrawalAction(CONSOLE_PATHS.withdrawalApprove, "Approves a pending withdrawal", "withdrawal.approve", (o, a, r) =>
    approveWithdrawal(deps, o, a, r),
  );
  withdrawalAction(
    CONSOLE_PATHS.withdrawalPay,
    "Marks an approved withdrawal paid: the member's receipt confirmation starts",
    "withdrawal.pay",
    (o, a, r) => payWithdrawal(deps, o, a, r),
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
      const { remark } = request.body;
      const order = await rejectWithdrawal(deps, orderNo, staffOf(request), remark);
      await auditQueueAction(request, "withdrawal.reject", orderNo, order, { remark });
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
      const order = await resolveWithdrawal(deps, orderNo, staffOf(request), outcome, remark);
      await auditQueueAction(request, "withdrawal.resolve", orderNo, order, { outcome, remark });
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
      const proof = await readProof(deps, request.params.orderNo, request.params.proofId);
      return reply
        .type(proof.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", "inline")
        .send(proof.bytes);
    },
  );

  /* ---- Receiving accounts and cashier settings ---- */

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
    async (request) => ok(request, await listReceivingAccounts(app.db)),
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
    async (request) => ok(request, await createReceivingAccount(app.db, request.body, actorOf(request))),
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
      ok(request, await updateReceivingAccount(app.db, BigInt(request.params.id), request.body, actorOf(request))),
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
    async (request) => ok(request, await readCashierSettings(app.db)),
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
    async (request) => ok(request, await updateCashierSettings(app.db, request.body, actorOf(request))),
  );
};
