import { MemoryStore } from '@sfl/cache';
import { createGraphQLErrorFormatter, ErrorCode } from '@sfl/errors';
import { GraphQLError } from 'graphql';
import { ActionQuotas, assertUnderOpenCap, QuotaErrors } from './action-quotas';

describe('ActionQuotas', () => {
  let now = 0;
  let store: MemoryStore;
  beforeEach(() => {
    now = 1_000_000;
    store = new MemoryStore(() => now);
  });
  afterEach(() => store.close());

  const quota = { limit: 2, windowMs: 60_000 };

  it('should refuse a manager past the quota with the wait, and count managers and actions apart', async () => {
    const quotas = new ActionQuotas(store);
    await quotas.take('league-create', 'leagues created', 'ann', quota);
    await quotas.take('league-create', 'leagues created', 'ann', quota);
    now += 15_000;
    const refusal = await quotas
      .take('league-create', 'leagues created', 'ann', quota)
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      code: ErrorCode.TooManyRequests,
      reason: 'RATE_LIMITED',
      message: 'Too many leagues created. Try again in 45 seconds.',
      retryAfterMs: 45_000,
    });
    await expect(quotas.take('league-create', 'leagues created', 'bob', quota)).resolves.toBeUndefined();
    await expect(quotas.take('battle-create', 'battles created', 'ann', quota)).resolves.toBeUndefined();
  });

  it('should count only the calls not given back, for a quota on failures', async () => {
    const quotas = new ActionQuotas(store);
    const guess = () => quotas.take('code-guess', 'wrong codes', 'ann', quota);
    await guess();
    await quotas.giveBack('code-guess', 'ann', quota);
    await guess();
    await guess();
    await expect(guess()).rejects.toMatchObject({ reason: 'RATE_LIMITED' });
  });

  it('should hand clients the wait in whole seconds as extensions.retryAfterSeconds', () => {
    const refusal = QuotaErrors.RATE_LIMITED('purchases', 1_200);
    const format = createGraphQLErrorFormatter(() => undefined);
    const wrapped = new GraphQLError(refusal.message, { originalError: refusal, path: ['buyListing'] });
    expect(format({ message: refusal.message, path: ['buyListing'] }, wrapped).extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      reason: 'RATE_LIMITED',
      retryAfterSeconds: 2,
    });
  });

  it('should refuse a new open item at the cap and not below it', () => {
    expect(() => assertUnderOpenCap('pending purchases', 2, 3)).not.toThrow();
    expect(() => assertUnderOpenCap('pending purchases', 3, 3, 5_000)).toThrow(
      expect.objectContaining({
        reason: 'TOO_MANY_OPEN',
        message:
          'You already have 3 pending purchases open, the most one manager may have. Finish or cancel one first.',
        retryAfterMs: 5_000,
      }),
    );
  });
});
