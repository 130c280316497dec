import { ErrorCode } from './error-code';

/**
 * A rule of the domain was broken. `reason` is the module's own code (USERNAME_TAKEN, ...);
 * `code` is the generic class clients and the REST facade map to a status.
 */
export class DomainException<Reason extends string = string> extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: Reason,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
