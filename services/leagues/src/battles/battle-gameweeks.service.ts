import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GameweekHooks, type GameweekListener } from '../projections/gameweek-hooks';
import { GameweekPointsRepository } from '../projections/gameweek-points.repository';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import { BattleSettlementsService } from './battle-settlements.service';
import { BattlesRepository } from './battles.repository';

/**
 * Battles as their gameweek moves on (docs/battles.md), in the projection event's transaction: at
 * the deadline an accepted battle goes LIVE and one nobody accepted in time EXPIRES (wagers back);
 * once both sides' points are final the battle is COMPLETED and paid.
 */
@Injectable()
export class BattleGameweeksService implements GameweekListener, OnModuleInit {
  constructor(
    private readonly hooks: GameweekHooks,
    private readonly battles: BattlesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly points: GameweekPointsRepository,
    private readonly settlements: BattleSettlementsService,
  ) {}

  onModuleInit(): void {
    this.hooks.listen(this);
  }

  async deadlinePassed(manager: EntityManager, gameweek: number): Promise<void> {
    for (const battle of await this.battles.waitingForIn(manager, gameweek)) {
      if (battle.status === 'ACCEPTED') await this.battles.updateIn(manager, battle.id, { status: 'LIVE' });
      else await this.settlements.closeIn(manager, battle, 'EXPIRED');
    }
  }

  async pointsMayBeFinal(manager: EntityManager, gameweek: number): Promise<void> {
    // A finished gameweek had its deadline even when that event was not seen here.
    const [row] = await this.gameweeks.byNumbers([gameweek], manager);
    if (row?.deadlinePassedAt) await this.deadlinePassed(manager, gameweek);
    for (const battle of await this.battles.mayBeFinalIn(manager, gameweek)) {
      const { points, final } = await this.points.pointsFor(
        [battle.challengerId, battle.opponentId!],
        gameweek,
        manager,
      );
      if (final)
        await this.settlements.completeIn(
          manager,
          battle,
          points.get(battle.challengerId)!,
          points.get(battle.opponentId!)!,
        );
    }
  }
}
