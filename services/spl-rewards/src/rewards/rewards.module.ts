import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { ProjectionsModule } from '../projections/projections.module';
import { FixtureSealsRepository } from './fixture-seals.repository';
import { RewardPayerService } from './reward-payer.service';
import { RewardsConsumer } from './rewards.consumer';
import { RewardsRepository } from './rewards.repository';
import { RewardsResolver } from './rewards.resolver';

@Module({
  imports: [LedgerModule, ProjectionsModule],
  providers: [
    RewardsRepository,
    FixtureSealsRepository,
    RewardPayerService,
    RewardsConsumer,
    RewardsResolver,
  ],
  exports: [RewardsConsumer],
})
export class RewardsModule {}
