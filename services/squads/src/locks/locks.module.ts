import { Module } from '@nestjs/common';
import { FixturesRepository } from './fixtures.repository';

/** The fixtures whose kick-offs lock players (docs/squads.md, Locks). */
@Module({
  providers: [FixturesRepository],
  exports: [FixturesRepository],
})
export class LocksModule {}
