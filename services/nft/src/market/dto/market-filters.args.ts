import { ArgsType, Field, Float, Int } from '@nestjs/graphql';
import { HARDEST_FIXTURE } from '@sfl/contracts';
import type { MarketFilters } from '../market-sort';

/** The figures filters both market lists take, as arguments of their own. */
@ArgsType()
export class MarketFiltersArgs {
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

/** The filters as the service takes them: null for each one not given. */
export function marketFiltersOf(args: MarketFiltersArgs): MarketFilters {
  return {
    minForm: args.minForm ?? null,
    maxPrice: args.maxPrice ?? null,
    maxDifficulty: args.maxDifficulty ?? null,
  };
}
