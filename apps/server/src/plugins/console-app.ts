import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { builtAppStatic, isServerPath } from "./web-app.ts";

const MISSING_BUILD_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Lotus Console</title></head>
<body>
<h1>Lotus Console</h1>
<p>The console is not built yet. Run <code>npm run build</code>, then restart the server.</p>
</body>
</html>
`;

/**
 * Serves the built operator console (apps/console, Vite base "/console/") at /console/: hashed
 * assets cached for a year, index.html never cached, and every other GET under /console (except
 * the API under /console/api/ and missing built files) answers index.html whatever the Accept
 * header, so the console's client routes survive a reload. Without a build, /console answers a
 * short page saying how to build it.
 */
export const consoleAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, "index.html");
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      // prefix → decorateReply false: the web app's registration owns reply.sendFile.
      await app.register(fastifyStatic, builtAppStatic(distDir, "/console/"));
    }

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      // The console's API and a missing built file are the JSON 404, not the page.
      if (isServerPath(request.url)) throw new AppError("not_found");
      if (!hasBuild) {
        return reply
          .status(503)
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(MISSING_BUILD_HTML);
      }
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(fs.createReadStream(indexFile));
    };
    app.get("/console", { schema: { hide: true } }, answer);
    app.get("/console/*", { schema: { hide: true } }, answer);
  },
  { name: "console-app", dependencies: ["errors"] },
);
