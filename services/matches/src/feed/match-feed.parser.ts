import { JsonLines, JsonSyntaxError } from './json-lines';
import { type MatchFeed, matchFeedSchema } from './match-feed.schema';
import { MatchesErrors } from '../matches.errors';

const MAX_FEED_CHARACTERS = 2_000_000;

export interface ParsedFeed {
  feed: MatchFeed;
  lines: JsonLines;
}

/** The feed's JSON, checked against the format; every shape problem is reported at once. */
export function parseMatchFeed(text: string): ParsedFeed {
  if (text.length > MAX_FEED_CHARACTERS) throw MatchesErrors.FEED_TOO_LARGE(MAX_FEED_CHARACTERS);
  let lines: JsonLines;
  try {
    lines = new JsonLines(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      throw MatchesErrors.FEED_NOT_JSON(error.message, error.line, error.column);
    throw error;
  }
  const result = matchFeedSchema.safeParse(JSON.parse(text));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
      reason: issue.message,
    }));
    throw MatchesErrors.INVALID_FEED(problems, lines);
  }
  return { feed: result.data, lines };
}
