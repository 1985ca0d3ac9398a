import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FORTUNE_CONSOLE_PATHS,
  consoleEnvelopeCreateSchema,
  consoleEnvelopeDetailResponseSchema,
  consoleEnvelopeResponseSchema,
  consoleEnvelopesResponseSchema,
  consoleReasonSchema,
  consoleTicketGrantResponseSchema,
  consoleTicketGrantSchema,
  consoleWheelEnableSchema,
  consoleWheelInputSchema,
  consoleWheelResponseSchema,
  consoleWheelsResponseSchema,
  fortuneIdParamsSchema,
  wheelError,
  ENVELOPE_CLIENT_SEED,
  type ConsoleEnvelope,
  type ConsoleWheel,
  type FortuneTitle,
} from "@lotus/contracts";
import type { z } from "zod";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as repo from "./fortune.repository.ts";
import * as fortune from "./fortune.service.ts";

function envelopeWire(row: repo.EnvelopeRow): ConsoleEnvelope {
  const ended = row.state === "ended";
  return {
    id: row.id.toString(),
    title: row.title as FortuneTitle,
    state: row.state,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    total: row.total.toString(),
    packets: row.packets,
    minimum: row.minimum.toString(),
    mode: row.mode,
    wagering: row.wagering,
    taken: row.taken,
    repeatDaily: row.repeat_daily,
    eligibility: {
      minDeposit: row.min_deposit.toString(),
      minValidBet: row.min_valid_bet.toString(),
      match: row.match,
      lookbackDays: row.lookback_days,
    },
    seedHash: row.seed_hash,
    splitHash: row.split_hash,
    serverSeed: ended ? row.server_seed : null,
    amounts: ended && row.amounts ? row.amounts.map(String) : null,
    clientSeed: ENVELOPE_CLIENT_SEED,
    remainingAmount: row.remaining_amount.toString(),
    createdBy: row.created_by,
  };
}

function wheelWire(row: repo.ConsoleWheelRow): ConsoleWheel {
  return {
    id: row.id.toString(),
    title: row.title as FortuneTitle,
    enabled: row.enabled,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    wagering: row.wagering,
    depositPerTicket: row.deposit_per_ticket > 0n ? row.deposit_per_ticket.toString() : null,
    betPerTicket: row.bet_per_ticket > 0n ? row.bet_per_ticket.toString() : null,
    prizes: fortune.consolePrizes(row),
    spins: row.spins,
    paid: row.paid.toString(),
    ticketsOut: row.tickets_out,
  };
}

function wheelInput(body: z.infer<typeof consoleWheelInputSchema>): repo.WheelInput {
  const weights = body.prizes.map((p) => p.weight);
  if (wheelError(weights)) throw new AppError("fortune_rules_invalid");
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (endsAt && endsAt <= startsAt)
    throw new AppError("validation_failed", { detail: "endsAt: must be after startsAt" });
  return {
    title: body.title,
    startsAt,
    endsAt,
    wagering: body.wagering,
    depositPerTicket: BigInt(body.depositPerTicket),
    betPerTicket: BigInt(body.betPerTicket),
    prizes: body.prizes.map((p) => ({ amount: BigInt(p.amount), weight: p.weight })),
  };
}

/**
 * Fortune in the console (issue 15): red envelope campaigns (create, packets taken and remaining,
 * end), wheel campaigns (prize table with exact chances, enable), tickets granted to a member with
 * a reason. Reads need fortuneRead; every change needs fortune and is audited in its transaction.
 */
export const fortuneConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("fortuneRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("fortune"), tags, errors);

  app.get(
    FORTUNE_CONSOLE_PATHS.envelopes,
    readRoute("Red envelope campaigns, newest first", { querystring: noQuery }, consoleEnvelopesResponseSchema),
    async (request) => ok(request, (await repo.consoleEnvelopes(app.db)).map(envelopeWire)),
  );
  app.get(
    FORTUNE_CONSOLE_PATHS.envelope,
    readRoute(
      "A red envelope campaign with its packets taken",
      { params: fortuneIdParamsSchema, querystring: noQuery },
      consoleEnvelopeDetailResponseSchema,
    ),
    async (request) => {
      const id = BigInt(request.params.id);
      const row = await repo.envelope(app.db, id);
      if (!row) throw new AppError("fortune_campaign_not_found");
      const grabs = await repo.grabs(app.db, id);
      return ok(request, {
        ...envelopeWire(row),
        grabs: grabs.map((g) => ({
          position: g.position,
          amount: g.amount.toString(),
          account: g.account,
          memberId: g.member_id.toString(),
          at: g.grabbed_at.toISOString(),
        })),
      });
    },
  );
  app.post(
    FORTUNE_CONSOLE_PATHS.envelopes,
    writeRoute(
      "Creates a red envelope campaign (its split committed now; funded when its window opens)",
      { body: consoleEnvelopeCreateSchema },
      consoleEnvelopeResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const b = request.body;
      const row = await inTransaction(app.db, async (tx) => {
        const id = await fortune.createEnvelope(tx, {
          title: b.title,
          total: b.total,
          packets: b.packets,
          minimum: b.minimum,
          mode: b.mode,
          startsAt: new Date(b.startsAt),
          endsAt: new Date(b.endsAt),
          wagering: b.wagering,
          minDeposit: BigInt(b.minDeposit),
          minValidBet: BigInt(b.minValidBet),
          match: b.match,
          lookbackDays: b.lookbackDays,
          repeatDaily: b.repeatDaily,
          createdBy: actor.session.username,
        });
        const created = (await repo.envelope(tx, id))!;
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "fortune.envelope.create",
          target: `fortune_envelope:${id}`,
          ip: actor.ip,
          detail: {
            ...b,
            total: b.total.toString(),
            minimum: b.minimum.toString(),
            seedHash: created.seed_hash,
            splitHash: created.split_hash,
          },
        });
        return created;
      });
      return ok(request, envelopeWire(row));
    },
  );
  app.post(
    FORTUNE_CONSOLE_PATHS.envelopeEnd,
    writeRoute(
      "Ends a red envelope campaign now: what nobody took goes back to promotions",
      { params: fortuneIdParamsSchema, body: consoleReasonSchema },
      consoleEnvelopeResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const row = await inTransaction(app.db, async (tx) => {
        const before = await repo.envelope(tx, id);
        if (!before) throw new AppError("fortune_campaign_not_found");
        if (before.state === "ended") throw new AppError("fortune_envelope_closed");
        const outcome = await fortune.endEnvelope(tx, id);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "fortune.envelope.end",
          target: `fortune_envelope:${id}`,
          ip: actor.ip,
          detail: { reason: request.body.reason, refunded: outcome.refunded.toString(), taken: before.taken },
        });
        return (await repo.envelope(tx, id))!;
      });
      return ok(request, envelopeWire(row));
    },
  );

  app.get(
    FORTUNE_CONSOLE_PATHS.wheels,
    readRoute(
      "Lucky wheel campaigns with their prize tables, spins and payouts",
      { querystring: noQuery },
      consoleWheelsResponseSchema,
    ),
    async (request) => ok(request, (await repo.consoleWheels(app.db)).map(wheelWire)),
  );
  const oneWheel = async (id: bigint) => {
    const row = (await repo.consoleWheels(app.db)).find((w) => w.id === id);
    if (!row) throw new AppError("fortune_campaign_not_found");
    return wheelWire(row);
  };
  app.post(
    FORTUNE_CONSOLE_PATHS.wheels,
    writeRoute(
      "Creates a lucky wheel campaign (disabled until enabled)",
      { body: consoleWheelInputSchema },
      consoleWheelResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const input = wheelInput(request.body);
      const id = await inTransaction(app.db, async (tx) => {
        const created = await repo.insertWheel(tx, input, actor.session.username);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "fortune.wheel.create",
          target: `fortune_wheel:${created}`,
          ip: actor.ip,
          detail: request.body,
        });
        return created;
      });
      return ok(request, await oneWheel(id));
    },
  );
  app.put(
    FORTUNE_CONSOLE_PATHS.wheel,
    writeRoute(
      "Replaces a disabled wheel's settings and prize table",
      { params: fortuneIdParamsSchema, body: consoleWheelInputSchema },
      consoleWheelResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const input = wheelInput(request.body);
      await inTransaction(app.db, async (tx) => {
        const before = await repo.wheel(tx, id, true);
        if (!before) throw new AppError("fortune_campaign_not_found");
        if (before.enabled) throw new AppError("fortune_wheel_locked");
        await repo.updateWheel(tx, id, input);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "fortune.wheel.update",
          target: `fortune_wheel:${id}`,
          ip: actor.ip,
          detail: {
            from: { amounts: before.amounts.map(String), weights: before.weights, wagering: before.wagering },
            to: request.body,
          },
        });
      });
      return ok(request, await oneWheel(id));
    },
  );
  app.post(
    FORTUNE_CONSOLE_PATHS.wheelEnable,
    writeRoute(
      "Enables or disables a wheel",
      { params: fortuneIdParamsSchema, body: consoleWheelEnableSchema },
      consoleWheelResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      await inTransaction(app.db, async (tx) => {
        const before = await repo.wheel(tx, id, true);
        if (!before) throw new AppError("fortune_campaign_not_found");
        if (request.body.enabled && wheelError(before.weights)) throw new AppError("fortune_rules_invalid");
        await repo.setWheelEnabled(tx, id, request.body.enabled);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "fortune.wheel.enable",
          target: `fortune_wheel:${id}`,
          ip: actor.ip,
          detail: { from: before.enabled, to: request.body.enabled },
        });
      });
      return ok(request, await oneWheel(id));
    },
  );
  app.post(
    FORTUNE_CONSOLE_PATHS.tickets,
    writeRoute(
      "Grants wheel tickets to a member with a reason (idempotent by requestId)",
      { body: consoleTicketGrantSchema },
      consoleTicketGrantResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const b = request.body;
      const value = await inTransaction(app.db, async (tx) => {
        const member = await repo.memberByAccount(tx, b.account);
        if (!member) throw new AppError("fortune_member_not_found");
        const wheelId = BigInt(b.campaignId);
        if (!(await repo.wheel(tx, wheelId))) throw new AppError("fortune_campaign_not_found");
        const outcome = await repo.grantTickets(tx, {
          memberId: member.id,
          wheelId,
          tickets: b.tickets,
          requestId: b.requestId,
          reason: b.reason,
          operator: actor.session.username,
        });
        if (!outcome.sameFields) throw new AppError("idempotency_conflict");
        if (outcome.created) {
          await appendAudit(tx, {
            operator: actor.session.username,
            action: "fortune.tickets.grant",
            target: `member:${member.id}`,
            ip: actor.ip,
            detail: { wheelId: b.campaignId, tickets: b.tickets, reason: b.reason, requestId: b.requestId },
          });
        }
        return {
          memberId: member.id.toString(),
          account: member.account,
          tickets: outcome.tickets,
          replayed: !outcome.created,
        };
      });
      return ok(request, value);
    },
  );
};
