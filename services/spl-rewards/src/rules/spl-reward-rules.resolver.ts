import { Query, Resolver } from '@nestjs/graphql';
import { SplRewardRulesModel } from './models/spl-reward-rules.model';
import { SPL_REWARD_RULES } from './spl-reward-rules';

@Resolver()
export class SplRewardRulesResolver {
  @Query(() => SplRewardRulesModel, { description: 'What earns SPL, and the captain bonus.' })
  splRewardRules(): SplRewardRulesModel {
    return SPL_REWARD_RULES;
  }
}
