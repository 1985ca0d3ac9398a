import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  NOTICE_IMAGE_PREFIX,
  PROOF_IMAGE_MAX_BYTES,
  consoleNoticeEnabledSchema,
  consoleNoticeInputSchema,
  consoleNoticeSchema,
  envelopeSchema,
  idParamsSchema,
  noticeImageResponseSchema,
} from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { acceptImageUploads, uploadedImage } from "../media/index.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as repo from "./notices.repository.ts";
import { auditDetailOf, consoleNoticeOf, noticeWrite } from "./notices.service.ts";

/**
 * Announcements in the console (issue 16 item 2): every notice with its state; create, edit, switch
 * on or off; upload a banner image (raw PNG or JPEG through the media module's one upload pipeline). Every
 * change is audited in the transaction that makes it.
 */
export const noticesConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("contentRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("content"), tags, errors);

  // Images arrive as the raw body (image/png or image/jpeg) through the one upload pipeline (media).
  acceptImageUploads(app, [CONSOLE_PATHS.noticeImages]);

  app.get(
    CONSOLE_PATHS.notices,
    readRoute(
      "Every web notice with its state (running, scheduled, ended, disabled), targeting and last change",
      { querystring: noQuery },
      envelopeSchema(z.array(consoleNoticeSchema)),
    ),
    async (request) => ok(request, (await repo.listConsoleNotices(app.db)).map(consoleNoticeOf)),
  );

  app.post(
    CONSOLE_PATHS.notices,
    writeRoute(
      "Creates a notice: type, texts per language, schedule, audience (VIP levels, agent team), image, link, order",
      { body: consoleNoticeInputSchema },
      envelopeSchema(consoleNoticeSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const row = await inTransaction(app.db, async (tx) => {
        const write = await noticeWrite(tx, request.body, actor.session.username);
        const id = await repo.insertNotice(tx, write);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "notice.create",
          target: `notice:${id}`,
          ip: actor.ip,
          detail: auditDetailOf(write, request.body.agentAccount),
        });
        return (await repo.findConsoleNotice(tx, id))!;
      });
      return ok(request, consoleNoticeOf(row));
    },
  );

  app.put(
    CONSOLE_PATHS.notice,
    writeRoute(
      "Replaces a notice's fields",
      { params: idParamsSchema, body: consoleNoticeInputSchema },
      envelopeSchema(consoleNoticeSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("notice_not_found");
      const row = await inTransaction(app.db, async (tx) => {
        const write = await noticeWrite(tx, request.body, actor.session.username);
        if (!(await repo.updateNotice(tx, id, write))) throw new AppError("notice_not_found");
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "notice.update",
          target: `notice:${id}`,
          ip: actor.ip,
          detail: auditDetailOf(write, request.body.agentAccount),
        });
        return (await repo.findConsoleNotice(tx, id))!;
      });
      return ok(request, consoleNoticeOf(row));
    },
  );

  app.put(
    CONSOLE_PATHS.noticeEnabled,
    writeRoute(
      "Switches a notice on or off",
      { params: idParamsSchema, body: consoleNoticeEnabledSchema },
      envelopeSchema(consoleNoticeSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("notice_not_found");
      const row = await inTransaction(app.db, async (tx) => {
        const before = await repo.setNoticeEnabled(tx, id, request.body.enabled, actor.session.username);
        if (before === null) throw new AppError("notice_not_found");
        await appendAudit(tx, {
          operator: actor.session.username,
          action: request.body.enabled ? "notice.enable" : "notice.disable",
          target: `notice:${id}`,
          ip: actor.ip,
          detail: { from: before, to: request.body.enabled },
        });
        return (await repo.findConsoleNotice(tx, id))!;
      });
      return ok(request, consoleNoticeOf(row));
    },
  );

  app.post(
    CONSOLE_PATHS.noticeImages,
    {
      preHandler: app.requireOperator("content"),
      bodyLimit: PROOF_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: "Uploads a notice image (raw PNG or JPEG body, at most 5 MB) → the imageUrl to use",
        querystring: noQuery,
        response: { 200: noticeImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const image = uploadedImage(request);
      const id = await inTransaction(app.db, async (tx) => {
        const imageId = await repo.insertImage(tx, { ...image, operator: actor.session.username });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "notice.image.upload",
          target: `notice-image:${imageId}`,
          ip: actor.ip,
          detail: { contentType: image.contentType, bytes: image.bytes.length },
        });
        return imageId;
      });
      return ok(request, { imageUrl: `${NOTICE_IMAGE_PREFIX}${id}` });
    },
  );
};
