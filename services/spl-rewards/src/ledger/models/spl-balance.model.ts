import { Field, Int, ObjectType } from '@nestjs/graphql';
import { SplRewardsTypes } from '../../graphql-types';

@ObjectType('SplBalance', { registerIn: SplRewardsTypes })
export class SplBalanceModel {
  @Field(() => Int, { description: 'SPL held now.' })
  currentBalance: number;

  @Field(() => Int, { description: 'Every SPL ever issued to the manager, whatever they spent since.' })
  totalEarned: number;

  @Field(() => Int, {
    description:
      'Of currentBalance, the bonus SPL (achievement rewards, Early Adopter included) not yet unlocked by play: ' +
      'it cannot pay other managers (listings, league entry fees and prize pools, battle wagers) yet. ' +
      'currentBalance - lockedBonus can.',
  })
  lockedBonus: number;

  @Field(() => Int, {
    description:
      'Finished gameweeks still to play (a lineup locked for each) before no bonus SPL is locked; 0 when none is.',
  })
  gameweeksUntilUnlocked: number;
}
