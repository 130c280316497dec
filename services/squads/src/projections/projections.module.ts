import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { SquadStoreModule } from '../squads/squad-store.module';
import { CardDeparturesService } from './card-departures.service';
import { CardsRepository } from './cards.repository';
import { CardEntity } from './entities/card.entity';
import { FootballerEntity } from './entities/footballer.entity';
import { ListedCardEntity } from './entities/listed-card.entity';
import { ManagerEntity } from './entities/manager.entity';
import { FootballersRepository } from './footballers.repository';
import { ListedCardsRepository } from './listed-cards.repository';
import { ManagersRepository } from './managers.repository';
import { ProjectionsConsumer } from './projections.consumer';

@Module({
  imports: [
    TypeOrmModule.forFeature([FootballerEntity, CardEntity, ManagerEntity, ListedCardEntity]),
    SquadStoreModule,
    LeaderboardModule,
  ],
  providers: [
    FootballersRepository,
    CardsRepository,
    ManagersRepository,
    ListedCardsRepository,
    CardDeparturesService,
    ProjectionsConsumer,
  ],
  exports: [CardsRepository, ListedCardsRepository, FootballersRepository, ProjectionsConsumer],
})
export class ProjectionsModule {}
