import { Module } from '@nestjs/common';
import { BonusVestingService } from './bonus-vesting.service';
import { VestingConsumer } from './vesting.consumer';
import { VestingRepository } from './vesting.repository';

/** The gameweeks managers played, and the bonus SPL they have not unlocked yet. */
@Module({
  providers: [VestingRepository, VestingConsumer, BonusVestingService],
  exports: [VestingConsumer, BonusVestingService],
})
export class VestingModule {}
