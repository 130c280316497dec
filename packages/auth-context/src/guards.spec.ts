import type { ExecutionContext } from '@nestjs/common';
import { DomainException } from '@sfl/errors';
import type { InternalContext } from './internal-context';
import { RoleGuard } from './require-role';
import { SignedInGuard } from './signed-in.guard';

// The guards' own rules; the same guards through a real subgraph are covered in @sfl/subgraph.
function graphqlCall(caller: Pick<InternalContext, 'userId' | 'roles'>): ExecutionContext {
  const internalContext: InternalContext = { ...caller, clientIp: null, requestId: 'r', issuedAt: 0 };
  const args = [undefined, {}, { req: { internalContext } }, {}];
  return {
    getArgs: () => args,
    getArgByIndex: (index: number) => args[index],
    getType: () => 'graphql',
    getClass: () => Object,
    getHandler: () => () => undefined,
  } as unknown as ExecutionContext;
}

function failureOf(check: () => unknown) {
  try {
    check();
  } catch (error) {
    if (error instanceof DomainException)
      return { code: error.code, reason: error.reason, message: error.message };
    throw error;
  }
  return null;
}

describe('SignedInGuard', () => {
  it('should refuse with NOT_SIGNED_IN when nobody is signed in', () => {
    expect(
      failureOf(() => new SignedInGuard().canActivate(graphqlCall({ userId: null, roles: [] }))),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'NOT_SIGNED_IN',
      message: 'Sign in first',
    });
  });

  it('should let a signed-in caller through', () => {
    expect(new SignedInGuard().canActivate(graphqlCall({ userId: 'u1', roles: [] }))).toBe(true);
  });
});

describe('RoleGuard', () => {
  const guard = new RoleGuard('operator');

  it('should ask to sign in first when nobody is signed in, even before the role', () => {
    expect(
      failureOf(() => guard.canActivate(graphqlCall({ userId: null, roles: ['operator'] }))),
    ).toMatchObject({
      reason: 'NOT_SIGNED_IN',
    });
  });

  it('should refuse with MISSING_ROLE naming the role when the caller lacks it', () => {
    expect(failureOf(() => guard.canActivate(graphqlCall({ userId: 'u1', roles: ['scout'] })))).toEqual({
      code: 'FORBIDDEN',
      reason: 'MISSING_ROLE',
      message: 'This needs the operator role',
    });
  });

  it('should let a caller holding the role through', () => {
    expect(guard.canActivate(graphqlCall({ userId: 'u1', roles: ['operator'] }))).toBe(true);
  });
});
