import { Field, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('GameClock', {
  registerIn: MatchesTypes,
  description:
    'The game clock: real time, unless an operator of a test stack holds it or has moved it (GAME_CLOCK_CONTROL).',
})
export class GameClockModel {
  @Field({ description: 'Whether game time stands still: no kick-offs, no match minutes, no deadlines.' })
  held: boolean;

  @Field({ description: 'The game time the simulator plays at now.' })
  gameTime: Date;
}
