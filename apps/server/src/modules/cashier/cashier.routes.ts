import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Cashier: deposit methods and orders (VietQR), bank accounts, withdrawals, receipt confirmation, bank-statement webhook. */
export const cashierRoutes: FastifyPluginAsyncZod = async () => {};
