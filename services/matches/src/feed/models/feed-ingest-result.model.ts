import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MatchesTypes } from '../../graphql-types';

@ObjectType('FeedIngestResult', {
  registerIn: MatchesTypes,
  description: 'What one match feed changed; a rejected feed changes nothing.',
})
export class FeedIngestResultModel {
  @Field(() => Int)
  matchesCreated: number;

  @Field(() => Int)
  actionsApplied: number;

  @Field(() => Int)
  matchesFinished: number;
}
