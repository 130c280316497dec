import { Field, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('GameClock', {
  registerIn: MatchesTypes,
  description: "Test stacks only: the simulator's clock, as the clock control left it.",
})
export class GameClockModel {
  @Field({ description: 'Whether game time stands still: no kick-offs, no match minutes, no deadlines.' })
  held: boolean;

  @Field({ description: 'The game time the simulator plays at now.' })
  gameTime: Date;
}
