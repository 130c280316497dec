import { Module } from '@nestjs/common';
import { ChainReadsModule } from '../chain-reads/chain-reads.module';
import { ListingsCache } from './listings.cache';
import { ListingsResolver } from './listings.resolver';
import { ListingsService } from './listings.service';

@Module({
  imports: [ChainReadsModule],
  providers: [ListingsCache, ListingsService, ListingsResolver],
  exports: [ListingsCache],
})
export class ListingsModule {}
