import { Module } from '@nestjs/common';
import { ChainReadsModule } from '../chain-reads/chain-reads.module';
import { OwnershipResolver } from './ownership.resolver';
import { OwnershipService } from './ownership.service';

@Module({
  imports: [ChainReadsModule],
  providers: [OwnershipService, OwnershipResolver],
  exports: [OwnershipService],
})
export class OwnershipModule {}
