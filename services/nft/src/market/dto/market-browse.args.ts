import { ArgsType, Field, Float, Int } from '@nestjs/graphql';
import { HARDEST_FIXTURE, type PositionGroup } from '@sfl/contracts';
import type { MarketSearch } from '../market.repository';
import { PositionGroupEnum } from '../models/market.models';

/** What narrows both market lists (listings and new cards): a search, a position group, the figures. */
@ArgsType()
export class MarketBrowseArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Player name or club containing it (any case, at most 50 characters).',
  })
  search?: string | null;

  @Field(() => PositionGroupEnum, { nullable: true })
  position?: PositionGroup | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Only footballers whose form is at least this (0 or more; without figures, form 0).',
  })
  minForm?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Only what costs at most this, in whole SPL (1 or more).',
  })
  maxPrice?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Only footballers whose next fixture is at most this difficult (1 to ${HARDEST_FIXTURE}); one without a fixture is left out.`,
  })
  maxDifficulty?: number | null;
}

/** The narrowing as the service takes it: null for each part not given. */
export function marketBrowseOf(args: MarketBrowseArgs): Omit<MarketSearch, 'sort' | 'limit' | 'offset'> {
  return {
    search: args.search ?? null,
    positionGroup: args.position ?? null,
    minForm: args.minForm ?? null,
    maxPrice: args.maxPrice ?? null,
    maxDifficulty: args.maxDifficulty ?? null,
  };
}
