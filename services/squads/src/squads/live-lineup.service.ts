import { Injectable } from '@nestjs/common';
import { positionGroupOf } from '@sfl/contracts';
import type { EntityManager } from 'typeorm';
import { checkLocksKept, keepingDeparted, type LineupPlaces } from '../locks/lineup-locks';
import type { GameweekLineupEntity, LockedPlayer } from '../points/entities/gameweek-lineup.entity';
import { LineupsRepository } from '../points/lineups.repository';
import { ManagerPointsService } from '../points/manager-points.service';
import { CardsRepository, type CardWithFootballer } from '../projections/cards.repository';
import { SquadLocksService } from './squad-locks.service';
import type { StoredSquad } from './squads.repository';

/**
 * During a live gameweek the manager's squad is its lineup (docs/squads.md, Locks): a change that
 * keeps every locked player where he was becomes the lineup's next revision; any other is refused.
 */
@Injectable()
export class LiveLineupService {
  constructor(
    private readonly lineups: LineupsRepository,
    private readonly points: ManagerPointsService,
    private readonly locks: SquadLocksService,
    private readonly cards: CardsRepository,
  ) {}

  /**
   * Checks the squad about to be stored (`cards`: its cards with their footballers) against the
   * live gameweek's lineup and moves that lineup with it, in the caller's transaction. Nothing
   * to do before the deadline, after the gameweek, or for a manager without a lineup in it (a
   * squad first saved during the gameweek plays from the next one).
   */
  async followIn(
    manager: EntityManager,
    managerId: string,
    squad: StoredSquad,
    cards: readonly CardWithFootballer[],
  ): Promise<void> {
    const live = await this.lineups.liveGameweek(manager);
    if (!live) return;
    const current = await this.lineups.lineupForUpdate(manager, managerId, live.gameweek);
    if (!current) return;
    const wanted = lineupOf(squad, cards);
    const players = [...current.starters, ...current.bench, ...wanted.starters, ...wanted.bench];
    const locks = await this.locks.liveLocksIn(
      manager,
      live,
      players.map((player) => player.footballerId),
    );
    const locked = (footballerId: string) => locks.lockOf(footballerId).locked;
    const held = new Set(
      (
        await this.cards.ownedIn(
          manager,
          managerId,
          [...current.starters, ...current.bench].map((p) => p.cardId),
        )
      ).map((card) => card.id),
    );
    const next = keepingDeparted(
      current,
      wanted,
      (player) => locked(player.footballerId) && !held.has(player.cardId),
      locks.nameOf,
    );
    checkLocksKept(current, next, locked, locks.nameOf);
    if (samePlaces(current, next)) return;
    await this.points.changeLineup(manager, { ...current, ...next }, new Date());
  }
}

type WantedLineup = LineupPlaces & Pick<GameweekLineupEntity, 'formation' | 'starters' | 'bench'>;

// The squad in a lineup's shape; every card of it is among `cards` with its footballer.
function lineupOf(squad: StoredSquad, cards: readonly CardWithFootballer[]): WantedLineup {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const player = (cardId: string): LockedPlayer => {
    const card = byId.get(cardId)!;
    return { cardId, footballerId: card.footballerId, group: positionGroupOf(card.footballer!.position) };
  };
  const footballerOf = (cardId: string | null) => (cardId ? (byId.get(cardId)?.footballerId ?? null) : null);
  return {
    formation: squad.formation as GameweekLineupEntity['formation'],
    starters: squad.starters.flatMap((cardId, slot) => (cardId ? [{ ...player(cardId), slot }] : [])),
    bench: squad.bench.map(player),
    captainFootballerId: footballerOf(squad.captainCardId),
    viceCaptainFootballerId: footballerOf(squad.viceCaptainCardId),
  };
}

function samePlaces(current: GameweekLineupEntity, next: WantedLineup): boolean {
  const places = (lineup: WantedLineup) =>
    JSON.stringify([
      lineup.formation,
      lineup.starters.map((p) => [p.cardId, p.slot]),
      lineup.bench.map((p) => p.cardId),
      lineup.captainFootballerId,
      lineup.viceCaptainFootballerId,
    ]);
  return places(current) === places(next);
}
