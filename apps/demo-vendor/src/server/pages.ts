import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";

/*
 * The built game pages (apps/demo-vendor/dist from `npm run build -w @lotus/demo-vendor`):
 * play.html and verify.html are read on each request (never cached by the browser: they name the
 * current hashed assets), dist/assets/* are hashed and cached for a year. The platform's global
 * security headers (CSP script-src 'self', frame-ancestors 'self') apply unchanged.
 */

export const NOT_BUILT =
  "The demo vendor's game pages are not built. Run: npm run build -w @lotus/demo-vendor\n" +
  "Trang trò chơi của nhà cung cấp demo chưa được build. Hãy chạy: npm run build -w @lotus/demo-vendor\n";

function notBuilt(reply: FastifyReply) {
  return reply.code(503).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(NOT_BUILT);
}

export async function registerPages(app: FastifyInstance, distDir: string): Promise<void> {
  const assets = path.join(distDir, "assets");
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: "/assets/",
      decorateReply: false,
      index: false,
      // Otherwise send's own "max-age=0" replaces the lifetime below.
      cacheControl: false,
      setHeaders(res) {
        res.setHeader("cache-control", "public, max-age=31536000, immutable");
      },
    });
  } else {
    app.get("/assets/*", async (_request, reply) => notBuilt(reply));
  }
  const page = (file: string) => async (_request: unknown, reply: FastifyReply) => {
    let html: Buffer;
    try {
      html = await readFile(path.join(distDir, file));
    } catch {
      return notBuilt(reply);
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  app.get("/play/:vendorCode/:gameCode", page("play.html"));
  app.get("/verify", page("verify.html"));
}
