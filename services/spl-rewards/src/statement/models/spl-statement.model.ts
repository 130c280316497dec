import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { graphqlEnum } from '@sfl/subgraph';
import { SplRewardsTypes } from '../../graphql-types';
import { FootballerModel } from '../../rewards/models/footballer.model';
import {
  SPL_CAUSE_TYPES,
  SPL_STATEMENT_KINDS,
  type SplCauseType,
  type SplHoldStatus,
  type SplStatementKind,
} from '../statement-lines';

export const SplStatementKindEnum = graphqlEnum(SPL_STATEMENT_KINDS, {
  name: 'SplStatementKind',
  description:
    'What moved the SPL: a match reward, an achievement bonus (Early Adopter included), a card bought (held, then paid or ' +
    'returned), a card sold (the price less the market fee), a league entry fee or prize pool held, a league prize, a ' +
    'battle wager held, battle winnings, a stake returned, or another adjustment.',
  registerIn: SplRewardsTypes,
});

export const SplCauseTypeEnum = graphqlEnum(SPL_CAUSE_TYPES, {
  name: 'SplCauseType',
  description:
    'What a statement line links to: a match, a market purchase, a league, a battle, an achievement.',
  registerIn: SplRewardsTypes,
});

export const SplHoldStatusEnum = graphqlEnum<SplHoldStatus>(['HELD', 'CAPTURED', 'RELEASED'], {
  name: 'SplHoldStatus',
  description: 'SPL set aside: still HELD, CAPTURED (paid out) or RELEASED (given back).',
  registerIn: SplRewardsTypes,
});

@ObjectType('SplStatementCause', { registerIn: SplRewardsTypes })
export class SplStatementCauseModel {
  @Field(() => SplCauseTypeEnum)
  type: SplCauseType;

  @Field(() => ID, {
    description: "The match's, the purchase's, the league's, the battle's or the achievement's id.",
  })
  id: string;
}

@ObjectType('SplStatementLine', {
  registerIn: SplRewardsTypes,
  description: "One movement of the manager's SPL.",
})
export class SplStatementLineModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'When it moved.' })
  at: Date;

  @Field(() => SplStatementKindEnum)
  kind: SplStatementKind;

  @Field(() => Int, { description: 'Signed: SPL into (positive) or out of (negative) the balance.' })
  amount: number;

  @Field(() => Int, { description: 'The balance (currentBalance) right after it.' })
  balanceAfter: number;

  @Field({ description: 'Why, in words.' })
  reason: string;

  @Field(() => SplHoldStatusEnum, {
    nullable: true,
    description: 'For SPL set aside (a purchase, an entry fee, a prize pool, a wager): where it stands now.',
  })
  holdStatus: SplHoldStatus | null;

  @Field(() => Int, { nullable: true, description: 'For a card sold: the market fee kept from its price.' })
  fee: number | null;

  @Field(() => SplStatementCauseModel, { nullable: true, description: 'What caused it, when known.' })
  cause: SplStatementCauseModel | null;

  @Field(() => FootballerModel, {
    nullable: true,
    description:
      "For a match reward: the footballer whose action it pays (the first one's when it pays several).",
  })
  footballer: FootballerModel | null;
}

@ObjectType('SplStatement', {
  registerIn: SplRewardsTypes,
  description: 'Every movement of the manager’s SPL, newest first: together they add up to currentBalance.',
})
export class SplStatementModel {
  @Field(() => [SplStatementLineModel])
  items: SplStatementLineModel[];

  @Field(() => Int, { description: 'How many lines the statement has in all.' })
  total: number;

  @Field(() => ID, {
    nullable: true,
    description: 'Pass as `before` for the next (older) page; null on the last page.',
  })
  nextCursor: string | null;
}
