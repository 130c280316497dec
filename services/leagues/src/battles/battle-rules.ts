import { BATTLE_DEFAULT_WAGER_SPL, BATTLE_MAX_WAGER_SPL, BATTLE_MIN_WAGER_SPL } from '@sfl/contracts';
import { BattlesErrors } from '../leagues.errors';
import type { BattleEntity } from './entities/battle.entity';
import type { BattleResult } from './models/battle.models';

/** The wager asked for: the default when none, else whole SPL within the limits. */
export function wagerOf(wager: number | null | undefined): number {
  const amount = wager ?? BATTLE_DEFAULT_WAGER_SPL;
  if (!Number.isInteger(amount) || amount < BATTLE_MIN_WAGER_SPL || amount > BATTLE_MAX_WAGER_SPL)
    throw BattlesErrors.WAGER_OUT_OF_RANGE();
  return amount;
}

/** The username typed, or null for an open challenge (nothing, or only spaces). */
export function opponentNameOf(username: string | null | undefined): string | null {
  const name = username?.trim() ?? '';
  return name === '' ? null : name;
}

type Scored = Pick<BattleEntity, 'challengerId' | 'opponentId' | 'challengerScore' | 'opponentScore'>;

/** The winner of a finished battle; null for a draw. More points win. */
export function winnerOf(battle: Scored): string | null {
  const [mine, theirs] = [battle.challengerScore ?? 0, battle.opponentScore ?? 0];
  if (mine === theirs) return null;
  return mine > theirs ? battle.challengerId : battle.opponentId;
}

/** A COMPLETED battle's result from the caller's side; null for anyone else and before the end. */
export function resultFor(
  battle: Scored & Pick<BattleEntity, 'status'>,
  callerId: string | null,
): BattleResult | null {
  if (battle.status !== 'COMPLETED' || callerId === null) return null;
  if (callerId !== battle.challengerId && callerId !== battle.opponentId) return null;
  const winner = winnerOf(battle);
  if (winner === null) return 'DRAW';
  return winner === callerId ? 'WIN' : 'LOSS';
}
