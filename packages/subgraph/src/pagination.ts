import type { PipeTransform } from '@nestjs/common';
import { Args, Directive, Int } from '@nestjs/graphql';
import { defineExceptions, ErrorCode } from '@sfl/errors';

/** The most items one page of any list answers: no client reaches an unbounded list. */
export const MAX_LIMIT = 100;

/** The page size of a list whose resolver names no other. */
export const DEFAULT_LIMIT = 20;

/** A `limit` or `offset` argument out of its range. */
export const PageErrors = defineExceptions({
  INVALID_LIMIT: {
    code: ErrorCode.BadUserInput,
    message: (max: number = MAX_LIMIT) => `limit must be between 1 and ${max}`,
  },
  INVALID_OFFSET: { code: ErrorCode.BadUserInput, message: 'offset must be 0 or more' },
});

/** One page of a list: `limit` items after the first `offset`. */
export interface Page {
  limit: number;
  offset: number;
}

const limitInRange = (max: number): PipeTransform<number, number> => ({
  transform: (limit) => {
    if (!Number.isInteger(limit) || limit < 1 || limit > max) throw PageErrors.INVALID_LIMIT(max);
    return limit;
  },
});

const offsetInRange: PipeTransform<number, number> = {
  transform: (offset) => {
    if (!Number.isInteger(offset) || offset < 0) throw PageErrors.INVALID_OFFSET();
    return offset;
  },
};

/**
 * The `limit` argument of a list field: 1 to `maxLimit`, `defaultLimit` when not given. The
 * gateway's query cost counts a list as this many items, so every list field takes one.
 */
export function LimitArg(defaultLimit = DEFAULT_LIMIT, maxLimit = MAX_LIMIT): ParameterDecorator {
  return Args(
    'limit',
    {
      type: () => Int,
      defaultValue: defaultLimit,
      description: `How many items to answer: 1 to ${maxLimit}.`,
    },
    limitInRange(maxLimit),
  );
}

/**
 * On a query answering a page wrapper (`{ items total }`): its `limit` is how many of `sizedField`
 * it answers, so the gateway's query cost counts that list by the limit asked for, not as a list of
 * unknown size.
 */
export function PageWrapperSizes(sizedField = 'items') {
  return Directive(
    `@listSize(slicingArguments: ["limit"], sizedFields: ["${sizedField}"], requireOneSlicingArgument: false)`,
  );
}

/** The `offset` argument of a list field: how many items to skip, 0 when not given. */
export function OffsetArg(): ParameterDecorator {
  return Args(
    'offset',
    { type: () => Int, defaultValue: 0, description: 'How many items to skip first.' },
    offsetInRange,
  );
}

/** The page of a list already in memory (a batch-loaded squad or timeline, a cached chain read). */
export function pageOf<T>(items: readonly T[], { limit, offset }: Page): T[] {
  return items.slice(offset, offset + limit);
}
