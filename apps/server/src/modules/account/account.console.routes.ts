import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleAdjustRequestSchema,
  consoleLedgerQuerySchema,
  consoleLedgerResponseSchema,
  consoleMemberQuerySchema,
  consoleMemberResponseSchema,
  consoleMembersResponseSchema,
  consoleMemberStateRequestSchema,
  memberIdParamsSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, consoleErrors as errors, noQuery, operatorSessionOf } from "../operator/index.ts";
import { adjustMember, memberDetail, memberLedger, searchMembers } from "./account.console.ts";
import { changeMemberState } from "./member-state.ts";

/** Members in the console: search, detail, the member's ledger, manual adjustments and member state. */
export const accountConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.requireOperator("members");

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
      preHandler: app.requireOperator("adjust"),
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
      await adjustMember(app, memberId, request.body, operatorSessionOf(request), request.clientLocation().ip);
      return ok(request, await memberDetail(app.db, memberId));
    },
  );

  app.post(
    CONSOLE_PATHS.memberState,
    {
      preHandler: app.requireOperator("memberState"),
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
      await changeMemberState(
        app.db,
        memberId,
        request.body,
        { username: operatorSessionOf(request).username, ip: request.clientLocation().ip },
        app.sessions,
      );
      return ok(request, await memberDetail(app.db, memberId));
    },
  );
};
