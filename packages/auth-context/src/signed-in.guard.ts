import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthErrors } from './auth.errors';
import { internalContextOf } from './current-context.decorator';

/** `@UseGuards(SignedInGuard)`: the operation answers NOT_SIGNED_IN to anonymous callers. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(execution: ExecutionContext): boolean {
    if (!internalContextOf(execution).userId) throw AuthErrors.NOT_SIGNED_IN();
    return true;
  }
}
