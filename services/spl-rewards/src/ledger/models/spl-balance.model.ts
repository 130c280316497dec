import { Field, Int, ObjectType } from '@nestjs/graphql';
import { SplRewardsTypes } from '../../graphql-types';

@ObjectType('SplBalance', { registerIn: SplRewardsTypes })
export class SplBalanceModel {
  @Field(() => Int, { description: 'SPL held now.' })
  currentBalance: number;

  @Field(() => Int, { description: 'Every SPL ever issued to the manager, whatever they spent since.' })
  totalEarned: number;
}
