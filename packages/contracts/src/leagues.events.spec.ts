import { BattleAccepted, BattleChallenged } from './leagues.events';

const BATTLE = '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e';
const ANN = '1a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const BOB = '2a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe('the battle events notifications follow', () => {
  const sides = { battleId: BATTLE, challengerId: ANN, opponentId: BOB, gameweek: 3, wager: 25 };

  it('should take a challenge sent to a named manager, and an acceptance', () => {
    const challenged = { ...sides, challengedAt: '2030-08-16T15:00:00.000Z' };
    expect(BattleChallenged.payload.parse(challenged)).toEqual(challenged);
    const accepted = { ...sides, acceptedAt: '2030-08-16T15:01:00.000+01:00' };
    expect(BattleAccepted.payload.parse(accepted)).toEqual(accepted);
  });

  it.each([
    ['without an opponent', { opponentId: null }],
    ['without a gameweek', { gameweek: null }],
    ['with no wager', { wager: 0 }],
    ['with a part of an SPL', { wager: 12.5 }],
  ])('should refuse a challenge or an acceptance %s', (_case, change) => {
    expect(
      BattleChallenged.payload.safeParse({ ...sides, ...change, challengedAt: '2030-08-16T15:00:00Z' })
        .success,
    ).toBe(false);
    expect(
      BattleAccepted.payload.safeParse({ ...sides, ...change, acceptedAt: '2030-08-16T15:00:00Z' }).success,
    ).toBe(false);
  });
});
