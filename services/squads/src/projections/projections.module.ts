import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { SquadStoreModule } from '../squads/squad-store.module';
import { CardsRepository } from './cards.repository';
import { CardEntity } from './entities/card.entity';
import { FootballerEntity } from './entities/footballer.entity';
import { ManagerEntity } from './entities/manager.entity';
import { FootballersRepository } from './footballers.repository';
import { ManagersRepository } from './managers.repository';
import { ProjectionsConsumer } from './projections.consumer';

@Module({
  imports: [
    TypeOrmModule.forFeature([FootballerEntity, CardEntity, ManagerEntity]),
    SquadStoreModule,
    LeaderboardModule,
  ],
  providers: [FootballersRepository, CardsRepository, ManagersRepository, ProjectionsConsumer],
  exports: [CardsRepository, ProjectionsConsumer],
})
export class ProjectionsModule {}
