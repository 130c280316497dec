import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClubReferenceResolver } from './club-reference.resolver';
import { ClubsResolver } from './clubs.resolver';
import { ClubEntity } from './entities/club.entity';
import { FootballerEntity } from './entities/footballer.entity';
import { FootballerReferenceResolver } from './footballer-reference.resolver';
import { FootballersResolver } from './footballers.resolver';
import { WorldLoader } from './world.loader';
import { WorldRepository } from './world.repository';
import { WorldService } from './world.service';

@Module({
  imports: [TypeOrmModule.forFeature([ClubEntity, FootballerEntity])],
  providers: [
    WorldRepository,
    WorldLoader,
    WorldService,
    ClubsResolver,
    FootballersResolver,
    ClubReferenceResolver,
    FootballerReferenceResolver,
  ],
  exports: [WorldRepository, WorldLoader, WorldService],
})
export class WorldModule {}
