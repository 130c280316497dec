import { ACHIEVEMENTS, type SplActionType } from '@sfl/contracts';
import { MARKET_KINDS } from '../market/market-settlement.service';
import { STAKE_KINDS } from '../competitions/competition-settlement.service';
import type { StatementRow } from './statement.repository';

/** What moved a manager's SPL, one value for every kind of movement the ledger writes for him. */
export const SPL_STATEMENT_KINDS = [
  'MATCH_REWARD',
  'ACHIEVEMENT_BONUS',
  'MARKET_PURCHASE',
  'MARKET_PURCHASE_REFUND',
  'MARKET_SALE',
  'LEAGUE_ENTRY_FEE',
  'LEAGUE_PRIZE_POOL',
  'LEAGUE_PRIZE',
  'LEAGUE_REFUND',
  'BATTLE_WAGER',
  'BATTLE_WINNINGS',
  'BATTLE_REFUND',
  'OTHER',
] as const;
export type SplStatementKind = (typeof SPL_STATEMENT_KINDS)[number];

/** What a line links to. */
export const SPL_CAUSE_TYPES = ['MATCH', 'MARKET_PURCHASE', 'LEAGUE', 'BATTLE', 'ACHIEVEMENT'] as const;
export type SplCauseType = (typeof SPL_CAUSE_TYPES)[number];

export type SplHoldStatus = 'HELD' | 'CAPTURED' | 'RELEASED';

/** One line of a manager's statement. */
export interface StatementLine {
  id: string;
  at: Date;
  kind: SplStatementKind;
  /** signed: into (positive) or out of (negative) his balance */
  amount: number;
  balanceAfter: number;
  reason: string;
  /** for a line that placed a hold: where the hold stands now */
  holdStatus: SplHoldStatus | null;
  /** for a sale: the market fee kept from its price */
  fee: number | null;
  cause: { type: SplCauseType; id: string } | null;
  /** for a match reward: the footballer whose action it pays (the first one's when it pays several) */
  footballer: { id: string } | null;
}

const ACTION_WORDS: Record<SplActionType, string> = {
  goal: 'Goal',
  assist: 'Assist',
  clean_sheet: 'Clean sheet',
  penalty_save: 'Penalty save',
};

const ACHIEVEMENT_TITLES = new Map<string, string>(ACHIEVEMENTS.map(({ id, title }) => [id, title]));

const LEAGUE_STAKE_KINDS: readonly string[] = [STAKE_KINDS.league_entry_fee, STAKE_KINDS.league_prize_pool];

const LEAGUE_STAKE_OUTCOMES: Record<SplHoldStatus, string> = {
  HELD: 'held until the league ends',
  CAPTURED: 'paid out as prizes',
  RELEASED: 'returned',
};

/** What a hold became, said after the line that placed it. */
const HOLD_OUTCOMES: Record<string, Record<SplHoldStatus, string>> = {
  [STAKE_KINDS.league_entry_fee]: LEAGUE_STAKE_OUTCOMES,
  [STAKE_KINDS.league_prize_pool]: LEAGUE_STAKE_OUTCOMES,
  [STAKE_KINDS.battle_wager]: {
    HELD: 'held until the battle is settled',
    CAPTURED: 'paid to the winner',
    RELEASED: 'returned',
  },
  [MARKET_KINDS.hold]: {
    HELD: 'held until the card is yours',
    CAPTURED: 'paid',
    RELEASED: 'did not go through, returned',
  },
};

const HOLD_NAMES: Record<string, string> = {
  [STAKE_KINDS.league_entry_fee]: 'League entry fee',
  [STAKE_KINDS.league_prize_pool]: 'League prize pool',
  [STAKE_KINDS.battle_wager]: 'Battle wager',
  [MARKET_KINDS.hold]: 'Card purchase',
};

/** A ledger entry of the manager as his statement shows it: what it was, why, and what caused it. */
export function statementLineOf(row: StatementRow): StatementLine {
  const line = { id: row.entryId, at: row.createdAt, amount: row.amount, balanceAfter: row.balanceAfter };
  const described = descriptionOf(row);
  return { ...line, holdStatus: null, fee: null, cause: null, footballer: null, ...described };
}

type Description = Pick<StatementLine, 'kind' | 'reason'> &
  Partial<Pick<StatementLine, 'holdStatus' | 'fee' | 'cause' | 'footballer'>>;

function descriptionOf(row: StatementRow): Description {
  const { hold } = row;
  switch (row.kind) {
    case 'spl_reward':
      return matchReward(row);
    case 'achievement':
      return {
        kind: 'ACHIEVEMENT_BONUS',
        reason: `Achievement unlocked: ${ACHIEVEMENT_TITLES.get(row.reference ?? '') ?? 'an achievement'}`,
        cause: row.reference ? { type: 'ACHIEVEMENT', id: row.reference } : null,
      };
    case MARKET_KINDS.hold:
      return placed(row, 'MARKET_PURCHASE', purchaseCause(hold));
    case MARKET_KINDS.release:
      return {
        kind: 'MARKET_PURCHASE_REFUND',
        reason: 'Card purchase did not go through: SPL returned',
        cause: purchaseCause(hold),
      };
    case MARKET_KINDS.capture:
      return {
        kind: 'MARKET_SALE',
        reason:
          row.fee > 0
            ? `Card sold for ${spl(row.amount + row.fee)}, less a ${spl(row.fee)} market fee`
            : `Card sold for ${spl(row.amount)}`,
        fee: row.fee,
        cause: purchaseCause(hold),
      };
    case STAKE_KINDS.league_entry_fee:
      return placed(row, 'LEAGUE_ENTRY_FEE', competitionCause(hold));
    case STAKE_KINDS.league_prize_pool:
      return placed(row, 'LEAGUE_PRIZE_POOL', competitionCause(hold));
    case STAKE_KINDS.battle_wager:
      return placed(row, 'BATTLE_WAGER', competitionCause(hold));
    case STAKE_KINDS.payout:
      return isLeagueStake(hold)
        ? { kind: 'LEAGUE_PRIZE', reason: 'League prize', cause: competitionCause(hold) }
        : { kind: 'BATTLE_WINNINGS', reason: 'Battle won: winnings', cause: competitionCause(hold) };
    case STAKE_KINDS.release:
      return {
        kind: isLeagueStake(hold) ? 'LEAGUE_REFUND' : 'BATTLE_REFUND',
        reason: `${HOLD_NAMES[hold?.kind ?? ''] ?? 'Stake'} returned`,
        cause: competitionCause(hold),
      };
    default:
      return { kind: 'OTHER', reason: 'SPL adjustment' };
  }
}

function matchReward({ rewards }: StatementRow): Description {
  if (!rewards) return { kind: 'MATCH_REWARD', reason: 'Match reward' };
  const first = `${ACTION_WORDS[rewards.actionType as SplActionType] ?? 'Reward'} by ${rewards.footballerName ?? 'your player'}`;
  const captain = rewards.isCaptain ? ' (Captain 2x)' : '';
  const more =
    rewards.count > 1 ? ` and ${rewards.count - 1} more ${rewards.count === 2 ? 'reward' : 'rewards'}` : '';
  return {
    kind: 'MATCH_REWARD',
    reason: `${first}${captain}${more}`,
    // A payment spanning matches links none of them.
    cause: rewards.matches === 1 ? { type: 'MATCH', id: rewards.matchId } : null,
    footballer: { id: rewards.footballerId },
  };
}

// A line that placed a hold: its name, and what became of the hold.
function placed(row: StatementRow, kind: SplStatementKind, cause: Description['cause']): Description {
  const status = (row.hold?.status ?? 'HELD') as SplHoldStatus;
  return {
    kind,
    reason: `${HOLD_NAMES[row.kind]} (${HOLD_OUTCOMES[row.kind]![status]})`,
    holdStatus: status,
    cause,
  };
}

function isLeagueStake(hold: StatementRow['hold']): boolean {
  return hold !== null && LEAGUE_STAKE_KINDS.includes(hold.kind);
}

function purchaseCause(hold: StatementRow['hold']): Description['cause'] {
  return hold?.reference ? { type: 'MARKET_PURCHASE', id: hold.reference } : null;
}

// Stakes held before the statement existed know no competition: their lines link nothing.
function competitionCause(hold: StatementRow['hold']): Description['cause'] {
  if (!hold?.competitionId) return null;
  return { type: isLeagueStake(hold) ? 'LEAGUE' : 'BATTLE', id: hold.competitionId };
}

function spl(amount: number): string {
  return `${amount.toLocaleString('en-US')} SPL`;
}
