import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  balanceResponseSchema,
  consolidatedFundsResponseSchema,
  merchantWalletResponseSchema,
  returnBalanceRequestSchema,
  walletTransferRequestSchema,
  walletTransferResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import * as wallet from "./wallet.service.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
const tags = ["wallet"];

/** The member of the session `authenticate` resolved. */
const memberId = (request: FastifyRequest) => request.session!.memberId;

/** Wallet: balance, merchant wallet, consolidated funds, wallet transfer, return balance. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  // Trial accounts play with demo money: they see and move it like a real account.
  const memberOrTrial = app.authenticate({ allowTrial: true });
  const deps = wallet.walletDeps(app);

  app.get(
    PATHS.balance,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "Balances: sumBalance (main + every vendor wallet), main, and each transfer-wallet vendor",
        querystring: noQuery,
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await wallet.balance(deps, memberId(request))),
  );

  app.get(
    PATHS.merchantWallet,
    {
      schema: {
        tags,
        summary: "isSingle: no enabled vendor keeps its own wallet (no token needed)",
        querystring: noQuery,
        response: { 200: merchantWalletResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await wallet.merchantWallet(deps)),
  );

  app.get(
    PATHS.consolidatedFunds,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "Main, vendor wallets, withdrawal hold and pending (unexpired) deposit orders",
        querystring: noQuery,
        response: { 200: consolidatedFundsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await wallet.consolidatedFunds(deps, memberId(request))),
  );

  app.post(
    PATHS.walletTransfer,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "MAIN → vendor or vendor → MAIN; idempotent by requestId; answers the balances after",
        body: walletTransferRequestSchema,
        response: { 200: walletTransferResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await wallet.transfer(deps, memberId(request), request.body)),
  );

  app.post(
    PATHS.returnBalance,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "Every vendor wallet back to MAIN in one operation; idempotent by requestId",
        body: returnBalanceRequestSchema,
        response: { 200: walletTransferResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await wallet.returnBalance(deps, memberId(request), request.body.requestId)),
  );
};
