import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SquadMemberEntity } from './entities/squad-member.entity';
import { SquadNoticeEntity } from './entities/squad-notice.entity';
import { SquadEntity } from './entities/squad.entity';
import { SquadsRepository } from './squads.repository';

/** The squads tables, shared by the squad operations and the projections that empty slots. */
@Module({
  imports: [TypeOrmModule.forFeature([SquadEntity, SquadMemberEntity, SquadNoticeEntity])],
  providers: [SquadsRepository],
  exports: [SquadsRepository],
})
export class SquadStoreModule {}
