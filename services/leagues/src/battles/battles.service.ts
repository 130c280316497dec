import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ActionQuotas, assertUnderOpenCap, isUuid } from '@sfl/subgraph';
import { LEAGUES_LIMITS, type LeaguesLimits } from '../config/leagues.config';
import { BattlesErrors } from '../leagues.errors';
import { ManagersRepository } from '../projections/managers.repository';
import { BattleFundsService } from './battle-funds.service';
import { opponentNameOf, wagerOf } from './battle-rules';
import { BattleSettlementsService } from './battle-settlements.service';
import { BattlesRepository } from './battles.repository';
import type { BattleEntity } from './entities/battle.entity';
import type { CreateBattleInput } from './models/battle.models';

/**
 * What managers do with battles (docs/battles.md): challenge, accept, cancel. Each is one
 * transaction with the wager requests and releases it records; creating and accepting are
 * rate-limited per manager and ask for a wager only when it may be covered (BattleFundsService).
 */
@Injectable()
export class BattlesService {
  constructor(
    private readonly battles: BattlesRepository,
    private readonly managers: ManagersRepository,
    private readonly settlements: BattleSettlementsService,
    private readonly funds: BattleFundsService,
    private readonly quotas: ActionQuotas,
    @Inject(LEAGUES_LIMITS) private readonly limits: LeaguesLimits,
  ) {}

  /** A battle in the next gameweek, PENDING while the challenger's wager is held. */
  async create(challengerId: string, input: CreateBattleInput): Promise<BattleEntity> {
    await this.quotas.take('battle-create', 'battles created', challengerId, this.limits.battleCreateQuota);
    const wager = wagerOf(input.wager);
    const invitedId = await this.invitedBy(challengerId, opponentNameOf(input.opponentUsername));
    await this.funds.assertMayWager(challengerId, wager);
    return this.battles.transaction(async (manager) => {
      const gameweek = await this.battles.lockNextGameweekIn(manager);
      if (gameweek === null) throw BattlesErrors.NO_GAMEWEEK_FOR_BATTLE();
      // Under the gameweek's share lock, so the deadline does not change the count meanwhile.
      assertUnderOpenCap(
        'battles',
        await this.battles.openBattlesOfIn(manager, challengerId),
        this.limits.maxOpenBattles,
      );
      const battle: BattleEntity = {
        id: randomUUID(),
        challengerId,
        invitedId,
        opponentId: null,
        status: 'PENDING',
        wager,
        gameweek,
        challengerStakeId: randomUUID(),
        opponentStakeId: null,
        challengerScore: null,
        opponentScore: null,
        createdAt: new Date(),
        settledAt: null,
      };
      await this.battles.saveIn(manager, battle);
      await this.settlements.requestWagerIn(manager, battle, challengerId, battle.challengerStakeId);
      await this.settlements.recordChallengedIn(manager, battle);
      return (await this.battles.byId(battle.id, manager))!;
    });
  }

  /**
   * Takes the free seat: the caller becomes the opponent while their wager is held (ACCEPTED once
   * both are), for the seat's hold at most. Concurrent accepts meet at the battle's lock: the first
   * wins, the others find it taken.
   */
  async accept(callerId: string, battleId: string): Promise<BattleEntity> {
    await this.quotas.take('battle-accept', 'battles taken up', callerId, this.limits.battleAcceptQuota);
    const found = isUuid(battleId) ? await this.battles.byId(battleId) : null;
    if (!found) throw BattlesErrors.BATTLE_NOT_FOUND();
    if (found.challengerId === callerId) throw BattlesErrors.OWN_BATTLE();
    if (found.invitedId !== null && found.invitedId !== callerId)
      throw BattlesErrors.SENT_TO_ANOTHER_MANAGER();
    await this.funds.assertMayWager(callerId, found.wager);
    return this.battles.transaction(async (manager) => {
      // The gameweek before the battle: the deadline's hook takes them in that order too.
      if (!(await this.battles.lockOpenGameweekIn(manager, found.gameweek)))
        throw BattlesErrors.BATTLE_NOT_OPEN();
      const battle = (await this.battles.lockIn(manager, battleId))!;
      if (battle.status !== 'PENDING' || !(await this.funds.seatIsFreeIn(manager, battle)))
        throw BattlesErrors.BATTLE_NOT_OPEN();
      const opponentStakeId = randomUUID();
      await this.battles.updateIn(manager, battle.id, { opponentId: callerId, opponentStakeId });
      await this.settlements.requestWagerIn(manager, battle, callerId, opponentStakeId);
      return (await this.battles.byId(battle.id, manager))!;
    });
  }

  /**
   * The challenger calls it off while the seat is free (nobody accepted, or the taker's hold ran
   * out): CANCELLED, the wager released.
   */
  async cancel(callerId: string, battleId: string): Promise<BattleEntity> {
    await this.quotas.take('battle-cancel', 'battles cancelled', callerId, this.limits.battleCancelQuota);
    if (!isUuid(battleId)) throw BattlesErrors.BATTLE_NOT_FOUND();
    return this.battles.transaction(async (manager) => {
      const battle = await this.battles.lockIn(manager, battleId);
      if (!battle) throw BattlesErrors.BATTLE_NOT_FOUND();
      if (battle.challengerId !== callerId) throw BattlesErrors.NOT_THE_CHALLENGER();
      if (battle.status !== 'PENDING' || !(await this.funds.seatIsFreeIn(manager, battle)))
        throw BattlesErrors.BATTLE_NOT_CANCELLABLE();
      await this.settlements.closeIn(manager, battle, 'CANCELLED');
      return (await this.battles.byId(battle.id, manager))!;
    });
  }

  // The named manager's id; null for an open challenge.
  private async invitedBy(challengerId: string, username: string | null): Promise<string | null> {
    if (username === null) return null;
    const invited = await this.managers.byUsername(username);
    if (!invited) throw BattlesErrors.UNKNOWN_MANAGER(username);
    if (invited.id === challengerId) throw BattlesErrors.BATTLE_YOURSELF();
    return invited.id;
  }
}
