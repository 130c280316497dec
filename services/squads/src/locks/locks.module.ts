import { Module } from '@nestjs/common';
import { FixtureLockService } from './fixture-lock.service';
import { FixturesRepository } from './fixtures.repository';
import { LineupChangeCountRepository } from './lineup-change-count.repository';

/** The fixtures whose kick-offs lock players, and the lineup changes made before each (docs/squads.md, Locks). */
@Module({
  providers: [FixturesRepository, LineupChangeCountRepository, FixtureLockService],
  exports: [FixturesRepository, LineupChangeCountRepository, FixtureLockService],
})
export class LocksModule {}
