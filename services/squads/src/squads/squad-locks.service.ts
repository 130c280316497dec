import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FixturesRepository } from '../locks/fixtures.repository';
import { type LockingGameweek, lockOf, type PlayerLock } from '../locks/player-lock';
import { LineupsRepository } from '../points/lineups.repository';
import { FootballersRepository, type FootballerClub } from '../projections/footballers.repository';
import type { SquadLocksModel } from './models/squad-locks.model';

/** Whose footballers are locked in a gameweek, and when each locks (docs/squads.md, Locks). */
export interface GameweekLocks {
  gameweek: LockingGameweek;
  lockOf(footballerId: string): PlayerLock;
  nameOf(footballerId: string): string;
}

/** The players' locks: for the squad page, and for a change of a live gameweek's lineup. */
@Injectable()
export class SquadLocksService {
  constructor(
    private readonly lineups: LineupsRepository,
    private readonly fixtures: FixturesRepository,
    private readonly footballers: FootballersRepository,
  ) {}

  /**
   * The locks of the squad's cards (`cards` in squad order with their footballers) in the gameweek
   * its changes play in: the one being played when the manager has a lineup in it, or else the next
   * one with a fixture known here; null when there is none.
   */
  async squadLocks(
    managerId: string,
    cards: readonly { cardId: string; footballerId: string }[],
  ): Promise<SquadLocksModel | null> {
    const live = await this.lineups.liveGameweek();
    const playing = live && (await this.lineups.hasLineup(managerId, live.gameweek));
    const gameweek: LockingGameweek | null = playing
      ? { ...live, live: true }
      : await this.fixtures
          .nextGameweekAfter(await this.lineups.latestDeadlineGameweek())
          .then((next) => next && { gameweek: next.gameweek, deadline: next.firstKickoffAt, live: false });
    if (!gameweek) return null;
    const locks = await this.locksOf(
      gameweek,
      cards.map((card) => card.footballerId),
    );
    const cardLocks = cards.map((card) => ({ cardId: card.cardId, ...locks.lockOf(card.footballerId) }));
    const upcoming = cardLocks
      .filter((lock) => !lock.locked && lock.lockAt !== null)
      .map((lock) => lock.lockAt!.getTime());
    return {
      gameweek: gameweek.gameweek,
      live: gameweek.live,
      nextLockAt: upcoming.length ? new Date(Math.min(...upcoming)) : null,
      cards: cardLocks,
    };
  }

  /**
   * The locks of the footballers in the live gameweek, read in `manager`'s transaction with their
   * fixtures share-locked until it ends (a kick-off recorded meanwhile waits for it).
   */
  liveLocksIn(
    manager: EntityManager,
    gameweek: Omit<LockingGameweek, 'live'>,
    footballerIds: readonly string[],
  ): Promise<GameweekLocks> {
    return this.locksOf({ ...gameweek, live: true }, footballerIds, manager);
  }

  /** In `manager`'s transaction, the fixtures share-locked until it ends, when given. */
  private async locksOf(
    gameweek: LockingGameweek,
    footballerIds: readonly string[],
    manager?: EntityManager,
  ): Promise<GameweekLocks> {
    const clubs: Map<string, FootballerClub> = await this.footballers.clubsOf(
      [...new Set(footballerIds)],
      manager,
    );
    const fixtures = await this.fixtures.ofClubs(
      gameweek.gameweek,
      [...new Set([...clubs.values()].map((club) => club.clubId))],
      manager,
    );
    return {
      gameweek,
      lockOf: (footballerId) => {
        const club = clubs.get(footballerId);
        // A footballer not registered here yet: no lock time to show; locked once the gameweek is live.
        return club ? lockOf(club.clubId, gameweek, fixtures) : { lockAt: null, locked: gameweek.live };
      },
      nameOf: (footballerId) => clubs.get(footballerId)?.name ?? 'A player',
    };
  }
}
