import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { MAX_QUERY_STRING_LENGTH } from "@lotus/contracts";
import { AppError } from "../../errors.ts";

const flagDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("country-flag-icons/package.json")),
  "3x2",
);
const ONE_DAY = "public, max-age=86400";

/** Generated images: QR codes of resource links, and country flags (COUNTRY_FLAG/{code}.svg). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/qr.svg",
    {
      schema: {
        hide: true,
        querystring: z.strictObject({ text: z.string().min(1).max(MAX_QUERY_STRING_LENGTH) }),
      },
    },
    async (request, reply) => {
      const svg = await QRCode.toString(request.query.text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(svg);
    },
  );

  app.get(
    "/media/COUNTRY_FLAG/:file",
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^[A-Z]{2}\.svg$/) }) } },
    async (request, reply) => {
      const file = path.join(flagDir, request.params.file);
      if (!fs.existsSync(file)) throw new AppError("not_found");
      return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(fs.createReadStream(file));
    },
  );
};
