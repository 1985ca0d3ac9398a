import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  PROOF_IMAGE_MAX_BYTES,
  VN_BANKS,
  addBankAccountRequestSchema,
  awaitingReceiptResponseSchema,
  bankAccountResponseSchema,
  bankAccountsResponseSchema,
  bankListResponseSchema,
  depositMethodsResponseSchema,
  depositOrderResponseSchema,
  depositOrdersResponseSchema,
  depositRequestSchema,
  emptyResponseSchema,
  idParamsSchema,
  orderListQuerySchema,
  orderNoParamsSchema,
  proofUploadResponseSchema,
  receiptRequestSchema,
  removeBankAccountRequestSchema,
  withdrawInfoResponseSchema,
  withdrawRequestSchema,
  withdrawalOrderResponseSchema,
  withdrawalOrdersResponseSchema,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { registerJob } from "../jobs/index.ts";
import { acceptImageUploads } from "../media/index.ts";
import * as bankAccounts from "./bank-accounts.service.ts";
import { cashierDeps } from "./cashier.common.ts";
import * as deposits from "./deposit.service.ts";
import * as statements from "./statement.service.ts";
import * as withdrawals from "./withdraw.service.ts";
import { bankWebhookSecret } from "./webhook-secret.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
const tags = ["cashier"];
const member = (request: FastifyRequest) => request.session!;

/** Scheduled cashier work: both jobs are conditional UPDATEs, safe to run again at any time. */
export const CASHIER_JOBS = { depositExpiry: "cashier.deposit-expiry", autoReceipt: "cashier.auto-receipt" } as const;
const JOB_EVERY_MS = 30_000;

/** The member's cashier calls: deposits, bank accounts, withdrawals and the receipt confirmation. */
const memberCashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.authenticate();

  // Proof images arrive as the raw body (Content-Type image/png or image/jpeg): the media module's upload pipeline.
  acceptImageUploads(app, [PATHS.withdrawProof]);

  /* ---- Deposit ---- */

  app.get(
    PATHS.depositMethods,
    {
      preHandler,
      schema: {
        tags,
        summary: "Deposit methods with the operator's limits and receiving accounts",
        querystring: noQuery,
        response: { 200: depositMethodsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await deposits.listMethods(app.db, request.language)),
  );

  app.post(
    PATHS.deposit,
    {
      preHandler,
      schema: {
        tags,
        summary: "A bank-transfer deposit order with its memo and VietQR payload (idempotent by requestId)",
        body: depositRequestSchema,
        response: { 200: depositOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await deposits.createDeposit(app.db, member(request).memberId, request.body, request.language)),
  );

  app.get(
    PATHS.depositOrders,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's deposit orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: depositOrdersResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await deposits.listDepositOrders(app.db, member(request).memberId, request.query.page, request.query.size),
      ),
  );

  app.get(
    PATHS.depositOrder,
    {
      preHandler,
      schema: {
        tags,
        summary: "One of the member's deposit orders",
        params: orderNoParamsSchema,
        querystring: noQuery,
        response: { 200: depositOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await deposits.getDepositOrder(app.db, member(request).memberId, request.params.orderNo)),
  );

  /* ---- Bank accounts ---- */

  app.get(
    PATHS.banks,
    {
      preHandler,
      schema: {
        tags,
        summary: "Vietnamese banks",
        querystring: noQuery,
        response: { 200: bankListResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        VN_BANKS.map(({ code, bin, name, fullName }) => ({ code, bin, name, fullName })),
      ),
  );

  app.get(
    PATHS.bankAccounts,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's bank accounts (numbers masked)",
        querystring: noQuery,
        response: { 200: bankAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await bankAccounts.listBankAccounts(app.db, member(request).memberId)),
  );

  app.post(
    PATHS.bankAccounts,
    {
      preHandler,
      schema: {
        tags,
        summary: "Links a bank account (holder = registered payee name; payment password)",
        body: addBankAccountRequestSchema,
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await bankAccounts.addBankAccount(app.db, member(request).memberId, request.body)),
  );

  app.delete(
    PATHS.bankAccount,
    {
      preHandler,
      schema: {
        tags,
        summary: "Removes a bank account (payment password)",
        params: idParamsSchema,
        body: removeBankAccountRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await bankAccounts.removeBankAccount(
        app.db,
        member(request).memberId,
        request.params.id,
        request.body.paymentPassword,
      );
      return ok(request, null);
    },
  );

  /* ---- Withdraw ---- */

  app.get(
    PATHS.withdrawInfo,
    {
      preHandler,
      schema: {
        tags,
        summary: "Withdrawal limits, today's use, balance, payment password and payee name",
        querystring: noQuery,
        response: { 200: withdrawInfoResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await withdrawals.withdrawInfo(app.db, member(request).memberId)),
  );

  app.post(
    PATHS.withdraw,
    {
      preHandler,
      schema: {
        tags,
        summary: "Requests a withdrawal: the amount moves to the withdrawal hold (idempotent by requestId)",
        body: withdrawRequestSchema,
        response: { 200: withdrawalOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await withdrawals.requestWithdrawal(cashierDeps(app), member(request).memberId, request.body, request.language),
      ),
  );

  app.get(
    PATHS.withdrawOrders,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's withdrawal orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: withdrawalOrdersResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await withdrawals.listWithdrawOrders(app.db, member(request).memberId, request.query.page, request.query.size),
      ),
  );

  app.get(
    PATHS.withdrawAwaitingReceipt,
    {
      preHandler,
      schema: {
        tags,
        summary: "Payouts waiting for the member's receipt confirmation",
        querystring: noQuery,
        response: { 200: awaitingReceiptResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await withdrawals.awaitingReceipt(app.db, member(request).memberId)),
  );

  app.get(
    PATHS.withdrawOrder,
    {
      preHandler,
      schema: {
        tags,
        summary: "One of the member's withdrawal orders",
        params: orderNoParamsSchema,
        querystring: noQuery,
        response: { 200: withdrawalOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await withdrawals.getWithdrawOrder(app.db, member(request).memberId, request.params.orderNo)),
  );

  app.post(
    PATHS.withdrawProof,
    {
      preHandler,
      bodyLimit: PROOF_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: "Uploads one proof image (raw PNG or JPEG body, at most 5 MB, at most 3 per order)",
        params: orderNoParamsSchema,
        querystring: noQuery,
        response: { 200: proofUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError("image_type_invalid");
      return ok(
        request,
        await withdrawals.uploadProof(app.db, member(request).memberId, request.params.orderNo, contentType, body),
      );
    },
  );

  app.post(
    PATHS.withdrawReceipt,
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's receipt: RECEIVED, NOT_RECEIVED (with proofs) or ALL_PAID (optional remaining amount)",
        params: orderNoParamsSchema,
        body: receiptRequestSchema,
        response: { 200: withdrawalOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await withdrawals.submitReceipt(app.db, member(request).memberId, request.params.orderNo, request.body),
      ),
  );
};

declare module "fastify" {
  interface FastifyRequest {
    /** The webhook's raw body as received (the signature covers these exact bytes). */
    rawWebhookBody?: string;
  }
}

/** The bank-statement webhook: signed raw JSON, checked before it is parsed. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= bankWebhookSecret(app.db, app.env).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    request.rawWebhookBody = body as string;
    done(null, null);
  });

  app.post(
    PATHS.bankStatementWebhook,
    {
      preValidation: async (request) => {
        const raw = request.rawWebhookBody ?? "";
        statements.verifyWebhookSignature(
          await loadSecret(),
          { timestamp: header(request, "x-timestamp"), signature: header(request, "x-signature") },
          raw,
        );
        try {
          (request as { body: unknown }).body = JSON.parse(raw) as unknown;
        } catch {
          throw new AppError("validation_failed", { detail: "body: not JSON" });
        }
      },
      schema: {
        tags: ["webhooks"],
        summary:
          "Bank statement lines (HMAC-SHA256 signed); each line is stored once and credits the order of its memo",
        headers: z.object({ "x-timestamp": z.string().optional(), "x-signature": z.string().optional() }),
        body: statements.statementRequestSchema,
        response: { 200: statements.statementResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, { lines: await statements.receiveStatement(cashierDeps(app), request.body) }),
  );
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Cashier: deposit methods and orders (VietQR), bank accounts, withdrawals, receipt confirmation, bank-statement webhook. */
export const cashierRoutes = fp(
  async (app: FastifyInstance) => {
    registerJob(app, {
      name: CASHIER_JOBS.depositExpiry,
      everyMs: JOB_EVERY_MS,
      run: async (instance) => {
        await deposits.expireDeposits(cashierDeps(instance));
      },
    });
    registerJob(app, {
      name: CASHIER_JOBS.autoReceipt,
      everyMs: JOB_EVERY_MS,
      run: async (instance) => {
        await withdrawals.autoReceipt(instance.db);
      },
    });
    await app.register(memberCashierRoutes);
    await app.register(webhookRoutes);
  },
  { name: "cashier" },
);
