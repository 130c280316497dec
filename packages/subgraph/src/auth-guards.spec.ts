import { Module, UseGuards } from '@nestjs/common';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, RequireRole, SignedInGuard } from '@sfl/auth-context';
import { graphqlRequest, startTestApp, type TestApp } from '@sfl/testing';
import { createSubgraphApp } from './create-subgraph-app';
import { graphqlTypeScope } from './graphql-type-scope';
import { subgraphAppModule } from './subgraph-app.module';

// The shared guards and decorators of @sfl/auth-context, through a real subgraph: signed gateway
// context, GraphQL execution and the error formatter clients see.

@Resolver()
class ProbeResolver {
  @Query(() => String, { nullable: true })
  whoAmI(@CurrentUserId({ optional: true }) userId: string | null) {
    return userId;
  }

  @UseGuards(SignedInGuard)
  @Query(() => String)
  myId(@CurrentUserId() userId: string) {
    return userId;
  }

  @RequireRole('operator')
  @Mutation(() => Boolean)
  operate() {
    return true;
  }
}

@Module({ providers: [ProbeResolver] })
class ProbeModule {}

@Module({})
class ProbeAppModule {}

describe('auth guards in a subgraph', () => {
  let probe: TestApp;

  beforeAll(async () => {
    probe = await startTestApp((dependencies) =>
      createSubgraphApp(
        'probe',
        subgraphAppModule(ProbeAppModule, {
          dependencies,
          typeScope: graphqlTypeScope('probe'),
          database: { entities: [], migrations: [] },
          imports: [ProbeModule],
        }),
        dependencies,
      ),
    );
  });

  afterAll(() => probe.close());

  it('should answer NOT_SIGNED_IN without running the resolver when SignedInGuard meets an anonymous caller', async () => {
    const res = await graphqlRequest(probe.server, { query: '{ myId }' });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Sign in first',
        extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
      }),
    ]);
    expect(res.body.data).toBeNull();
  });

  it("should hand the resolver the caller's id when signed in", async () => {
    const res = await graphqlRequest(probe.server, { query: '{ myId }' }, { userId: 'u-1' });
    expect(res.body).toEqual({ data: { myId: 'u-1' } });
  });

  it('should give null to an optional CurrentUserId when nobody is signed in', async () => {
    const res = await graphqlRequest(probe.server, { query: '{ whoAmI }' });
    expect(res.body).toEqual({ data: { whoAmI: null } });
  });

  it.each([
    [{}, 'UNAUTHENTICATED', 'NOT_SIGNED_IN', 'Sign in first'],
    [{ userId: 'u-1', roles: ['scout'] }, 'FORBIDDEN', 'MISSING_ROLE', 'This needs the operator role'],
  ])('should refuse RequireRole for %j', async (caller, code, reason, message) => {
    const res = await graphqlRequest(probe.server, { query: 'mutation { operate }' }, caller);
    expect(res.body.errors).toEqual([expect.objectContaining({ message, extensions: { code, reason } })]);
  });

  it('should run a RequireRole operation for a caller holding the role', async () => {
    const res = await graphqlRequest(
      probe.server,
      { query: 'mutation { operate }' },
      { userId: 'u-1', roles: ['operator'] },
    );
    expect(res.body).toEqual({ data: { operate: true } });
  });
});
