import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LeaguesTypes } from '../../graphql-types';
import { UserReferenceModel } from '../../shared/models/user.model';
import type { MembershipStatus } from '../entities/league-membership.entity';
import {
  type LeaguePhase,
  LeaguePhaseEnum,
  LeagueMembershipStatusEnum,
  type LeagueStatus,
  LeagueStatusEnum,
} from './league.enums';

@ObjectType('LeagueStanding', {
  registerIn: LeaguesTypes,
  description: "An ACTIVE member's place in a league.",
})
export class LeagueStandingModel {
  @Field(() => Int)
  rank: number;

  @Field(() => UserReferenceModel)
  manager: UserReferenceModel;

  @Field(() => Int, { description: "Over the league's gameweeks so far (live during a gameweek)." })
  points: number;

  @Field(() => Int, { description: 'In the latest started gameweek of the league.' })
  lastGameweekPoints: number;

  @Field(() => Int, { description: 'SPL paid at the end; 0 before.' })
  prize: number;
}

@ObjectType('LeagueGameweekScore', { registerIn: LeaguesTypes })
export class LeagueGameweekScoreModel {
  @Field(() => UserReferenceModel)
  manager: UserReferenceModel;

  @Field(() => Int)
  points: number;
}

@ObjectType('LeagueGameweek', { registerIn: LeaguesTypes, description: 'One started gameweek of a league.' })
export class LeagueGameweekModel {
  @Field(() => Int)
  gameweek: number;

  @Field({ description: "Every member's points of it are final." })
  final: boolean;

  /** Every member's score, best first; `scores` answers a page of them. */
  allScores: LeagueGameweekScoreModel[];
}

@ObjectType('League', { registerIn: LeaguesTypes })
@Directive('@key(fields: "id")')
export class LeagueModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: "'' when none." })
  description: string;

  @Field({ description: "'' when none." })
  prizeDetails: string;

  @Field(() => Int)
  maxParticipants: number;

  @Field(() => Int, {
    description: 'Seats taken: ACTIVE members (a PENDING joiner takes one once his fee is held).',
  })
  memberCount: number;

  @Field(() => Int, { description: 'SPL a joiner pays.' })
  entryFee: number;

  @Field(() => Int, { description: 'SPL the creator put in.' })
  prizePool: number;

  @Field(() => Int)
  firstPrize: number;

  @Field(() => Int)
  secondPrize: number;

  @Field(() => Int)
  thirdPrize: number;

  @Field(() => Int, { description: 'Prize pool and entry fees held.' })
  pot: number;

  @Field(() => Int)
  startGameweek: number;

  @Field(() => Int)
  endGameweek: number;

  @Field(() => Date, { nullable: true, description: 'Planned deadline of startGameweek, when known.' })
  startDate: Date | null;

  @Field(() => Date, { nullable: true, description: 'Planned deadline of endGameweek, when known.' })
  endDate: Date | null;

  @Field(() => LeagueStatusEnum)
  status: LeagueStatus;

  @Field(() => LeaguePhaseEnum)
  phase: LeaguePhase;

  @Field()
  championship: boolean;

  @Field({ description: 'Joined with its invite code only; listed to its members only.' })
  isPrivate: boolean;

  @Field(() => UserReferenceModel, { nullable: true, description: "null for a championship's league." })
  creator: UserReferenceModel | null;

  @Field(() => String, { nullable: true, description: 'Only for its ACTIVE members; null otherwise.' })
  inviteCode: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('LeagueMembership', { registerIn: LeaguesTypes })
export class LeagueMembershipModel {
  @Field(() => ID)
  id: string;

  /** resolved from this id */
  leagueId: string;

  @Field(() => LeagueMembershipStatusEnum)
  status: MembershipStatus;

  @Field(() => String, { nullable: true, description: 'Why REFUSED.' })
  refusal: string | null;

  @Field(() => Date)
  joinedAt: Date;

  @Field(() => Int, {
    description:
      "The first gameweek whose points count for the member: the league's first, or the next one after a late join.",
  })
  firstGameweek: number;
}

@ObjectType('MyLeague', { registerIn: LeaguesTypes })
export class MyLeagueModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Int)
  rank: number;

  @Field(() => Int)
  points: number;

  @Field(() => LeagueStatusEnum)
  status: LeagueStatus;

  @Field(() => LeaguePhaseEnum)
  phase: LeaguePhase;
}

@ObjectType('LeaguePage', { registerIn: LeaguesTypes })
export class LeaguePageModel {
  @Field(() => [LeagueModel])
  items: LeagueModel[];

  @Field(() => Int)
  total: number;
}
