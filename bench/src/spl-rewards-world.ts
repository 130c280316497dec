import { randomUUID } from 'node:crypto';
import {
  FixtureLocked,
  FootballerRegistered,
  LineupLocked,
  MatchActionRecorded,
  type Position,
  positionGroupOf,
  splRewardFor,
} from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { DataSource, EntityManager } from 'typeorm';

const FORMATION: Position[] = ['GK', 'LB', 'CB', 'CB', 'RB', 'CDM', 'CM', 'CAM', 'LW', 'RW', 'ST'];
const club = (name: string) => ({ id: randomUUID(), name, shortName: name.slice(0, 3).toUpperCase() });
const HOME = club('Benchfield Rovers');
const AWAY = club('Loadport Albion');

/**
 * What matches and squads would publish for the SPL rewards benchmark, recorded in a stand-in
 * outbox: eleven footballers, every manager's locked lineup of those eleven (the striker
 * captain), and goals by them, every second one with an assist. As on a real matchday each
 * footballer plays in one match: the ten outfield starters in pairs, one pair per match (five
 * matches, so over the topic's partitions), scoring and assisting each other in turn.
 */
export class RewardingWorld {
  private readonly starters = FORMATION.map((position, n) => ({
    id: randomUUID(),
    name: `Bench Player ${n + 1}`,
    position,
  }));
  // Match m: outfield starters 1 + 2m and 2 + 2m.
  private readonly matchIds = Array.from({ length: (FORMATION.length - 1) / 2 }, () => randomUUID());

  constructor(private readonly gameweek: number) {}

  /** A striker who scores: the captain's double counts. */
  private get captain() {
    return this.starters[FORMATION.indexOf('ST')]!;
  }

  async registerFootballers(producer: DataSource): Promise<void> {
    await producer.transaction((manager) =>
      recordEvents(
        manager,
        FootballerRegistered,
        this.starters.map((footballer) => ({
          aggregateId: footballer.id,
          payload: {
            footballerId: footballer.id,
            name: footballer.name,
            club: HOME,
            position: footballer.position,
            overall: 80,
            rarity: 'RARE' as const,
          },
        })),
      ),
    );
  }

  /** Every manager's lineup locked, then the world's matches kicked off (squads' FixtureLocked). */
  async lockLineups(producer: DataSource, managerIds: readonly string[]): Promise<void> {
    const fielded = this.starters.map((footballer, slot) => ({
      cardId: randomUUID(),
      footballerId: footballer.id,
      group: positionGroupOf(footballer.position),
      slot,
    }));
    const lockedAt = new Date().toISOString();
    await producer.transaction(async (manager) => {
      await recordEvents(
        manager,
        LineupLocked,
        managerIds.map((managerId) => ({
          aggregateId: managerId,
          payload: {
            managerId,
            gameweek: this.gameweek,
            formation: '4-3-3' as const,
            starters: fielded,
            bench: [],
            captainFootballerId: this.captain.id,
            viceCaptainFootballerId: null,
            lockedAt,
          },
        })),
      );
      // The matches kick off with no lineup changed: their actions are paid from then on.
      await recordEvents(
        manager,
        FixtureLocked,
        this.matchIds.map((matchId) => ({
          aggregateId: matchId,
          payload: { matchId, gameweek: this.gameweek, lineupChangesBefore: 0, lockedAt },
        })),
      );
    });
  }

  /** Records match action `n` in the caller's transaction; answers its id. */
  async recordAction(manager: EntityManager, n: number): Promise<string> {
    const id = randomUUID();
    const matchId = this.matchIds[n % this.matchIds.length]!;
    const minute = n % 90;
    await recordEvents(manager, MatchActionRecorded, [
      {
        aggregateId: matchId,
        payload: {
          snapshot: {
            matchId,
            gameweek: this.gameweek,
            homeClub: HOME,
            awayClub: AWAY,
            homeScore: 1 + (n % 9),
            awayScore: 0,
            minute,
            status: 'LIVE' as const,
            version: n + 1,
          },
          action: {
            id,
            kind: 'GOAL' as const,
            minute,
            clubId: HOME.id,
            footballerId: this.scorerOf(n).id,
            assistFootballerId: n % 2 === 1 ? this.assistOf(n).id : null,
            relatedFootballerId: null,
          },
        },
      },
    ]);
    return id;
  }

  /** SPL every manager earns from actions 0 … count − 1 (the rules of @sfl/contracts). */
  splPerManager(count: number): number {
    let total = 0;
    for (let n = 0; n < count; n++) {
      total += this.rewardOf('goal', this.scorerOf(n));
      if (n % 2 === 1) total += this.rewardOf('assist', this.assistOf(n));
    }
    return total;
  }

  /** Rewards every manager gets from actions 0 … count − 1: a goal, and an assist every second one. */
  rewardsPerManager(count: number): number {
    return count + Math.floor(count / 2);
  }

  // Action n is in match n mod 5; its pair take turns scoring and assisting.
  private scorerOf(n: number) {
    return this.pairOf(n)[Math.floor(n / this.matchIds.length) % 2]!;
  }

  private assistOf(n: number) {
    return this.pairOf(n)[(Math.floor(n / this.matchIds.length) + 1) % 2]!;
  }

  private pairOf(n: number) {
    const match = n % this.matchIds.length;
    return [this.starters[1 + 2 * match]!, this.starters[2 + 2 * match]!];
  }

  private rewardOf(type: 'goal' | 'assist', footballer: { id: string; position: Position }) {
    return splRewardFor(type, positionGroupOf(footballer.position), footballer.id === this.captain.id);
  }
}
