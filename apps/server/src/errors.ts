import { errorStatus, type ErrorCode } from "@lotus/contracts";

/** The one error type: a catalogue code, mapped to its HTTP status and localized message in one place. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  /** Fastify's name for the status, for code outside the platform's error handler (a mounted application's). */
  statusCode: number;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.code = code;
    this.status = errorStatus[code];
    this.statusCode = this.status;
    this.params = params;
  }
}
