import { Module } from '@nestjs/common';
import { SplRewardRulesResolver } from './spl-reward-rules.resolver';

@Module({ providers: [SplRewardRulesResolver] })
export class SplRewardRulesModule {}
