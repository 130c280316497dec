import { Field, Int, ObjectType } from '@nestjs/graphql';
import { gameweekStatuses } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import type { GameweekStatus } from '../gameweek';
import { MatchesTypes } from '../../graphql-types';

export const GameweekStatusEnum = graphqlEnum(gameweekStatuses, {
  name: 'GameweekStatus',
  description: 'UPCOMING until its first match kicks off, LIVE until its last match is final, then FINISHED.',
  registerIn: MatchesTypes,
});

@ObjectType('Gameweek', { registerIn: MatchesTypes, description: 'A round of a season.' })
export class GameweekModel {
  @Field(() => Int, {
    description: 'Counts on across seasons: season 2 starts after the last gameweek of season 1.',
  })
  number: number;

  @Field(() => Int, { description: 'The season the gameweek belongs to (1, 2, ...).' })
  season: number;

  @Field({
    description:
      'When lineups lock: the first kick-off of the gameweek (the moment its first match actually kicked off, once it has).',
  })
  deadline: Date;

  @Field(() => GameweekStatusEnum)
  status: GameweekStatus;

  @Field(() => Int, { description: 'How many matches the gameweek has.' })
  matches: number;
}
