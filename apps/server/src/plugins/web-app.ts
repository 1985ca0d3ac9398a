import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { AppError } from "../errors.ts";

const API_PREFIXES = ["/wps/", "/lgw/", "/lotto/", "/vendor-api/", "/docs", "/media/", "/healthz", "/readyz", "/ws"];

/**
 * @fastify/static options for a Vite build (the web app, the console): hashed files under assets/
 * cached for a year, everything else (index.html) revalidated; the .br/.gz twins the build wrote
 * are sent when the browser accepts them. Files are routed one by one at start (no wildcard).
 */
export function builtAppStatic(root: string, prefix?: string): FastifyStaticOptions {
  return {
    root,
    ...(prefix ? { prefix, decorateReply: false } : {}),
    wildcard: false,
    index: false,
    preCompressed: true,
    // Otherwise send's own "max-age=0" replaces the cache lifetime chosen below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every other GET that accepts HTML falls back to index.html so client routes work on reload.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, "index.html");
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, builtAppStatic(distDir));
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
      const wantsHtml = (request.headers.accept ?? "").includes("text/html");
      if (hasBuild && request.method === "GET" && !isApi && wantsHtml) {
        return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexFile));
      }
      throw new AppError("not_found");
    });
  },
  { name: "web-app", dependencies: ["errors"] },
);
