import { randomUUID } from 'node:crypto';
import {
  CardOwnershipChanged,
  type cardOwnershipReasons,
  FootballerRegistered,
  GameweekDeadlinePassed,
  LeagueFinished,
  ManagerGameweekPointsUpdated,
} from '@sfl/contracts';
import { topicsOf, type PayloadOf } from '@sfl/events';
import { AchievementsConsumer } from '../src/achievements/achievements.consumer';
import { LeagueChampionsConsumer } from '../src/achievements/league-champions.consumer';
import { RewardsConsumer } from '../src/rewards/rewards.consumer';
import type { SplRewardsTestApp } from './spl-rewards-test-app';
import { type Footballer, HOME } from './spl-world';

type OwnershipReason = (typeof cardOwnershipReasons)[number];
type Rarity = PayloadOf<typeof CardOwnershipChanged>['rarity'];

export interface CardChange {
  footballerId: string;
  from: string | null;
  to: string | null;
  reason: OwnershipReason;
  /** the card's tier (LEGENDARY unless given) */
  rarity?: Rarity;
  /** its value: a market sale's price (1,000 unless given) */
  value?: number;
}

/** FootballerRegistered's payload; 90 and above are LEGENDARY, as matches rates them. */
export function footballerRegistered(footballer: Footballer, overall: number) {
  return {
    footballerId: footballer.id,
    name: footballer.name,
    club: HOME,
    position: footballer.position,
    overall,
    rarity: overall >= 90 ? ('LEGENDARY' as const) : ('RARE' as const),
  };
}

/**
 * The events achievements count that SplWorld does not record: footballers with an overall,
 * card ownership changes (nft), points totals (squads) and leagues finished (leagues). `settled`
 * waits until the rewards, achievements and league champions consumers have applied everything
 * recorded, including what spl-rewards recorded in its own outbox.
 */
export class AchievementsWorld {
  private clock = Date.parse('2026-09-01T12:00:00Z');

  constructor(private readonly t: SplRewardsTestApp) {}

  /** A moment later than the previous one. */
  nextMoment(): string {
    this.clock += 1_000;
    return new Date(this.clock).toISOString();
  }

  recordFootballer(footballer: Footballer, overall: number): Promise<string> {
    return this.t.record(FootballerRegistered, footballer.id, footballerRegistered(footballer, overall));
  }

  /** A card of `footballerId` changing hands; answers the card id. */
  async recordCard(change: CardChange, cardId: string = randomUUID()): Promise<string> {
    await this.t.record(CardOwnershipChanged, cardId, this.cardChanged(change, cardId));
    return cardId;
  }

  /** CardOwnershipChanged's payload for a change happening now. */
  cardChanged(change: CardChange, cardId: string = randomUUID()) {
    return {
      cardId,
      source: 'IN_GAME' as const,
      footballerId: change.footballerId,
      rarity: change.rarity ?? 'LEGENDARY',
      season: 1,
      serial: 1,
      value: change.value ?? 1_000,
      fromUserId: change.from,
      toUserId: change.to,
      reason: change.reason,
      changedAt: this.nextMoment(),
    };
  }

  /** A gameweek's deadline passed (matches.events), at a moment later than every one before. */
  recordDeadline(gameweek: number, deadline = this.nextMoment()) {
    return this.t.record(GameweekDeadlinePassed, randomUUID(), {
      gameweek,
      deadline,
      firstMatchId: randomUUID(),
    });
  }

  recordPoints(managerId: string, gameweek: number, totalPoints: number, updatedAt = this.nextMoment()) {
    return this.t.record(ManagerGameweekPointsUpdated, managerId, {
      managerId,
      gameweek,
      points: 0,
      final: false,
      totalPoints,
      updatedAt,
    });
  }

  /**
   * A league's end (leagues.events): `ranks` best first, each [managerId, rank] or [managerId, rank,
   * points] (else 100 minus its place, so everyone scored).
   */
  recordLeagueFinished(
    ranks: readonly (readonly [string, number] | readonly [string, number, number])[],
    options: { cancelled?: boolean } = {},
  ) {
    const leagueId = randomUUID();
    return this.t.record(LeagueFinished, leagueId, {
      leagueId,
      name: 'Sunday League',
      championship: false,
      cancelled: options.cancelled ?? false,
      standings: ranks.map(([managerId, rank, points], index) => ({
        managerId,
        rank,
        points: points ?? 100 - index,
        prize: 0,
      })),
      finishedAt: this.nextMoment(),
    });
  }

  /** Those consumers have read every topic to its end (the service's own outbox last). */
  settled(what = 'achievements settled', timeoutMs = 15_000): Promise<void> {
    const consumers = [RewardsConsumer, AchievementsConsumer, LeagueChampionsConsumer].map((consumer) =>
      this.t.app.get(consumer).definition(),
    );
    return waitFor(what, timeoutMs, async () => {
      for (const [outbox, own] of [
        [this.t.standIns.dataSource, false],
        [this.t.dataSource, true],
      ] as const) {
        const ends = (await outbox.query(
          'SELECT topic, max(sequence)::text AS last FROM outbox_event GROUP BY topic',
        )) as { topic: string; last: string }[];
        for (const definition of consumers)
          for (const topic of topicsOf(definition)) {
            const end = ends.find((row) => row.topic === topic);
            if (!end || (topic === 'spl-rewards.events') !== own) continue;
            const [cursor] = (await this.t.dataSource.query(
              'SELECT position FROM consumer_cursor WHERE consumer = $1 AND source = $2',
              [definition.name, topic],
            )) as { position: string }[];
            if (!cursor || BigInt(cursor.position) < BigInt(end.last)) return false;
          }
      }
      return true;
    });
  }

  /** Every consumed event delivered again, with the achievements' processed-event markers gone too. */
  async redeliverEverything(timeoutMs?: number): Promise<void> {
    await this.t.dataSource.query(`DELETE FROM processed_event WHERE consumer = ANY($1)`, [
      [AchievementsConsumer, LeagueChampionsConsumer].map(
        (consumer) => this.t.app.get(consumer).definition().name,
      ),
    ]);
    await this.t.dataSource.query('DELETE FROM consumer_cursor');
    await this.settled('redelivery of every event', timeoutMs);
  }
}

/** Polls `done` until it holds, for at most `timeoutMs`. */
async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
