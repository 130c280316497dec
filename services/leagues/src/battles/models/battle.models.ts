import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { BATTLE_DEFAULT_WAGER_SPL } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { LeaguesTypes } from '../../graphql-types';
import { UserReferenceModel } from '../../shared/models/user.model';
import { BATTLE_STATUSES, type BattleStatus } from '../entities/battle.entity';

export const BATTLE_RESULTS = ['WIN', 'LOSS', 'DRAW'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

export const BattleStatusEnum = graphqlEnum(BATTLE_STATUSES, {
  name: 'BattleStatus',
  registerIn: LeaguesTypes,
  description:
    "PENDING: waiting for acceptance. ACCEPTED: both wagers held, waiting for its gameweek's deadline. LIVE: its gameweek is being played. COMPLETED: paid (or drawn, refunded). CANCELLED: by the challenger, or a wager could not be held. EXPIRED: not accepted by its gameweek's deadline, refunded.",
});

export const BattleResultEnum = graphqlEnum(BATTLE_RESULTS, {
  name: 'BattleResult',
  registerIn: LeaguesTypes,
});

@ObjectType('Battle', { registerIn: LeaguesTypes, description: 'A head-to-head battle (docs/battles.md).' })
@Directive('@key(fields: "id")')
export class BattleModel {
  @Field(() => ID)
  id: string;

  @Field(() => UserReferenceModel)
  challenger: UserReferenceModel;

  @Field(() => UserReferenceModel, {
    nullable: true,
    description: 'null: an open challenge not accepted yet.',
  })
  opponent: UserReferenceModel | null;

  @Field(() => UserReferenceModel, {
    nullable: true,
    description: 'The named manager it was sent to (null for an open challenge).',
  })
  invited: UserReferenceModel | null;

  @Field(() => BattleStatusEnum)
  status: BattleStatus;

  @Field(() => Int, { description: 'SPL each side stakes.' })
  wager: number;

  @Field(() => Int, { description: 'Twice the wager.' })
  prize: number;

  @Field(() => Int, { description: 'The gameweek it is played in (the next gameweek when created).' })
  gameweek: number;

  @Field(() => Date, { nullable: true, description: "That gameweek's planned deadline, when known." })
  acceptBy: Date | null;

  @Field(() => Int, { nullable: true, description: 'Points in that gameweek (live); null before LIVE.' })
  challengerScore: number | null;

  @Field(() => Int, { nullable: true })
  opponentScore: number | null;

  @Field(() => BattleResultEnum, {
    nullable: true,
    description: "From the signed-in caller's side once COMPLETED; null otherwise.",
  })
  result: BattleResult | null;

  @Field({ description: 'Every wager asked for so far is held.' })
  funded: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why your own wager could not be held (it quotes your balance): why CANCELLED for the challenger, why the seat was freed for a manager whose accept was refused. Null for everyone else.',
  })
  refusal: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was completed, cancelled or expired.' })
  settledAt: Date | null;
}

@InputType({ registerIn: LeaguesTypes })
export class CreateBattleInput {
  @Field(() => String, {
    nullable: true,
    description: "The manager challenged, by username; null or '' for an open challenge anyone may accept.",
  })
  opponentUsername?: string | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: BATTLE_DEFAULT_WAGER_SPL,
    description: 'Whole SPL, 10 to 1,000.',
  })
  wager?: number | null;
}
