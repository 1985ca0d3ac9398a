import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { TRIAL_ACCOUNT_TYPE, AGENT_TYPES } from "@lotus/contracts";
import { AppError } from "../errors.ts";
import { findSession, type Session } from "../modules/account/sessions.ts";
import { assertMayMoveMoney } from "../modules/account/member-state.ts";

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
  request.session = await findSession(request.server.db, token);
  return request.session;
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest("session", null);
    app.decorate("authenticate", (options: AuthOptions = {}) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError("please_login_first");
      const session = await findSession(app.db, token);
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
