/** The `extensions.code` values clients branch on (never on the message). */
export enum ErrorCode {
  BadUserInput = 'BAD_USER_INPUT',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  /** a service the answer needs did not answer in time: try again later */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  Internal = 'INTERNAL_SERVER_ERROR',
}

const statusByCode: Record<string, number> = {
  [ErrorCode.BadUserInput]: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.ServiceUnavailable]: 503,
};

/** HTTP status for an error code, as the REST facade answers it. */
export function httpStatusForCode(code: unknown): number {
  return (typeof code === 'string' && statusByCode[code]) || 500;
}
