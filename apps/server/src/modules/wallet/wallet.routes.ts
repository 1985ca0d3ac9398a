import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Wallet: balance, merchant wallet, consolidated funds, wallet transfer, return balance. */
export const walletRoutes: FastifyPluginAsyncZod = async () => {};
