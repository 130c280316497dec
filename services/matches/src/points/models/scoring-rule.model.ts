import { Directive, Field, Int, ObjectType } from '@nestjs/graphql';
import { POSITION_GROUPS, type PositionGroup } from '@sfl/contracts';
import { MatchesTypes } from '../../graphql-types';
import { PositionGroupEnum } from '../../world/models/football.enums';

@ObjectType('PositionGroupPoints', { registerIn: MatchesTypes })
export class PositionGroupPointsModel {
  @Field(() => PositionGroupEnum)
  group: PositionGroup;

  @Field(() => Int)
  points: number;
}

@ObjectType('ScoringRule', {
  registerIn: MatchesTypes,
  description: 'One row of the fantasy points table, as the points are actually counted.',
})
export class ScoringRuleModel {
  @Field({ description: 'A stable key of the row, e.g. goal, cleanSheet.' })
  rule: string;

  @Field({ description: 'What earns (or costs) the points, as the rules page names it.' })
  action: string;

  @Field(() => String, { nullable: true, description: 'When the row applies, if it needs saying.' })
  note: string | null;

  @Directive(`@listSize(assumedSize: ${POSITION_GROUPS.length})`)
  @Field(() => [PositionGroupPointsModel], { description: 'Points per position group: GK, DEF, MID, ATT.' })
  points: PositionGroupPointsModel[];
}
