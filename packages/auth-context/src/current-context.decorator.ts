import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { InternalContext } from './internal-context';
import type { RequestWithContext } from './internal-context.middleware';

/** Resolver parameter: the verified gateway context of the current request. */
export const CurrentContext = createParamDecorator(
  (_data: unknown, execution: ExecutionContext): InternalContext => {
    const { req } = GqlExecutionContext.create(execution).getContext<{ req: RequestWithContext }>();
    if (!req.internalContext) throw new Error('Internal context missing: is requireInternalContext mounted?');
    return req.internalContext;
  },
);
