import { defineExceptions, ErrorCode } from '@sfl/errors';

/** Who may call what: the same answers from every subgraph. */
export const AuthErrors = defineExceptions({
  NOT_SIGNED_IN: { code: ErrorCode.Unauthenticated, message: 'Sign in first' },
  MISSING_ROLE: { code: ErrorCode.Forbidden, message: (role: string) => `This needs the ${role} role` },
});
