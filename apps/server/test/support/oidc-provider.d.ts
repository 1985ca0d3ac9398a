// oidc-provider ships no type declarations; this covers the part the test OpenID Connect server uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Ctx = {
    oidc: { result?: Record<string, unknown>; client?: { clientId: string }; session?: { accountId?: string } };
  };

  export class Check {
    constructor(reason: string, description: string, check: (ctx: Ctx) => boolean);
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }
  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }
  export const interactionPolicy: {
    Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt };
  };

  export class Grant {
    constructor(input: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type InteractionDetails = {
    uid: string;
    prompt: { name: "login" | "consent" | string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
