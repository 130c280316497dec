import { Field, ID, InputType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

@InputType({ registerIn: SquadsTypes })
export class SaveSquadInput {
  @Field({ description: '1 to 30 characters; spaces at either end are dropped.' })
  teamName: string;

  @Field({ description: 'One of squadRules.formations.' })
  formation: string;

  @Field(() => [ID], {
    nullable: 'items',
    description: "Exactly 11 card ids in the formation's slot order; null leaves a slot empty.",
  })
  starters: (string | null)[];

  @Field(() => [ID], { description: 'At most 6 card ids, in bench order.' })
  bench: string[];

  @Field(() => ID, { nullable: true, description: 'A starter.' })
  captainCardId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A starter other than the captain.' })
  viceCaptainCardId?: string | null;
}
