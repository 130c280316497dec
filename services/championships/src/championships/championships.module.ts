import { Module } from '@nestjs/common';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { ChampionshipFieldsResolver } from './championship-fields.resolver';
import { ChampionshipStatusService } from './championship-status.service';
import { ChampionshipsRepository } from './championships.repository';
import { ChampionshipsResolver } from './championships.resolver';
import { ChampionshipsService } from './championships.service';
import { DeadlineCheck } from './deadline-check';
import { DefaultScheduleService } from './default-schedule.service';
import { MatchesConsumer } from './matches.consumer';
import { PreRegistrationFieldsResolver } from './pre-registration-fields.resolver';
import { PreRegistrationService } from './pre-registration.service';
import { PreRegistrationsRepository } from './pre-registrations.repository';

@Module({
  providers: [
    GameweeksRepository,
    ChampionshipsRepository,
    PreRegistrationsRepository,
    ChampionshipStatusService,
    DefaultScheduleService,
    ChampionshipsService,
    PreRegistrationService,
    MatchesConsumer,
    DeadlineCheck,
    ChampionshipsResolver,
    ChampionshipFieldsResolver,
    PreRegistrationFieldsResolver,
  ],
})
export class ChampionshipsModule {}
