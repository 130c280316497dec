import { DomainException, ErrorCode } from '@sfl/errors';
import type { InternalContext } from './internal-context';

export const OPERATOR_ROLE = 'operator';

/** Throws UNAUTHENTICATED when nobody is signed in, FORBIDDEN when the caller lacks the role. */
export function assertRole(context: InternalContext, role: string): void {
  if (!context.userId) throw new DomainException(ErrorCode.Unauthenticated, 'NOT_SIGNED_IN', 'Sign in first');
  if (!context.roles.includes(role)) {
    throw new DomainException(ErrorCode.Forbidden, 'MISSING_ROLE', `This needs the ${role} role`);
  }
}
