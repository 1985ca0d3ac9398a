import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { TRIAL_ACCOUNT_TYPE, AGENT_TYPES } from "@lotus/contracts";
import { AppError } from "../errors.ts";
import { assertMayMoveMoney, SessionCache, type Session } from "../modules/account/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The session of the Bearer token, resolved once per request by `authenticate`. */
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler for calls that need a token (spec §7 "Token: yes").
     * - trial accounts (isAgent 4) are refused with need_real_account unless `allowTrial`;
     * - a session that must change its password may only call what `allowPasswordChange` marks;
     * - `agentOnly` refuses non-agents with error_not_agent (spec §6).
     */
    authenticate: (options?: AuthOptions) => (request: FastifyRequest) => Promise<void>;
    /**
     * Verified member sessions (kept ≤ 10 s in memory) and their revocation: services that end a
     * session or change what it carries call `app.sessions.forgetSession / forgetMember` after the commit.
     */
    sessions: SessionCache;
  }
}

export type AuthOptions = { allowTrial?: boolean; allowPasswordChange?: boolean; agentOnly?: boolean };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header);
  return match ? match[1]! : null;
}

/** Resolves the session of a request without requiring one (calls that behave differently when logged in). */
export async function optionalSession(request: FastifyRequest): Promise<Session | null> {
  const token = bearerToken(request);
  if (!token) return null;
  request.session = await request.server.sessions.find(token);
  return request.session;
}

export const authPlugin = fp(
  async (app) => {
    const sessions = new SessionCache(app.db, { redisUrl: app.env.REDIS_URL, log: app.log });
    if (app.env.REDIS_URL && !(await sessions.ready())) {
      app.log.warn("sessions: Redis did not answer at start; sessions are not cached until it does");
    }
    app.decorate("sessions", sessions);
    app.addHook("onClose", async () => sessions.close());
    app.decorateRequest("session", null);
    app.decorate("authenticate", (options: AuthOptions = {}) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError("please_login_first");
      const session = await sessions.find(token);
      if (!session) throw new AppError("session_expired");
      request.session = session;
      if (session.isAgent === TRIAL_ACCOUNT_TYPE && !options.allowTrial) throw new AppError("need_real_account");
      if (session.mustChangePassword && !options.allowPasswordChange) throw new AppError("password_change_required");
      if (options.agentOnly && !(AGENT_TYPES as readonly number[]).includes(session.isAgent)) {
        throw new AppError("error_not_agent");
      }
      assertMayMoveMoney(request, session.status);
    });
  },
  { name: "auth", dependencies: ["errors"] },
);
