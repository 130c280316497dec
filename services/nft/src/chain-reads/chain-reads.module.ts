import { Module } from '@nestjs/common';
import { ChainReadBudget } from './chain-read-budget';

@Module({ providers: [ChainReadBudget], exports: [ChainReadBudget] })
export class ChainReadsModule {}
