import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('FeedIngestResult', {
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
