import { errorStatus, type ErrorCode } from "@lotus/contracts";

/** The one error type: a catalogue code, mapped to its HTTP status and localized message in one place. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.code = code;
    this.status = errorStatus[code];
    this.params = params;
  }
  /** Fastify's name for the status, for code outside the platform's error handler (a mounted application's). */
  get statusCode(): number {
    return this.status;
  }
}
