import { randomUUID } from 'node:crypto';
import {
  BattleChallenged,
  ChampionshipStatusChanged,
  MarketPurchaseFailed,
  NOTIFICATION_KINDS,
  SplRewardsAwarded,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { DEFAULT_NOTIFICATION_QUOTAS } from '../src/config/notifications.config';
import {
  dataOf,
  deliveries,
  errorOf,
  inboxOf,
  notificationsAppPerSuite,
  recorded,
  registeredManager,
} from './notifications-test-app';
import { myPreferencesOperation, setPreferenceOperation } from './operations/notifications.operations';
import { championshipWith, reward } from './source-events';

const AT = '2030-08-16T15:00:00.000Z';

interface Preference {
  kind: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

// Each manager's choices per kind: what is kept, and what waits in the outbox for email and push.
describe('notifications subgraph: preferences', () => {
  const suite = notificationsAppPerSuite();
  const t = () => suite.t;
  let ann: Awaited<ReturnType<typeof registeredManager>>;
  let bob: Awaited<ReturnType<typeof registeredManager>>;

  beforeEach(async () => {
    ann = await registeredManager(t(), 'annsmith');
    bob = await registeredManager(t(), 'bobjones');
  });

  const preferencesOf = async (caller: typeof ann) =>
    (await dataOf<{ myNotificationPreferences: Preference[] }>(t(), myPreferencesOperation(), caller))
      .myNotificationPreferences;
  const set = async (caller: typeof ann, preference: Preference) =>
    (await dataOf<{ setNotificationPreference: Preference }>(t(), setPreferenceOperation(preference), caller))
      .setNotificationPreference;
  const challenge = (challengerId: string, opponentId: string) => {
    const battleId = randomUUID();
    return t().publish(BattleChallenged, battleId, {
      battleId,
      challengerId,
      opponentId,
      gameweek: 3,
      wager: 25,
      challengedAt: AT,
    });
  };

  it('should answer every kind with the defaults: in the app only', async () => {
    expect(await preferencesOf(ann)).toEqual(
      NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: false, push: false })),
    );
  });

  it("should keep a manager's choice for a kind, his alone", async () => {
    const choice = { kind: 'BATTLE_CHALLENGE', inApp: true, email: true, push: false };
    expect(await set(ann, choice)).toEqual(choice);
    expect(await set(ann, { ...choice, push: true })).toEqual({ ...choice, push: true });
    expect((await preferencesOf(ann)).filter((p) => p.email || p.push)).toEqual([{ ...choice, push: true }]);
    expect((await preferencesOf(bob)).every((p) => p.inApp && !p.email && !p.push)).toBe(true);
  });

  it('should not keep, nor push, nor send a notification of a kind turned off in the app', async () => {
    await set(ann, { kind: 'SPL_REWARD', inApp: false, email: true, push: true });
    await t().publish(SplRewardsAwarded, ann.userId, { managerId: ann.userId, rewards: [reward(100)] });
    await t().publish(SplRewardsAwarded, bob.userId, { managerId: bob.userId, rewards: [reward(100)] });
    await t().publish(MarketPurchaseFailed, randomUUID(), {
      purchaseId: randomUUID(),
      buyerId: ann.userId,
      reason: 'INSUFFICIENT_SPL',
      failedAt: AT,
    });
    expect((await inboxOf(t(), ann)).notifications.map((n) => n.kind)).toEqual(['PURCHASE_FAILED']);
    expect((await inboxOf(t(), bob)).notifications.map((n) => n.kind)).toEqual(['SPL_REWARD']);
    expect(
      (await recorded<{ managerId: string; kind: string }>(t(), 'NotificationCreated')).map((e) => [
        e.managerId,
        e.kind,
      ]),
    ).toEqual([
      [bob.userId, 'SPL_REWARD'],
      [ann.userId, 'PURCHASE_FAILED'],
    ]);
    expect(await deliveries(t())).toEqual([]);
  });

  it('should write a pending delivery for each channel turned on, with the notification', async () => {
    await set(bob, { kind: 'BATTLE_CHALLENGE', inApp: true, email: true, push: true });
    await set(ann, { kind: 'BATTLE_CHALLENGE', inApp: true, email: false, push: true });
    await challenge(ann.userId, bob.userId);
    await challenge(bob.userId, ann.userId);
    await t().publish(SplRewardsAwarded, bob.userId, { managerId: bob.userId, rewards: [reward(100)] });
    expect(await deliveries(t())).toEqual([
      [bob.userId, 'BATTLE_CHALLENGE', 'email'],
      [bob.userId, 'BATTLE_CHALLENGE', 'push'],
      [ann.userId, 'BATTLE_CHALLENGE', 'push'],
    ]);
  });

  it("should send a championship's status on the channels its pre-registration asked for, besides the kind's", async () => {
    const cat = await registeredManager(t(), 'catbrown');
    await set(bob, { kind: 'CHAMPIONSHIP_STATUS', inApp: true, email: false, push: true });
    await set(cat, { kind: 'CHAMPIONSHIP_STATUS', inApp: false, email: true, push: true });
    const championshipId = await championshipWith(t(), [
      { managerId: ann.userId, email: true },
      { managerId: bob.userId },
      { managerId: cat.userId, email: true },
    ]);
    await t().publish(ChampionshipStatusChanged, championshipId, {
      championshipId,
      status: 'upcoming',
      changedAt: AT,
    });
    expect(await deliveries(t())).toEqual(
      expect.arrayContaining([
        [ann.userId, 'CHAMPIONSHIP_STATUS', 'email'],
        [bob.userId, 'CHAMPIONSHIP_STATUS', 'push'],
      ]),
    );
    expect(await deliveries(t())).toHaveLength(2);
    // Turned off in the app: not kept, whatever the pre-registration asked.
    expect((await inboxOf(t(), cat)).notifications).toEqual([]);
  });

  it('should refuse a manager past the preference quota', async () => {
    const choice = { kind: 'LEAGUE_JOINED', inApp: true, email: false, push: false };
    for (let call = 0; call < DEFAULT_NOTIFICATION_QUOTAS.preferenceQuota.limit; call += 1)
      await set(ann, choice);
    const res = await graphqlRequest(t().server, setPreferenceOperation({ ...choice, inApp: false }), ann);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(
        /^Too many notification preference changes\. Try again in \d+ seconds?\.$/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) },
    });
    expect((await preferencesOf(ann)).find((p) => p.kind === 'LEAGUE_JOINED')!.inApp).toBe(true);
  });

  it('should refuse an unknown kind before it reaches the rules', async () => {
    const { code } = await errorOf(
      t(),
      setPreferenceOperation({ kind: 'INJURY', inApp: true, email: false, push: false }),
      ann,
    );
    expect(code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['myNotificationPreferences', myPreferencesOperation()],
    [
      'setNotificationPreference',
      setPreferenceOperation({ kind: 'SPL_REWARD', inApp: false, email: false, push: false }),
    ],
  ])('should ask a signed-out caller of %s to sign in', async (_name, operation) => {
    expect((await errorOf(t(), operation, { userId: null })).code).toBe('UNAUTHENTICATED');
  });
});
