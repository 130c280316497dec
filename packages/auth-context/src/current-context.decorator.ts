import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthErrors } from './auth.errors';
import type { InternalContext } from './internal-context';
import type { RequestWithContext } from './internal-context.middleware';

/** The verified gateway context of the GraphQL request being resolved. */
export function internalContextOf(execution: ExecutionContext): InternalContext {
  const { req } = GqlExecutionContext.create(execution).getContext<{ req: RequestWithContext }>();
  if (!req.internalContext) throw new Error('Internal context missing: is requireInternalContext mounted?');
  return req.internalContext;
}

/** Resolver parameter: the verified gateway context of the current request. */
export const CurrentContext = createParamDecorator(
  (_data: unknown, execution: ExecutionContext): InternalContext => internalContextOf(execution),
);

/**
 * Resolver parameter: the signed-in caller's id. Meant for operations behind `SignedInGuard`; it
 * still refuses an anonymous caller itself, so a forgotten guard can never hand a service a null id.
 * `@CurrentUserId({ optional: true })` gives null instead, for operations open to everyone.
 */
export const CurrentUserId = createParamDecorator(
  (options: { optional?: boolean } | undefined, execution: ExecutionContext): string | null => {
    const { userId } = internalContextOf(execution);
    if (!userId && !options?.optional) throw AuthErrors.NOT_SIGNED_IN();
    return userId;
  },
);
