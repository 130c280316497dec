import { Module } from '@nestjs/common';
import { GameweekHooks } from './gameweek-hooks';
import { GameweekPointsRepository } from './gameweek-points.repository';
import { GameweeksRepository } from './gameweeks.repository';
import { ManagersRepository } from './managers.repository';
import { ProjectionsConsumer } from './projections.consumer';
import { SplBalancesConsumer } from './spl-balances.consumer';
import { SplBalancesRepository } from './spl-balances.repository';

/** What leagues and battles read from other services, and the gameweeks' hooks. */
@Module({
  providers: [
    ManagersRepository,
    GameweeksRepository,
    GameweekPointsRepository,
    GameweekHooks,
    ProjectionsConsumer,
    SplBalancesRepository,
    SplBalancesConsumer,
  ],
  exports: [
    ManagersRepository,
    GameweeksRepository,
    GameweekPointsRepository,
    GameweekHooks,
    SplBalancesRepository,
  ],
})
export class ProjectionsModule {}
