import { Field, InputType, Int } from '@nestjs/graphql';
import { graphqlEnum } from '@sfl/subgraph';
import { MatchesTypes } from '../../graphql-types';

export const gameClockTargets = ['STARTED', 'FINISHED'] as const;
export type GameClockTarget = (typeof gameClockTargets)[number];

export const GameClockTargetEnum = graphqlEnum(gameClockTargets, {
  name: 'GameClockTarget',
  description:
    'How far to play a gameweek: until its first match has kicked off (its deadline), or its last is final.',
  registerIn: MatchesTypes,
});

@InputType('AdvanceGameClockInput', { registerIn: MatchesTypes })
export class AdvanceGameClockInput {
  @Field(() => Int)
  gameweek: number;

  @Field(() => GameClockTargetEnum)
  until: GameClockTarget;
}
