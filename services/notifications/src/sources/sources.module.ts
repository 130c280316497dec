import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ChampionshipsConsumer } from './championships.consumer';
import { LeaguesConsumer } from './leagues.consumer';
import { MarketConsumer } from './market.consumer';
import { NamesConsumer } from './names.consumer';
import { NamesRepository } from './names.repository';
import { PreRegistrationsRepository } from './pre-registrations.repository';
import { RewardsConsumer } from './rewards.consumer';
import { SquadsConsumer } from './squads.consumer';

/** What the seven topics followed tell managers, and the names it is told with. */
@Module({
  imports: [NotificationsModule],
  providers: [
    NamesRepository,
    PreRegistrationsRepository,
    NamesConsumer,
    RewardsConsumer,
    MarketConsumer,
    LeaguesConsumer,
    ChampionshipsConsumer,
    SquadsConsumer,
  ],
})
export class SourcesModule {}
