import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import { GameweekPointsRepository } from '../projections/gameweek-points.repository';
import { GameweeksRepository } from '../projections/gameweeks.repository';
import { userRef } from '../shared/models/user.model';
import { BattleFundsService } from './battle-funds.service';
import { resultFor } from './battle-rules';
import { BattlesRepository } from './battles.repository';
import type { BattleStakeEntity } from './entities/battle-stake.entity';
import type { BattleEntity } from './entities/battle.entity';
import type { BattleModel } from './models/battle.models';

/** A stake that was held at some point: held now, or paid out or released since. */
const WAS_HELD = new Set<BattleStakeEntity['status']>(['HELD', 'PAID_OUT', 'RELEASED']);

/** Battles as the API answers them to a caller: the row with its stakes, gameweek and live points. */
@Injectable()
export class BattleViewsService {
  constructor(
    private readonly battles: BattlesRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly points: GameweekPointsRepository,
    private readonly funds: BattleFundsService,
  ) {}

  async viewsOf(battles: readonly BattleEntity[], callerId: string | null): Promise<BattleModel[]> {
    const [stakes, gameweeks, scores] = await Promise.all([
      this.battles.stakesOf(battles.map((battle) => battle.id)),
      this.gameweeks.byNumbers([...new Set(battles.map((battle) => battle.gameweek))]),
      Promise.all(battles.map((battle) => this.scoresOf(battle))),
    ]);
    const planned = new Map(gameweeks.map((g) => [g.gameweek, g.plannedDeadline]));
    return battles.map((battle, index) => {
      const own = stakes.get(battle.id) ?? [];
      const sides = [battle.challengerStakeId, battle.opponentStakeId].filter((id) => id !== null);
      return {
        id: battle.id,
        challenger: userRef(battle.challengerId),
        opponent: battle.opponentId ? userRef(battle.opponentId) : null,
        invited: battle.invitedId ? userRef(battle.invitedId) : null,
        status: battle.status,
        wager: battle.wager,
        prize: 2 * battle.wager,
        gameweek: battle.gameweek,
        acceptBy: planned.get(battle.gameweek) ?? null,
        ...scores[index]!,
        result: resultFor(battle, callerId),
        funded: sides.every((id) => own.some((stake) => stake.id === id && WAS_HELD.has(stake.status))),
        refusal: refusalFor(battle, own, callerId),
        createdAt: battle.createdAt,
        settledAt: battle.settledAt,
      };
    });
  }

  async viewOf(battle: BattleEntity, callerId: string | null): Promise<BattleModel> {
    const [view] = await this.viewsOf([battle], callerId);
    return view!;
  }

  /** The battle with this id; null when there is none. */
  async viewById(id: string, callerId: string | null): Promise<BattleModel | null> {
    const battle = await this.battles.byId(id);
    return battle && this.viewOf(battle, callerId);
  }

  /** The battles with these ids that exist. */
  async viewsOfIds(ids: readonly string[], callerId: string | null): Promise<BattleModel[]> {
    return this.viewsOf(await this.battles.byIds(ids), callerId);
  }

  /** Battles the manager created or accepted, newest first. */
  async mine(managerId: string, page: Page): Promise<BattleModel[]> {
    return this.viewsOf(await this.battles.mineOf(managerId, page), managerId);
  }

  /** PENDING battles the manager may take up, whose seat is free (BattleFundsService.seatHeldSince). */
  async openTo(managerId: string, page: Page): Promise<BattleModel[]> {
    const open = await this.battles.openFor(managerId, this.funds.seatHeldSince(), page);
    return this.viewsOf(open, managerId);
  }

  // Live from the points projection while played; as settled once COMPLETED; null otherwise.
  private async scoresOf(battle: BattleEntity) {
    if (battle.status === 'COMPLETED')
      return { challengerScore: battle.challengerScore, opponentScore: battle.opponentScore };
    if (battle.status !== 'LIVE') return { challengerScore: null, opponentScore: null };
    const { points } = await this.points.pointsFor(
      [battle.challengerId, battle.opponentId!],
      battle.gameweek,
    );
    return {
      challengerScore: points.get(battle.challengerId)!,
      opponentScore: points.get(battle.opponentId!)!,
    };
  }
}

/**
 * To the manager whose own wager was refused (and who has not taken the seat again), why. The
 * reason quotes their balance, so nobody else reads it: to others a cancelled battle is just CANCELLED.
 */
function refusalFor(battle: BattleEntity, stakes: readonly BattleStakeEntity[], callerId: string | null) {
  if (callerId === null || callerId === battle.opponentId) return null;
  const latest = stakes.filter((stake) => stake.managerId === callerId).at(-1);
  return latest?.status === 'REFUSED' ? latest.refusal : null;
}
