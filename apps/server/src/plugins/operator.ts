import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { ConsolePermission } from "@lotus/contracts";
import { requireOperator } from "../modules/operator/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** A preHandler for operator routes: a live console session whose role has `permission` ("any": every role). */
    requireOperator: (permission: ConsolePermission | "any") => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Operator authentication for the console routes of every domain: the `operatorSession` request
 * decorator (typed in modules/operator) and the `requireOperator` guard, registered once in app.ts.
 */
export const operatorPlugin = fp(
  async (app) => {
    app.decorateRequest("operatorSession", null);
    app.decorate("requireOperator", requireOperator);
  },
  { name: "operator", dependencies: ["errors"] },
);
