import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { BattleFundsService } from './battle-funds.service';
import { BattleGameweeksService } from './battle-gameweeks.service';
import { BattleSettlementsService } from './battle-settlements.service';
import { BattleStakesConsumer } from './battle-stakes.consumer';
import { BattleStakesService } from './battle-stakes.service';
import { BattleViewsService } from './battle-views.service';
import { BattlesRepository } from './battles.repository';
import { BattlesResolver } from './battles.resolver';
import { BattlesService } from './battles.service';

/** Head-to-head battles (docs/battles.md). */
@Module({
  imports: [ProjectionsModule],
  providers: [
    BattlesRepository,
    BattlesService,
    BattleFundsService,
    BattleSettlementsService,
    BattleStakesService,
    BattleStakesConsumer,
    BattleGameweeksService,
    BattleViewsService,
    BattlesResolver,
  ],
})
export class BattlesModule {}
