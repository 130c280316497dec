import { type CanActivate, type ExecutionContext, UseGuards } from '@nestjs/common';
import { AuthErrors } from './auth.errors';
import { internalContextOf } from './current-context.decorator';

export const OPERATOR_ROLE = 'operator';

/** Lets through only signed-in callers holding `role`; anonymous ones are told to sign in first. */
export class RoleGuard implements CanActivate {
  constructor(readonly role: string) {}

  canActivate(execution: ExecutionContext): boolean {
    const { userId, roles } = internalContextOf(execution);
    if (!userId) throw AuthErrors.NOT_SIGNED_IN();
    if (!roles.includes(this.role)) throw AuthErrors.MISSING_ROLE(this.role);
    return true;
  }
}

/** `@RequireRole(OPERATOR_ROLE)` on a resolver method (or class): callers must hold the role. */
export function RequireRole(role: string): MethodDecorator & ClassDecorator {
  // An instance rather than a class token: the role travels with the guard, no metadata lookup.
  return UseGuards(new RoleGuard(role));
}
