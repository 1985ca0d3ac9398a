import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { DEMO_VENDOR_PREFIX } from "@lotus/contracts";
import { AppError } from "../errors.ts";

/**
 * Paths the server answers itself (calls, documents, health, WebSockets, the demo vendor, the
 * development outbox) and built files: an unknown one is the JSON 404, never the app shell.
 */
const SERVER_PATHS = [
  "/wps",
  "/lgw",
  "/lotto",
  "/vendor-api",
  "/console/api",
  "/media",
  "/docs",
  "/ws",
  "/healthz",
  "/readyz",
  DEMO_VENDOR_PREFIX,
  "/dev",
  "/assets",
  "/console/assets",
];

/** A file name other than a page (`/robots.txt`, `/favicon.ico`): a missing file, not an app route. */
const FILE_NAME = /\/[^/]*\.(?!html?$)[A-Za-z0-9]{1,8}$/;

/** True for a path the app shell must not answer (`/wps`, `/wps/…` but not `/wpsx`; a missing file). */
export function isServerPath(url: string): boolean {
  const pathname = url.split("?")[0]!;
  return FILE_NAME.test(pathname) || SERVER_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

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
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * other GET or HEAD of an app route answers index.html whatever its Accept header, so client
 * routes work on reload and health checks, link previews and crawlers see the page.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, "index.html");
    const hasBuild = fs.existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, builtAppStatic(distDir));
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === "GET" || request.method === "HEAD";
      if (hasBuild && isPage && !isServerPath(request.url)) {
        return reply
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(fs.createReadStream(indexFile));
      }
      throw new AppError("not_found");
    });
  },
  { name: "web-app", dependencies: ["errors"] },
);
