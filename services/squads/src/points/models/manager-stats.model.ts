import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { SquadsTypes } from '../../graphql-types';

@ObjectType('ManagerGameweekPoints', { registerIn: SquadsTypes })
export class ManagerGameweekPointsModel {
  @Field(() => Int)
  gameweek: number;

  @Field(() => Int)
  points: number;

  @Field({ description: 'False while the gameweek is played (live points, no automatic substitutions yet).' })
  final: boolean;
}

@ObjectType('ManagerStats', { registerIn: SquadsTypes })
export class ManagerStatsModel {
  @Field(() => Int)
  totalPoints: number;

  @Field(() => Int, { nullable: true, description: 'Null until squads has seen the manager register.' })
  rank: number | null;

  @Field(() => Int, { description: "Sum of the values of the squad's cards (XI and bench), in whole SPL." })
  teamValue: number;

  @Field(() => Int, {
    description: 'Points of the latest gameweek whose deadline has passed (0 without a lineup).',
  })
  weeklyPoints: number;

  @Field(() => Int, { description: 'Gameweeks with a locked lineup.' })
  matchesPlayed: number;

  @Field(() => Float, { description: 'totalPoints / matchesPlayed, 0 before the first.' })
  averagePoints: number;

  /** Whose figures: the gameweeks field pages through his lineups. */
  managerId: string;
}
