import type { DomainException } from '@sfl/errors';

/**
 * Where in the input a match action breaks a rule: an action's role ('footballer', 'assist',
 * 'related', 'minute') or a lineup entry (['home', 'starters', 3]); the feed turns it into a JSON path.
 */
export type ActionInputPath = readonly (string | number)[];

/** The input path of a broken match rule, or undefined when `error` is another failure. */
export function actionInputPathOf(error: DomainException): ActionInputPath | undefined {
  const { at } = error.details;
  return Array.isArray(at) ? at : undefined;
}
