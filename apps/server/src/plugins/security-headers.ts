import fp from "fastify-plugin";

/**
 * Security headers on every response. The CSP allows only this origin for scripts and styles;
 * frames may come from any https origin because vendors' game pages run in the /game iframe.
 * The API docs UI needs inline styles, so /docs gets its own, looser policy.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: the pictures read with a bearer token (feedback, applications, proofs) shown from object URLs.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  // The lite app (issue 16): its service worker and web manifest come from this origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook("onSend", async (request, reply) => {
      reply.header("content-security-policy", request.url.startsWith("/docs") ? DOCS_CSP : CSP);
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("x-frame-options", "SAMEORIGIN");
      reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
    });
  },
  { name: "security-headers" },
);
