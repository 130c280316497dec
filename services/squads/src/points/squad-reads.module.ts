import { Module } from '@nestjs/common';
import { TEAM_PROFILES } from '../leaderboard/team-profiles';
import { SquadStoreModule } from '../squads/squad-store.module';
import { SquadReadsRepository } from './squad-reads.repository';
import { SQUAD_SNAPSHOTS } from './squad-snapshots';

@Module({
  imports: [SquadStoreModule],
  providers: [
    SquadReadsRepository,
    { provide: SQUAD_SNAPSHOTS, useExisting: SquadReadsRepository },
    { provide: TEAM_PROFILES, useExisting: SquadReadsRepository },
  ],
  exports: [SQUAD_SNAPSHOTS, TEAM_PROFILES],
})
export class SquadReadsModule {}
