import { createHash } from 'node:crypto';
import type { PositionGroup } from '@sfl/contracts';
import { STARTER_PACK_MAX_RARE, STARTER_PACK_SHAPE } from './card-tiers';
import type { MintCandidate } from './cards.repository';

/**
 * The manager's own random order of the candidates: sorted by a hash of the user id and the
 * footballer id. Every footballer is equally likely at every place, the order is the same each
 * time for the same user and catalogue, and a footballer added later does not reorder the others.
 */
export function drawOrder(userId: string, candidates: readonly MintCandidate[]): MintCandidate[] {
  const keyed = candidates.map((candidate) => ({
    candidate,
    key: createHash('sha256').update(`${userId}:${candidate.id}`).digest('hex'),
  }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ candidate }) => candidate);
}

/** What a pack still needs while it is filled in draw order. */
export class PackSlots {
  private readonly missing = new Map<PositionGroup, number>(
    Object.entries(STARTER_PACK_SHAPE) as [PositionGroup, number][],
  );
  private rare = 0;

  /**
   * The first candidates, in draw order, that would fill what is missing if each could still be
   * minted; they leave `remaining`, so a candidate whose supply ran out is not tried again.
   */
  planFrom(remaining: MintCandidate[]): MintCandidate[] {
    const trial = new PackSlots();
    for (const [group, count] of this.missing) trial.missing.set(group, count);
    trial.rare = this.rare;
    const planned = remaining.filter((candidate) => {
      if (trial.full || !trial.wants(candidate)) return false;
      trial.take(candidate);
      return true;
    });
    const left = remaining.filter((candidate) => !planned.includes(candidate));
    remaining.splice(0, remaining.length, ...left);
    return planned;
  }

  /** Whether the candidate would fit (its group still short, and not one RARE too many). */
  wants(candidate: MintCandidate): boolean {
    if ((this.missing.get(candidate.positionGroup) ?? 0) === 0) return false;
    return candidate.rarity !== 'RARE' || this.rare < STARTER_PACK_MAX_RARE;
  }

  take(candidate: MintCandidate): void {
    this.missing.set(candidate.positionGroup, this.missing.get(candidate.positionGroup)! - 1);
    if (candidate.rarity === 'RARE') this.rare++;
  }

  get full(): boolean {
    return [...this.missing.values()].every((count) => count === 0);
  }
}
