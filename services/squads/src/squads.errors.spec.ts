import { clientViewOf } from '@sfl/testing';
import { SquadsErrors } from './squads.errors';

// Every code keeps its class and message: clients branch on codes, and the squad page shows the messages.
describe('SquadsErrors', () => {
  it.each([
    [
      'INVALID_TEAM_NAME',
      () => SquadsErrors.INVALID_TEAM_NAME(30),
      'BAD_USER_INPUT',
      400,
      'Team name must be 1 to 30 characters (spaces at either end do not count)',
    ],
    [
      'UNKNOWN_FORMATION',
      () => SquadsErrors.UNKNOWN_FORMATION('4-3-3, 4-4-2'),
      'BAD_USER_INPUT',
      400,
      'Formation must be one of 4-3-3, 4-4-2',
    ],
    [
      'WRONG_STARTER_COUNT',
      () => SquadsErrors.WRONG_STARTER_COUNT(11, 10),
      'BAD_USER_INPUT',
      400,
      'A lineup lists exactly 11 starters, one per slot (an empty slot counts as one); this one lists 10',
    ],
    [
      'BENCH_TOO_LONG',
      () => SquadsErrors.BENCH_TOO_LONG(6, 7),
      'BAD_USER_INPUT',
      400,
      'The bench holds at most 6 players; this one has 7',
    ],
    [
      'CARD_LISTED_TWICE',
      () => SquadsErrors.CARD_LISTED_TWICE('c-1'),
      'BAD_USER_INPUT',
      400,
      'The same player is picked twice (card c-1): each card fills one place in your squad',
    ],
    [
      'NOT_YOUR_CARD',
      () => SquadsErrors.NOT_YOUR_CARD('c-1'),
      'BAD_USER_INPUT',
      400,
      'A player in this squad is not yours (card c-1): it may have been sold; reload to see the players you hold',
    ],
    [
      'FOOTBALLER_NOT_KNOWN_YET',
      () => SquadsErrors.FOOTBALLER_NOT_KNOWN_YET('c-1'),
      'CONFLICT',
      409,
      'One of your new players is still being set up (card c-1): try again in a moment',
    ],
    [
      'FOOTBALLER_TWICE',
      () => SquadsErrors.FOOTBALLER_TWICE('Ada Stone'),
      'BAD_USER_INPUT',
      400,
      'Ada Stone is in your squad twice: you can field one card per footballer',
    ],
    [
      'WRONG_SLOT_GROUP',
      () => SquadsErrors.WRONG_SLOT_GROUP('Ada Stone', 'ST', 1, 'LB', 'DEF'),
      'BAD_USER_INPUT',
      400,
      'Ada Stone (ST) cannot play at LB (slot 2 of the lineup): that place takes defenders only',
    ],
    [
      'CARD_ON_MARKET',
      () => SquadsErrors.CARD_ON_MARKET('Ada Stone'),
      'CONFLICT',
      409,
      'Ada Stone is listed on the market; delist it to field it',
    ],
    [
      'CAPTAIN_NOT_STARTER',
      () => SquadsErrors.CAPTAIN_NOT_STARTER(),
      'BAD_USER_INPUT',
      400,
      'The captain must be one of your starters',
    ],
    [
      'VICE_CAPTAIN_NOT_STARTER',
      () => SquadsErrors.VICE_CAPTAIN_NOT_STARTER(),
      'BAD_USER_INPUT',
      400,
      'The vice-captain must be one of your starters',
    ],
    [
      'SAME_CAPTAIN_AND_VICE',
      () => SquadsErrors.SAME_CAPTAIN_AND_VICE(),
      'BAD_USER_INPUT',
      400,
      'The captain and the vice-captain must be different players',
    ],
    [
      'PLAYER_LOCKED',
      () => SquadsErrors.PLAYER_LOCKED('Ann Smith', 'in your starting XI'),
      'CONFLICT',
      409,
      "Ann Smith's match has kicked off: he stays in your starting XI until the gameweek ends",
    ],
    [
      'ARMBAND_LOCKED',
      () => SquadsErrors.ARMBAND_LOCKED('Ann Smith', 'captain'),
      'CONFLICT',
      409,
      "Ann Smith's match has kicked off: the captain armband cannot move to or from him until the gameweek ends",
    ],
    [
      'NOTICE_NOT_FOUND',
      () => SquadsErrors.NOTICE_NOT_FOUND(),
      'NOT_FOUND',
      404,
      'You have no such squad notice',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });
});
