import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SQUAD_RULES } from '../../formations/squad-rules';
import { SquadsTypes } from '../../graphql-types';

@ObjectType('SquadCardLock', {
  registerIn: SquadsTypes,
  description:
    "When a card of the squad locks for the gameweek: its club's kick-off (a club without a fixture locks at the deadline).",
})
export class SquadCardLockModel {
  @Field(() => ID)
  cardId: string;

  @Field(() => Date, { nullable: true, description: 'null: the footballer is not known here yet.' })
  lockAt: Date | null;

  @Field({ description: 'His match has kicked off: he keeps his place and armband until the gameweek ends.' })
  locked: boolean;
}

@ObjectType('SquadLocks', {
  registerIn: SquadsTypes,
  description: 'The locks of the gameweek a squad change plays in: each player locks at his own kick-off.',
})
export class SquadLocksModel {
  @Field(() => Int)
  gameweek: number;

  @Field({ description: "true once the gameweek's deadline has passed and until it finishes." })
  live: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'The earliest lock time of a card of the squad not locked yet; null: none left.',
  })
  nextLockAt: Date | null;

  @Directive(`@listSize(assumedSize: ${SQUAD_RULES.starters + SQUAD_RULES.benchSize})`)
  @Field(() => [SquadCardLockModel], { description: 'One per starter and bench card, starters first.' })
  cards: SquadCardLockModel[];
}
