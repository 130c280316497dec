import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeasonModule } from '../season/season.module';
import { WorldModule } from '../world/world.module';
import { InjuryEntity } from './entities/injury.entity';
import { FootballerInjuryResolver } from './footballer-injury.resolver';
import { InjuriesLoader } from './injuries.loader';
import { InjuriesRepository } from './injuries.repository';
import { InjuriesResolver } from './injuries.resolver';
import { InjuriesService } from './injuries.service';

@Module({
  imports: [TypeOrmModule.forFeature([InjuryEntity]), WorldModule, SeasonModule],
  providers: [
    InjuriesRepository,
    InjuriesLoader,
    InjuriesService,
    InjuriesResolver,
    FootballerInjuryResolver,
  ],
  exports: [InjuriesService, InjuriesRepository],
})
export class InjuriesModule {}
