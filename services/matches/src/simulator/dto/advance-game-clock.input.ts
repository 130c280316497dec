import { Field, InputType, Int } from '@nestjs/graphql';
import { graphqlEnum } from '../../shared/graphql-enum';
import { MatchesTypes } from '../../graphql-types';

export const gameClockTargets = ['STARTED', 'FINISHED'] as const;
export type GameClockTarget = (typeof gameClockTargets)[number];

export const GameClockTargetEnum = graphqlEnum(
  gameClockTargets,
  'GameClockTarget',
  'How far to play a gameweek: until its first match has kicked off (its deadline), or its last is final.',
);

@InputType('AdvanceGameClockInput', { registerIn: MatchesTypes })
export class AdvanceGameClockInput {
  @Field(() => Int)
  gameweek: number;

  @Field(() => GameClockTargetEnum)
  until: GameClockTarget;
}
