import { Module } from '@nestjs/common';
import { ProjectionsRepository } from './projections.repository';

/** This service's copies of managers, footballers, clubs, match results and locked lineups. */
@Module({ providers: [ProjectionsRepository], exports: [ProjectionsRepository] })
export class ProjectionsModule {}
