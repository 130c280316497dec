import { formatJsonPath, type JsonLines, type JsonPath } from './json-lines';

/** One thing wrong with a feed, at a path of its JSON. */
export interface FeedProblem {
  path: JsonPath;
  reason: string;
}

// One message lists the problems; beyond this many it says how many more there are.
const MAX_LISTED = 10;

/** "Invalid match feed: matches[0].actions[2].scorerId (line 14): must be a UUID; …" */
export function invalidFeedMessage(problems: FeedProblem[], lines: JsonLines): string {
  const listed = problems
    .slice(0, MAX_LISTED)
    .map((p) => `${formatJsonPath(p.path)} (line ${lines.lineOf(p.path)}): ${p.reason}`);
  const more = problems.length > MAX_LISTED ? `; and ${problems.length - MAX_LISTED} more` : '';
  return `Invalid match feed: ${listed.join('; ')}${more}`;
}
