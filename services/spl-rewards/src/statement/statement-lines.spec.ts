import { statementLineOf } from './statement-lines';
import type { StatementRow } from './statement.repository';

const row = (overrides: Partial<StatementRow>): StatementRow => ({
  entryId: '7',
  createdAt: new Date('2026-08-01T10:00:00Z'),
  operation: 'CREDIT',
  kind: 'spl_reward',
  reference: null,
  amount: 100,
  balanceAfter: 100,
  hold: null,
  fee: 0,
  rewards: null,
  ...overrides,
});

const hold = (kind: string, status: string, competitionId: string | null = 'c-1') => ({
  kind,
  reference: 'p-1',
  status,
  settledAt: null,
  competitionId,
});

describe('statementLineOf', () => {
  it('should name a payment of several rewards by its first, link its footballer, and its match when it has one', () => {
    const rewards = {
      count: 3,
      matches: 1,
      matchId: 'm-1',
      actionType: 'assist',
      isCaptain: false,
      footballerId: 'f-1',
      footballerName: 'Ada Park',
    };
    expect(statementLineOf(row({ rewards }))).toMatchObject({
      kind: 'MATCH_REWARD',
      reason: 'Assist by Ada Park and 2 more rewards',
      cause: { type: 'MATCH', id: 'm-1' },
      footballer: { id: 'f-1' },
    });
    expect(statementLineOf(row({ rewards: { ...rewards, matches: 2 } })).cause).toBeNull();
  });

  it('should name an achievement by its title', () => {
    expect(statementLineOf(row({ kind: 'achievement', reference: 'early-adopter' }))).toMatchObject({
      kind: 'ACHIEVEMENT_BONUS',
      reason: 'Achievement unlocked: Early Adopter',
      cause: { type: 'ACHIEVEMENT', id: 'early-adopter' },
    });
  });

  it('should say where a stake held stands and link its league', () => {
    expect(
      statementLineOf(
        row({
          operation: 'HOLD_PLACE',
          kind: 'league_prize_pool',
          amount: -300,
          hold: hold('league_prize_pool', 'RELEASED'),
        }),
      ),
    ).toMatchObject({
      kind: 'LEAGUE_PRIZE_POOL',
      reason: 'League prize pool (returned)',
      holdStatus: 'RELEASED',
      cause: { type: 'LEAGUE', id: 'c-1' },
    });
  });

  it('should name a release by the stake it gives back, and link nothing for a stake of unknown competition', () => {
    expect(
      statementLineOf(
        row({
          operation: 'HOLD_RELEASE',
          kind: 'competition_release',
          hold: hold('league_entry_fee', 'RELEASED', null),
        }),
      ),
    ).toMatchObject({ kind: 'LEAGUE_REFUND', reason: 'League entry fee returned', cause: null });
  });

  it('should show a sale without a fee as its price', () => {
    expect(
      statementLineOf(
        row({
          operation: 'HOLD_CAPTURE',
          kind: 'market_sale',
          amount: 1500,
          hold: hold('market_purchase', 'CAPTURED'),
        }),
      ),
    ).toMatchObject({
      kind: 'MARKET_SALE',
      reason: 'Card sold for 1,500 SPL',
      fee: 0,
      cause: { type: 'MARKET_PURCHASE', id: 'p-1' },
    });
  });
});
