import { Field, Float, ObjectType } from '@nestjs/graphql';
import { SplRewardsTypes } from '../../graphql-types';

@ObjectType('SplLedgerInvariant', {
  registerIn: SplRewardsTypes,
  description: 'The ledger adds up: balances + escrow + treasury = issued, and escrow = the open holds.',
})
export class SplLedgerInvariantModel {
  @Field(() => Float, { description: 'Every SPL ever issued (rewards, achievements).' })
  issued: number;

  @Field(() => Float, { description: "The sum of every manager's balance." })
  balances: number;

  @Field(() => Float, { description: 'SPL held for purchases, fees and wagers not settled yet.' })
  escrow: number;

  @Field(() => Float, { description: 'Fees kept.' })
  treasury: number;

  @Field(() => Float, { description: 'The sum of the open holds.' })
  holds: number;

  @Field()
  balanced: boolean;
}
