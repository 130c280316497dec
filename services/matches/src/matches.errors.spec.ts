import { clientViewOf } from '@sfl/testing';
import { JsonLines } from './feed/json-lines';
import { MatchesErrors } from './matches.errors';

// Every code keeps the class and message clients have always seen (the REST status follows from
// the class): clients branch on codes, and the page shows the messages.
describe('MatchesErrors', () => {
  it.each([
    [
      'SEARCH_TOO_LONG',
      () => MatchesErrors.SEARCH_TOO_LONG(90_001),
      'BAD_USER_INPUT',
      400,
      'search must be at most 90001 characters long',
    ],
    ['INVALID_ID', () => MatchesErrors.INVALID_ID('x-7'), 'BAD_USER_INPUT', 400, 'x-7 must be a UUID'],
    [
      'INVALID_GAMEWEEK',
      () => MatchesErrors.INVALID_GAMEWEEK(),
      'BAD_USER_INPUT',
      400,
      'gameweek must be 1 or more',
    ],
    [
      'MATCH_NOT_SCHEDULED',
      () => MatchesErrors.MATCH_NOT_SCHEDULED('x-7'),
      'CONFLICT',
      409,
      'the match cannot kick off: it is x-7',
    ],
    [
      'MATCH_NOT_LIVE',
      () => MatchesErrors.MATCH_NOT_LIVE('x-7'),
      'CONFLICT',
      409,
      'the match is not live: it is x-7',
    ],
    [
      'MINUTE_GOES_BACKWARDS',
      () => MatchesErrors.MINUTE_GOES_BACKWARDS(90_001, 90_001),
      'BAD_USER_INPUT',
      400,
      "minute 90001 is before the match's current minute 90001",
    ],
    [
      'NOT_ON_PITCH',
      () => MatchesErrors.NOT_ON_PITCH('x-7', ['home', 'starters', 3]),
      'BAD_USER_INPUT',
      400,
      'footballer x-7 is not on the pitch',
    ],
    [
      'WRONG_CLUB',
      () => MatchesErrors.WRONG_CLUB('x-7', ['home', 'starters', 3]),
      'BAD_USER_INPUT',
      400,
      'footballer x-7 does not play for the right club here',
    ],
    [
      'ALREADY_BOOKED',
      () => MatchesErrors.ALREADY_BOOKED('x-7'),
      'BAD_USER_INPUT',
      400,
      'footballer x-7 is already booked: send a second yellow as a red card',
    ],
    [
      'ALREADY_PLAYED',
      () => MatchesErrors.ALREADY_PLAYED('x-7'),
      'BAD_USER_INPUT',
      400,
      'footballer x-7 has already played in this match',
    ],
    [
      'TOO_MANY_SUBSTITUTIONS',
      () => MatchesErrors.TOO_MANY_SUBSTITUTIONS(90_001),
      'BAD_USER_INPUT',
      400,
      'a side makes at most 90001 substitutions',
    ],
    [
      'UNKNOWN_FOOTBALLER',
      () => MatchesErrors.UNKNOWN_FOOTBALLER('x-7', ['home', 'starters', 3]),
      'BAD_USER_INPUT',
      400,
      'no footballer x-7',
    ],
    [
      'INVALID_LINEUP',
      () => MatchesErrors.INVALID_LINEUP('x-7', ['home', 'starters', 3]),
      'BAD_USER_INPUT',
      400,
      'x-7',
    ],
    [
      'UNEXPECTED_FOOTBALLER',
      () => MatchesErrors.UNEXPECTED_FOOTBALLER('x-7', ['home', 'starters', 3]),
      'BAD_USER_INPUT',
      400,
      'a x-7 has no home.starters.3 footballer',
    ],
    [
      'FEED_NOT_JSON',
      () => MatchesErrors.FEED_NOT_JSON('x-7', 90_001, 90_001),
      'BAD_USER_INPUT',
      400,
      'Feed is not valid JSON: x-7 (line 90001, column 90001)',
    ],
    [
      'FEED_TOO_LARGE',
      () => MatchesErrors.FEED_TOO_LARGE(90_001),
      'BAD_USER_INPUT',
      400,
      'Feed is larger than 90001 characters; split it',
    ],
    [
      'INVALID_FEED',
      () =>
        MatchesErrors.INVALID_FEED(
          [
            { path: ['a'], reason: 'bad' },
            { path: ['b', 0], reason: 'worse' },
          ],
          new JsonLines('{"a": 1,\n "b": [2]}'),
        ),
      'BAD_USER_INPUT',
      400,
      'Invalid match feed: a (line 1): bad; b[0] (line 2): worse',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });

  it.each([
    [() => MatchesErrors.MATCH_NOT_SCHEDULED('x-7'), []],
    [() => MatchesErrors.MATCH_NOT_LIVE('x-7'), []],
    [() => MatchesErrors.MINUTE_GOES_BACKWARDS(90_001, 90_001), ['minute']],
    [() => MatchesErrors.NOT_ON_PITCH('x-7', ['home', 'starters', 3]), ['home', 'starters', 3]],
    [() => MatchesErrors.WRONG_CLUB('x-7', ['home', 'starters', 3]), ['home', 'starters', 3]],
    [() => MatchesErrors.ALREADY_BOOKED('x-7'), ['footballer']],
    [() => MatchesErrors.ALREADY_PLAYED('x-7'), ['footballer']],
    [() => MatchesErrors.TOO_MANY_SUBSTITUTIONS(90_001), []],
    [() => MatchesErrors.UNKNOWN_FOOTBALLER('x-7', ['home', 'starters', 3]), ['home', 'starters', 3]],
    [() => MatchesErrors.INVALID_LINEUP('x-7', ['home', 'starters', 3]), ['home', 'starters', 3]],
    [() => MatchesErrors.UNEXPECTED_FOOTBALLER('x-7', ['home', 'starters', 3]), ['home', 'starters', 3]],
  ] as const)('should carry where in the input a match rule broke (%#)', (make, at) => {
    expect(make().details.at).toEqual(at);
  });
});
