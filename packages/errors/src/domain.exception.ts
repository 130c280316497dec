import { ErrorCode } from './error-code';

/**
 * A rule of the domain was broken. `reason` is the module's own code (USERNAME_TAKEN, ...);
 * `code` is the generic class clients and the REST facade map to a status. `details` carries
 * what the server itself needs about the failure (e.g. where in an input it is); clients never
 * see it. `retryAfterMs`, for a refusal that passes with time (a rate limit), is public: clients
 * get it as `extensions.retryAfterSeconds` and the REST facade as a `Retry-After` header.
 */
export class DomainException<Reason extends string = string> extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: Reason,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
