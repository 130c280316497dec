import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { ProjectionsModule } from '../projections/projections.module';
import { FixtureSealsRepository } from './fixture-seals.repository';
import { FootballerEarningsService } from './footballer-earnings.service';
import { FootballerFieldsResolver } from './footballer-fields.resolver';
import { RewardPayerService } from './reward-payer.service';
import { RewardsConsumer } from './rewards.consumer';
import { RewardsRepository } from './rewards.repository';
import { RewardsResolver } from './rewards.resolver';
import { RewardsService } from './rewards.service';

@Module({
  imports: [LedgerModule, ProjectionsModule],
  providers: [
    RewardsRepository,
    FixtureSealsRepository,
    RewardPayerService,
    RewardsService,
    RewardsConsumer,
    RewardsResolver,
    FootballerEarningsService,
    FootballerFieldsResolver,
  ],
  exports: [RewardsConsumer],
})
export class RewardsModule {}
